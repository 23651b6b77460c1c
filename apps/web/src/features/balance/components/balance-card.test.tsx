import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Balance } from '@wheelhouse/contracts/wallet';
import { amount, makeBalance } from '../../../test/balance-fixtures';
import { makeUser, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

function asDesktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 768px)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function withBalance(balance: Balance) {
  mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser() },
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/wallet/balance': { status: 200, body: balance },
    'GET /api/v1/wallet/currencies': { status: 200, body: [] },
  });
}

const withoutBonus = makeBalance({ total: amount('120.00'), fiat: amount('120.00') });

const withWager = makeBalance({
  total: amount('150.00'),
  fiat: amount('100.00'),
  bonuses: [{ ...amount('50.00'), bonusId: 'welcome-1' }],
  userBonuses: [
    {
      id: 'welcome-1',
      status: 'active',
      amount: amount('50.00'),
      wager: { current: '500.00', total: '1750.00' },
    },
  ],
});

describe('balance card', () => {
  // Two lazy chunks (the card's contents and the cashier panel) load in this test.
  it('opens as a bottom drawer on a phone with main balance and no bonus', async () => {
    withBalance(withoutBonus);
    renderApp('/en');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('header-balance'));

    const card = screen.getByTestId('balance-card');
    expect(card.getAttribute('role')).toBe('dialog');
    expect(card.getAttribute('aria-modal')).toBe('true');
    // The card's contents are a lazy chunk, fetched ahead; the first render may wait for it.
    expect((await within(card).findByTestId('balance-main')).textContent).toBe('$120.00');
    expect(within(card).getByTestId('balance-bonus').textContent).toBe('$0.00');
    expect(within(card).getByText('No active bonus')).toBeTruthy();
    expect(within(card).queryByRole('progressbar')).toBeNull();

    // The wallet button closes the card and opens the cashier panel over the page.
    await user.click(within(card).getByTestId('balance-wallet'));
    const panel = await screen.findByTestId('wallet-panel');
    expect(screen.queryByTestId('balance-card')).toBeNull();
    expect(within(panel).getByTestId('wallet-tab-deposit').getAttribute('aria-selected')).toBe(
      'true',
    );
  }, 20_000);

  it('shows the bonus account with its wagering progress', async () => {
    withBalance(withWager);
    renderApp('/en');
    await userEvent.setup().click(await screen.findByTestId('header-balance'));

    const card = screen.getByTestId('balance-card');
    expect((await within(card).findByTestId('balance-main')).textContent).toBe('$100.00');
    expect(within(card).getByTestId('balance-bonus').textContent).toBe('$50.00');
    expect(within(card).queryByText('No active bonus')).toBeNull();
    const bar = within(card).getByRole('progressbar', { name: 'Bonus wagering progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('28');
    expect(within(card).getByTestId('balance-wager').textContent).toContain('28%');
  });

  it('lists each running bonus with its own wagering and leads to the bonuses page', async () => {
    withBalance(
      makeBalance({
        total: amount('180.00'),
        fiat: amount('100.00'),
        bonuses: [
          { ...amount('50.00'), bonusId: 'welcome-1' },
          { ...amount('30.00'), bonusId: 'everyday-1' },
        ],
        userBonuses: [
          {
            id: 'welcome-1',
            status: 'active',
            amount: amount('50.00'),
            wager: { current: '500.00', total: '2000.00' },
          },
          {
            id: 'everyday-1',
            status: 'active',
            amount: amount('30.00'),
            wager: { current: '300.00', total: '300.00' },
          },
        ],
      }),
    );
    const { router } = renderApp('/en');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('header-balance'));
    const card = screen.getByTestId('balance-card');
    expect(within(card).getByTestId('balance-bonus').textContent).toBe('$80.00');
    const items = within(card).getAllByTestId('balance-bonus-item');
    expect(items.map((item) => item.textContent)).toEqual([
      'Bonus 1$50.00 · 25%',
      'Bonus 2$30.00 · 100%',
    ]);
    expect(
      within(items[0]!)
        .getByRole('progressbar', { name: 'Wagering of Bonus 1' })
        .getAttribute('aria-valuenow'),
    ).toBe('25');

    await user.click(within(card).getByTestId('balance-bonuses-link'));
    expect(router.state.location.pathname).toBe('/en/bonuses');
    expect(screen.queryByTestId('balance-card')).toBeNull();
  });

  it('is a popover on desktop that the keyboard opens and Escape closes', async () => {
    asDesktop();
    withBalance(withoutBonus);
    renderApp('/en');
    const user = userEvent.setup();
    const button = await screen.findByTestId('header-balance');

    button.focus();
    await user.keyboard('{Enter}');
    const card = screen.getByTestId('balance-card');
    expect(card.getAttribute('aria-modal')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(card.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('balance-card')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes the popover on a click elsewhere and from its close button', async () => {
    asDesktop();
    withBalance(withoutBonus);
    renderApp('/en');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('header-balance'));
    await user.click(screen.getByTestId('home-page'));
    expect(screen.queryByTestId('balance-card')).toBeNull();

    await user.click(screen.getByTestId('header-balance'));
    await user.click(screen.getByRole('button', { name: 'Close the balance' }));
    await waitFor(() => expect(screen.queryByTestId('balance-card')).toBeNull());
  });

  it('closes the phone drawer with Escape and returns focus to the balance', async () => {
    withBalance(withoutBonus);
    renderApp('/en');
    const user = userEvent.setup();
    const button = await screen.findByTestId('header-balance');
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('balance-card')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
