import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/games-fixtures';
import { lastBet } from '../../test/originals-fixtures';
import { realtimeCacheHandlers } from '../../lib/realtime/cache-handlers';
import { clearLastBets } from '../../lib/originals/last-bets-store';
import { LiveBetsTable } from './live-bets-table';

describe('LiveBetsTable', () => {
  afterEach(clearLastBets);

  it('starts empty, then shows the last ten bets from the realtime channel, newest first', async () => {
    const { queryClient } = renderWithProviders(<LiveBetsTable />);
    expect(await screen.findByTestId('live-bets-empty')).toBeTruthy();

    const handlers = realtimeCacheHandlers(queryClient);
    act(() => {
      for (let id = 1; id <= 12; id += 1)
        handlers['broadcast:last_bet']!(
          lastBet(id, { player: `Pl***${id}`, multiplier: id % 2 ? '0.0000' : '2.5000' }),
        );
    });

    const rows = screen.getAllByTestId('live-bet-row');
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByText('Pl***12')).toBeTruthy();
    expect(within(rows[9]!).getByText('Pl***3')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('2.50×');
    expect(rows[0]!.textContent).toContain('1.98 USD');
    expect(within(rows[0]!).getByRole('link', { name: 'Dice' }).getAttribute('href')).toBe(
      '/en/games/1',
    );
  });
});
