import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { amount, makeBalance } from '../../../test/balance-fixtures';
import { renderWithProviders } from '../../../test/games-fixtures';
import { makeUser, mockApi } from '../../../test/mock-api';
import { betsPage, makeBet, makeSeeds, stubReducedMotion } from '../../../test/originals-fixtures';
import { LimboPlayArea } from './limbo-play-area';

describe('Limbo play area', () => {
  it('shows the win chance of the target and the crash point of the bet', async () => {
    stubReducedMotion(true);
    const api = mockApi({
      'GET /api/v1/me': { status: 200, body: makeUser() },
      'GET /api/v1/wallet/balance': { status: 200, body: makeBalance({ total: amount('9.00') }) },
      'GET /api/v1/originals/seeds': { status: 200, body: makeSeeds() },
      'GET /api/v1/originals/bets': { status: 200, body: betsPage([]) },
      'POST /api/v1/originals/limbo/bets': {
        status: 200,
        body: {
          bet: makeBet({ game: 'limbo', params: { target: '4.00' } }),
          balance: makeBalance(),
        },
      },
    });
    renderWithProviders(<LimboPlayArea />);
    const user = userEvent.setup();
    expect(screen.getByTestId('limbo-win-chance').textContent).toBe('49.50%');
    const target = screen.getByTestId('limbo-target');
    await user.clear(target);
    await user.type(target, '1');
    expect(screen.getByText('The minimum is 1.01')).toBeTruthy();
    await user.clear(target);
    await user.type(target, '4');
    expect(screen.getByTestId('limbo-win-chance').textContent).toBe('24.75%');

    await user.click(await screen.findByTestId('bet-button'));
    await waitFor(() =>
      expect(api.calls('POST /api/v1/originals/limbo/bets')).toEqual([
        { amount: '1.00', params: { target: '4.00' } },
      ]),
    );
    // The fair vector crashes at 4.44×: a 4.00× target wins.
    await waitFor(() => expect(screen.getByTestId('limbo-result').textContent).toContain('4.44×'));
    expect(screen.getByTestId('limbo-result-payout').textContent).toBe('You won 4.00 USD');
  });
});
