import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OriginalBet } from '@wheelhouse/contracts/originals';
import { amount, makeBalance } from '../../../test/balance-fixtures';
import { bonusesList, makePlayerBonus } from '../../../test/bonuses-fixtures';
import { renderWithProviders } from '../../../test/games-fixtures';
import { errorBody, makeUser, mockApi } from '../../../test/mock-api';
import { pinnedSlotBet } from '../test-fixtures';
import { SlotPlayArea } from './slot-play-area';

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** A player with 100.00 whose spins land as `bet` says; the answer waits for `answerWhen`. */
function open(bet: OriginalBet, answerWhen: Promise<void> = Promise.resolve()) {
  const api = mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser() },
    'GET /api/v1/wallet/balance': {
      status: 200,
      body: makeBalance({ total: amount('100.00'), fiat: amount('100.00') }),
    },
    'GET /api/v1/originals/bets': {
      status: 200,
      body: { data: [], meta: { offset: 0, limit: 30, total: 0 } },
    },
    'GET /api/v2/bonuses': { status: 200, body: bonusesList([]) },
    'POST /api/v1/originals/slot/bets': async () => {
      await answerWhen;
      return {
        status: 200,
        body: { bet, balance: makeBalance({ total: amount('99.60'), fiat: amount('99.60') }) },
      };
    },
  });
  renderWithProviders(<SlotPlayArea />, '/en/games/5', '/:locale/games/:id');
  return api;
}

const winningCells = () =>
  screen
    .getAllByTestId('slot-cell')
    .filter((cell) => cell.dataset.winning === 'true')
    .map((cell) => cell.dataset.cell)
    .sort();

async function spin() {
  const button = await screen.findByRole('button', { name: 'Spin' });
  await waitFor(() => expect(screen.getByTestId('bet-amount-input')).toBeTruthy());
  fireEvent.click(button);
}

