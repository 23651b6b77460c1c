import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/games-fixtures';
import { errorBody, guestMe, makeUser, mockApi } from '../../test/mock-api';
import { makeBet } from '../../test/originals-fixtures';
import { BetHistoryTable } from './bet-history-table';

const BETS = 'GET /api/v1/originals/bets';
const signedIn = { status: 200, body: makeUser() };

describe('BetHistoryTable', () => {
  it('lists the bets as the server orders them (newest first) and pages on demand', async () => {
    const newest = makeBet({ id: '9', nonce: 2, params: { direction: 'under', target: '90.00' } });
    const older = makeBet({ id: '8', nonce: 1 });
    const oldest = makeBet({ id: '7', nonce: 0 });
    const api = mockApi({
      'GET /api/v1/me': signedIn,
      [BETS]: ({ url }) =>
        url.searchParams.get('offset') === '0'
          ? {
              status: 200,
              body: { data: [newest, older], meta: { offset: 0, limit: 2, total: 3 } },
            }
          : { status: 200, body: { data: [oldest], meta: { offset: 2, limit: 2, total: 3 } } },
    });
    const onVerify = vi.fn();
    renderWithProviders(<BetHistoryTable game="dice" onVerify={onVerify} />);
    const rows = await screen.findAllByTestId('bet-history-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('1.10×');
    expect(api.fetch.mock.calls[1]![0]).toContain('game=dice');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findAllByTestId('bet-history-row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Verify bet #1' }));
    expect(onVerify).toHaveBeenCalledWith(older);
  });

  it('has a loading, an empty and an error state with a retry', async () => {
    let answer: () => { status: number; body: unknown } = () => ({
      status: 500,
      body: errorBody('internal_error'),
    });
    mockApi({ 'GET /api/v1/me': signedIn, [BETS]: () => answer() });
    renderWithProviders(<BetHistoryTable game="dice" />);
    expect(await screen.findByTestId('bet-history-loading')).toBeTruthy();
    const failure = await screen.findByTestId('bet-history-error');
    expect(failure.textContent).toContain('Your bets could not be loaded');

    answer = () => ({ status: 200, body: { data: [], meta: { offset: 0, limit: 30, total: 0 } } });
    await userEvent.setup().click(within(failure).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('bet-history-empty')).textContent).toBe(
      'No bets yet. Your bets will show here',
    );
  });

  it('asks a guest to sign in and requests nothing', async () => {
    const api = mockApi({ 'GET /api/v1/me': guestMe });
    renderWithProviders(<BetHistoryTable />);
    expect(await screen.findByText('Sign in to see your bets')).toBeTruthy();
    expect(api.calls(BETS)).toHaveLength(0);
  });
});
