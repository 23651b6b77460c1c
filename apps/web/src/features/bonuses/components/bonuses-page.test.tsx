import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { amount, makeBalance } from '../../../test/balance-fixtures';
import { bonusesList, makePlayerBonus, welcomePackage } from '../../../test/bonuses-fixtures';
import { errorBody, guestMe, makeUser, mockApi, type ApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

function signedIn(bonuses: PlayerBonus[], extra: ApiRoutes = {}, depositCount = 0) {
  return mockApi({
    'GET /api/v1/me': {
      status: 200,
      body: makeUser({ depositCount, hasDeposits: depositCount > 0 }),
    },
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/wallet/balance': { status: 200, body: makeBalance({ total: amount('10.00') }) },
    'GET /api/v2/bonuses': { status: 200, body: bonusesList(bonuses) },
    ...extra,
  });
}

const activeWelcome = (): PlayerBonus[] => {
  const steps = welcomePackage(1);
  steps[0] = {
    ...steps[0]!,
    status: 'active',
    isCurrent: true,
    activation: {
      userBonusId: 'bn_000000000000000000000001',
      state: 'active',
      amount: '60.00',
      wager: { current: '600.00', total: '2400.00' },
      activatedAt: '2030-01-01T00:00:00.000Z',
      expiresAt: '2099-01-31T00:00:00.000Z',
    },
  };
  return steps;
};

describe('bonuses page', () => {
  it('asks a guest to sign in', async () => {
    mockApi({ 'GET /api/v1/me': guestMe, 'GET /api/v1/languages': { status: 200, body: [] } });
    const { router } = renderApp('/en/bonuses');
    const prompt = await screen.findByTestId('bonuses-guest');
    await userEvent.setup().click(within(prompt).getByTestId('bonuses-guest-login'));
    expect(router.state.location.search).toContain('auth=login');
  });

  it('titles the tab as the server does for /bonuses, in the page’s language', async () => {
    mockApi({ 'GET /api/v1/me': guestMe, 'GET /api/v1/languages': { status: 200, body: [] } });
    renderApp('/ru/bonuses');
    await screen.findByTestId('bonuses-guest');
    await waitFor(() => expect(document.title).toBe('Бонусы и акции — Wheelhouse'));
  });

  it('a new player sees welcome step 1 available with a deposit button, the rest locked', async () => {
    signedIn(welcomePackage(0));
    renderApp('/en/bonuses');
    const steps = await screen.findAllByTestId('welcome-step');
    expect(steps.map((step) => step.dataset.state)).toEqual([
      'available',
      'disabled',
      'disabled',
      'disabled',
    ]);
    expect(within(steps[0]!).getByTestId('welcome-step-deposit')).toBeTruthy();
    expect(within(steps[1]!).queryByTestId('welcome-step-deposit')).toBeNull();
    expect(steps[1]!.textContent).toContain('Unlocks after deposit 1');
  });

  it('the running bonus shows its money and wagering in its currency', async () => {
    signedIn(activeWelcome());
    renderApp('/en/bonuses');
    const running = await screen.findByTestId('running-bonus');
    expect(within(running).getByTestId('running-bonus-amount').textContent).toBe('60.00 USD');
    expect(within(running).getByTestId('bonus-wager-value').textContent).toBe(
      '600.00 USD of 2,400.00 USD',
    );
    expect(within(running).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    const steps = screen.getAllByTestId('welcome-step');
    expect(steps.map((step) => step.dataset.state)).toEqual([
      'current',
      'available',
      'disabled',
      'disabled',
    ]);
  });

  it('a bonus only the Balance knows (the crypto deposit bonus) shows with its wagering', async () => {
    signedIn(welcomePackage(0), {
      'GET /api/v1/wallet/balance': {
        status: 200,
        body: makeBalance({
          total: amount('11.00'),
          fiat: amount('10.00'),
          bonuses: [{ ...amount('1.00'), bonusId: 'bn_crypto' }],
          userBonuses: [
            {
              id: 'bn_crypto',
              status: 'active',
              amount: amount('1.00'),
              wager: { current: '2.50', total: '10.00' },
            },
          ],
        }),
      },
    });
    renderApp('/en/bonuses');
    const running = await screen.findByTestId('running-bonus');
    expect(running.textContent).toContain('Deposit bonus');
    expect(within(running).getByTestId('running-bonus-amount').textContent).toBe('$1.00');
    expect(within(running).getByTestId('bonus-wager-value').textContent).toBe(
      '2.50 USD of 10.00 USD',
    );
    expect(within(running).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.queryByTestId('bonuses-empty')).toBeNull();
  });

  it('cancelling asks first and says the bonus money is lost', async () => {
    let cancelled = 0;
    signedIn(activeWelcome(), {
      'POST /api/v2/bonuses/1/cancel': () => {
        cancelled += 1;
        return { status: 200, body: makePlayerBonus({ id: 1 }) };
      },
    });
    renderApp('/en/bonuses');
    const user = userEvent.setup();
    const running = await screen.findByTestId('running-bonus');
    await user.click(within(running).getByTestId('bonus-cancel'));
    const dialog = screen.getByTestId('bonus-cancel-dialog');
    expect(dialog.textContent).toContain(
      'The bonus money (60.00 USD) and everything you won with it will be lost',
    );
    // Keeping it is the default and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep the bonus' }));
    expect(screen.queryByTestId('bonus-cancel-dialog')).toBeNull();
    expect(cancelled).toBe(0);

    await user.click(within(running).getByTestId('bonus-cancel'));
    await user.click(
      within(screen.getByTestId('bonus-cancel-dialog')).getByTestId('bonus-cancel-confirm'),
    );
    await waitFor(() => expect(screen.queryByTestId('bonus-cancel-dialog')).toBeNull());
    expect(cancelled).toBe(1);
    expect(await screen.findByText('The bonus was cancelled')).toBeTruthy();
  });

  it('claims a personal offer; a refused claim says why', async () => {
    const offer = makePlayerBonus({
      id: 7,
      title: 'A gift for you',
      isPersonal: true,
      conditions: {
        type: 'personal',
        minDepositNumber: 0,
        amountMultiplier: '0',
        maxAmount: '10.00',
      },
      activation: {
        userBonusId: 'bn_000000000000000000000007',
        state: 'offered',
        amount: '0.00',
        wager: { current: '0.00', total: '0.00' },
        activatedAt: null,
        expiresAt: null,
      },
    });
    let claims = 0;
    const api = signedIn([offer], {
      'POST /api/v2/bonuses/7/claim': () => {
        claims += 1;
        return claims === 1
          ? { status: 409, body: errorBody('bonus_not_claimable') }
          : { status: 200, body: offer };
      },
    });
    renderApp('/en/bonuses');
    const user = userEvent.setup();
    const section = await screen.findByTestId('bonus-offers-personal');
    await user.click(within(section).getByTestId('bonus-claim'));
    expect(await screen.findByText('The bonus could not be claimed')).toBeTruthy();
    await user.click(within(section).getByTestId('bonus-claim'));
    expect(await screen.findByText('The bonus is yours')).toBeTruthy();
    expect(api.calls('POST /api/v2/bonuses/7/claim')).toHaveLength(2);
  });

  it('the everyday bonus opens from the 4th deposit', async () => {
    const everyday = makePlayerBonus({
      id: 5,
      title: 'Everyday bonus',
      conditions: { type: 'everyday', minDepositNumber: 0 },
    });
    signedIn([...welcomePackage(4), everyday], {}, 2);
    renderApp('/en/bonuses');
    const card = await screen.findByTestId('everyday-bonus');
    expect(card.textContent).toContain('Opens from your 4th deposit. Deposits so far: 2.');
    expect(within(card).queryByTestId('bonus-claim')).toBeNull();
  });

  it('shows an error with a retry, then the empty state', async () => {
    let calls = 0;
    signedIn([], {
      'GET /api/v2/bonuses': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: errorBody('internal_error') }
          : { status: 200, body: bonusesList([]) };
      },
    });
    renderApp('/en/bonuses');
    const error = await screen.findByTestId('bonuses-error');
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('bonuses-empty')).toBeTruthy();
  });

  it('reads in Russian', async () => {
    signedIn(welcomePackage(0));
    renderApp('/ru/bonuses');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Бонусы');
    expect((await screen.findAllByTestId('welcome-step'))[0]!.textContent).toContain('Депозит 1');
  });
});