describe('slot', () => {
  it('shows the pinned fair spin at once with reduced motion, its winning lines lit and paid', async () => {
    prefersReducedMotion(true);
    const api = open(pinnedSlotBet(0));
    await spin();
    const status = await screen.findByText('You won 0.60 USD (0.60×)');
    expect(api.calls('POST /api/v1/originals/slot/bets')).toEqual([{ amount: '1.00', params: {} }]);
    expect(screen.getByTestId('slot-reels').dataset.motion).toBe('reduced');
    expect(status.getAttribute('data-won')).toBe('true');
    // Stops 18, 1, 24, 11, 23: the top-left plum, bar, plum… as the fair package computes them.
    const reels = screen.getAllByTestId('slot-reel');
    expect(
      within(reels[0]!)
        .getAllByRole('img')
        .map((symbol) => symbol.getAttribute('aria-label')),
    ).toEqual(['Plum', 'Bar', 'Cherry']);
    // Line 17 (rows 1,1,2) is bar, bar, wild; line 18 (rows 0,0,2) is plum, plum, wild.
    expect(winningCells()).toEqual(['0:0', '0:1', '1:0', '1:1', '2:2']);
    const lines = screen.getAllByTestId('slot-win-line');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Line 17BAR× 30.40 USD',
      'Line 18× 30.20 USD',
    ]);
    expect(within(lines[0]!).getByRole('img').getAttribute('aria-label')).toBe('Bar');
    expect(within(lines[1]!).getByRole('img').getAttribute('aria-label')).toBe('Plum');
  });

  it('rolls the reels while the spin is on its way and lights the wins only once they stop', async () => {
    prefersReducedMotion(false);
    let release: () => void = () => undefined;
    open(
      pinnedSlotBet(0),
      new Promise((resolve) => {
        release = resolve;
      }),
    );
    await spin();
    await waitFor(() =>
      expect(screen.getByTestId('slot-reels').getAttribute('aria-busy')).toBe('true'),
    );
    expect(screen.getByTestId('slot-reels').dataset.motion).toBe('full');
    expect(screen.getByTestId('slot-status').textContent).toBe('Spinning…');
    expect(screen.getByTestId('bet-button').matches(':disabled')).toBe(true);
    release();
    // The reels stop one by one; until the last has stopped nothing is lit or told.
    await waitFor(() => expect(screen.queryByTestId('slot-win-line')).toBeNull());
    expect(await screen.findByText('You won 0.60 USD (0.60×)', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('slot-reels').getAttribute('aria-busy')).toBe('false');
    expect(winningCells()).toEqual(['0:0', '0:1', '1:0', '1:1', '2:2']);
  });

  it('says so when a spin wins nothing, and lists the paytable with the declared RTP', async () => {
    prefersReducedMotion(true);
    const losing = { ...pinnedSlotBet(0) };
    const outcome = losing.outcome as Record<string, unknown>;
    losing.outcome = { ...outcome, lineWins: [], multiplier: '0' };
    losing.multiplier = '0.0000';
    losing.payout = { ...losing.payout, amount: '0.00', houseAmount: '0.00' };
    open(losing);
    await spin();
    expect(await screen.findByText('No win this time')).toBeTruthy();
    expect(winningCells()).toEqual([]);
    const paytable = screen.getByTestId('slot-paytable');
    expect(within(paytable).getByTestId('slot-rtp').textContent).toBe('Return to player: 96.06%');
    const rows = within(paytable).getAllByRole('row');
    // Header, then wild, seven, bar, bell, plum, lemon, cherry.
    expect(rows).toHaveLength(8);
    expect(rows[1]!.textContent).toBe('WILDWild20×60×250×');
    expect(rows[7]!.textContent).toBe('Cherry2×4×12×');
  });

  describe('free spins', () => {
    /** An active free-spins bonus: on the slot original (game null) unless told otherwise. */
    const spins = (left: number, id: number, game: string | null = null) =>
      makePlayerBonus({
        id,
        status: 'active',
        activation: {
          userBonusId: `bn_00000000000000000000000${id}`,
          state: 'active',
          amount: '0.00',
          wager: { current: '0.00', total: '0.00' },
          activatedAt: '2030-01-01T00:00:00.000Z',
          expiresAt: '2099-01-31T00:00:00.000Z',
          freespins: { game, left, stake: '0.20', won: '0.00' },
        },
      });

    /** A player with 100.00 and a free-spins bonus whose spins each win `bet`'s payout. */
    function openWithSpins(start: number, answer?: () => { status: number; body: unknown }) {
      let left = start;
      const api = mockApi({
        'GET /api/v1/me': { status: 200, body: makeUser() },
        'GET /api/v1/wallet/balance': {
          status: 200,
          body: makeBalance({ total: amount('100.00'), fiat: amount('100.00') }),
        },
        'GET /api/v1/originals/bets': {
          status: 200,
          body: { data: [], meta: { offset: 0, limit: 30, total: 0 } },
        },
        // Spins on a provider game are not the slot's.
        'GET /api/v2/bonuses': () => ({
          status: 200,
          body: bonusesList([spins(left, 1), spins(9, 2, 'midnight-megaways')]),
        }),
        'POST /api/v1/originals/slot/free-spins': () => {
          if (answer) return answer();
          left -= 1;
          return {
            status: 200,
            body: {
              bet: pinnedSlotBet(0),
              balance: makeBalance({ total: amount('100.60'), fiat: amount('100.00') }),
            },
          };
        },
        'POST /api/v1/originals/slot/bets': {
          status: 200,
          body: {
            bet: pinnedSlotBet(0),
            balance: makeBalance({ total: amount('99.60'), fiat: amount('99.60') }),
          },
        },
      });
      renderWithProviders(<SlotPlayArea />, '/en/games/5', '/:locale/games/:id');
      return api;
    }

    it('plays the bonus’s free spins without a stake, the count going down, until none is left', async () => {
      prefersReducedMotion(true);
      const api = openWithSpins(2);
      expect((await screen.findByTestId('game-free-spins')).textContent).toBe(
        'Free spins left on this game: 2',
      );
      expect(screen.getByRole('switch', { name: 'Play free spins' })).toHaveProperty(
        'checked',
        true,
      );
      // No stake to choose in free-spin mode: the casino pays it.
      expect(screen.queryByTestId('bet-amount-input')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Play free spin' }));
      expect(await screen.findByText('You won 0.60 USD (0.60×)')).toBeTruthy();
      expect(api.calls('POST /api/v1/originals/slot/free-spins')).toEqual([
        { bonusId: 'bn_000000000000000000000001' },
      ]);
      await waitFor(() =>
        expect(screen.getByTestId('game-free-spins').textContent).toBe(
          'Free spins left on this game: 1',
        ),
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Play free spin' }));
      // The last one played: back to paid spins with the stake field.
      await waitFor(() => expect(screen.queryByTestId('slot-free-spins')).toBeNull());
      expect(api.calls('POST /api/v1/originals/slot/free-spins')).toHaveLength(2);
      expect(await screen.findByRole('button', { name: 'Spin' })).toBeTruthy();
      expect(screen.getByTestId('bet-amount-input')).toBeTruthy();
      expect(api.calls('POST /api/v1/originals/slot/bets')).toEqual([]);
    });

    it('switched off, spins for money; a refused free spin says why and plays nothing', async () => {
      prefersReducedMotion(true);
      const api = openWithSpins(3, () => ({
        status: 409,
        body: errorBody('bonus_not_claimable', { message: 'This bonus has no free spins left' }),
      }));
      fireEvent.click(await screen.findByRole('button', { name: 'Play free spin' }));
      expect(await screen.findByText('This bonus cannot be claimed now')).toBeTruthy();
      expect(screen.queryByText('You won 0.60 USD (0.60×)')).toBeNull();
      fireEvent.click(screen.getByRole('switch', { name: 'Play free spins' }));
      await spin();
      expect(await screen.findByText('You won 0.60 USD (0.60×)')).toBeTruthy();
      expect(api.calls('POST /api/v1/originals/slot/bets')).toEqual([
        { amount: '1.00', params: {} },
      ]);
      // The spins are still there to come back to.
      expect(screen.getByTestId('game-free-spins').textContent).toBe(
        'Free spins left on this game: 3',
      );
    });
  });
});
