import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { amount, makeBalance } from '../../../test/balance-fixtures';
import { bonusesList, makePlayerBonus } from '../../../test/bonuses-fixtures';
import { gamesPage, makeGame } from '../../../test/games-fixtures';
import { errorBody, makeUser, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// 13 slots, one live game (weight 0) and the dice original, weighted 50 by the bonus.
const catalogue = [
  ...Array.from({ length: 13 }, (_, index) =>
    makeGame({ id: index + 1, slug: `slot-${index + 1}`, title: `Slot ${index + 1}` }),
  ),
  makeGame({ id: 20, slug: 'live-bj', title: 'Live Blackjack', categories: ['live'] }),
  makeGame({ id: 21, slug: 'dice', title: 'Dice', categories: ['originals'] }),
];

const bonus: PlayerBonus = makePlayerBonus({
  id: 3,
  title: 'Welcome 3',
  isFirst: true,
  conditions: {
    minDepositNumber: 1,
    gamesWagers: [{ kind: 'game', value: 'dice', weight: 50 }],
    maxDeposit: '2000.00',
    maxAmountMultiplier: '10',
  },
});

function withBonus() {
  return mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser() },
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/wallet/balance': { status: 200, body: makeBalance({ total: amount('0.00') }) },
    'GET /api/v2/bonuses': { status: 200, body: bonusesList([bonus]) },
    'GET /api/v2/bonuses/3': { status: 200, body: bonus },
    'GET /api/v2/games/collection': { status: 200, body: gamesPage(catalogue, { limit: 100 }) },
  });
}

describe('bonus games', () => {
  it('the tooltip lists 10 game names, then how many more', async () => {
    withBonus();
    renderApp('/en/bonuses');
    const user = userEvent.setup();
    const card = await screen.findByTestId('welcome-step-card');
    await user.hover(within(card).getByTestId('bonus-games-link'));
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() =>
      expect(within(tooltip).getAllByTestId('bonus-games-tooltip-name')).toHaveLength(10),
    );
    const names = within(tooltip).getAllByTestId('bonus-games-tooltip-name');
    expect(names[0]!.textContent).toBe('Slot 1');
    // 14 games count (13 slots and the dice), the live game does not: 4 more.
    expect(within(tooltip).getByTestId('bonus-games-tooltip-more').textContent).toBe('+4 more');
    await user.unhover(within(card).getByTestId('bonus-games-link'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('the tooltip opens on keyboard focus and Escape closes it', async () => {
    withBonus();
    renderApp('/en/bonuses');
    const user = userEvent.setup();
    const link = within(await screen.findByTestId('welcome-step-card')).getByTestId(
      'bonus-games-link',
    );
    act(() => link.focus());
    expect(link.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('the conditions modal says the terms in words and leads to the games page', async () => {
    withBonus();
    const { router } = renderApp('/en/bonuses');
    const user = userEvent.setup();
    const card = await screen.findByTestId('welcome-step-card');
    await user.click(within(card).getByTestId('bonus-conditions-open'));
    const modal = screen.getByTestId('bonus-info-modal');
    const text = modal.textContent ?? '';
    for (const line of [
      'Activates on your deposit number 1.',
      'Minimum deposit: 30.00 USD.',
      'Maximum deposit: 2,000.00 USD.',
      'You get 120% of your deposit as bonus money.',
      'The bonus is at most 500.00 USD.',
      'Bet 40 times the bonus to turn it into real money.',
      'While the bonus is active, one bet is at most 25.00 USD; larger bets are refused.',
      'At most 10 times the bonus becomes real money.',
      'You have 30 d to wager it, then it expires.',
    ])
      expect(text).toContain(line);
    await user.click(within(modal).getByTestId('bonus-info-games'));
    expect(router.state.location.pathname).toBe('/en/bonuses/3/games');
    expect(screen.queryByTestId('bonus-info-modal')).toBeNull();
  });

  it('the games page shows the lobby tiles of the games that count, with their weights', async () => {
    withBonus();
    renderApp('/en/bonuses/3/games');
    const grid = await screen.findByTestId('bonus-games-grid');
    const games = within(grid).getAllByTestId('bonus-game');
    expect(games).toHaveLength(14);
    expect(within(games[0]!).getByTestId('game-tile').textContent).toContain('Slot 1');
    expect(within(games[0]!).getByTestId('bonus-game-weight').textContent).toBe(
      '100% of a bet counts',
    );
    expect(within(games[13]!).getByTestId('game-tile').textContent).toContain('Dice');
    expect(within(games[13]!).getByTestId('bonus-game-weight').textContent).toBe(
      '50% of a bet counts',
    );
    expect(grid.textContent).not.toContain('Live Blackjack');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Games for Welcome 3');
  });

  it('another player’s or an unknown bonus is not found', async () => {
    mockApi({
      'GET /api/v1/me': { status: 200, body: makeUser() },
      'GET /api/v1/languages': { status: 200, body: [] },
      'GET /api/v2/bonuses/99': { status: 404, body: errorBody('not_found') },
    });
    renderApp('/en/bonuses/99/games');
    expect(await screen.findByTestId('bonus-games-not-found')).toBeTruthy();
  });
});
