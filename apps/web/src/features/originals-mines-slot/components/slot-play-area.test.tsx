import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OriginalBet } from '@wheelhouse/contracts/originals';
import { amount, makeBalance } from '../../../test/balance-fixtures';
import { renderWithProviders } from '../../../test/games-fixtures';
import { makeUser, mockApi } from '../../../test/mock-api';
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
});
