import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi } from '../../../test/mock-api';
import { rgState } from '../../../test/rg-fixtures';
import { renderApp } from '../../../test/render-app';

/** A player with a 30-minute reality check, 65 minutes into a session that lost 12.50 USD. */
function playingApi() {
  return mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser() },
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/responsible-gaming': {
      status: 200,
      body: rgState({ realityCheck: { kind: 'reality_check', minutes: 30, pending: null } }),
    },
    'GET /api/v1/responsible-gaming/session': {
      status: 200,
      body: {
        session: {
          startedAt: '2030-01-01T10:00:00.000Z',
          playedSeconds: 65 * 60,
          net: '-12.50',
          currency: 'USD',
          realityCheckMinutes: 30,
          sessionLimitMinutes: null,
        },
      },
    },
  });
}

describe('the reality check', () => {
  it('shows the time played and the result; "Continue" keeps the player where they are', async () => {
    playingApi();
    const { router } = renderApp('/en/profile');
    const dialog = await screen.findByTestId('reality-check');
    expect(dialog.textContent).toContain('You have been playing for 65 minutes.');
    expect(dialog.textContent).toContain('Result of this session: -12.50 USD');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByTestId('reality-check')).toBeNull());
    expect(router.state.location.pathname).toBe('/en/profile');
  });

  it('"Stop playing" closes it and leaves the game for the home page', async () => {
    playingApi();
    const { router } = renderApp('/en/profile');
    const dialog = await screen.findByTestId('reality-check');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Stop playing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });

  it('is not shown to a player without a reality check', async () => {
    const api = mockApi({
      'GET /api/v1/me': { status: 200, body: makeUser() },
      'GET /api/v1/languages': { status: 200, body: [] },
      'GET /api/v1/responsible-gaming': { status: 200, body: rgState() },
    });
    renderApp('/en/profile');
    await screen.findByTestId('rg-deposit-day-row');
    expect(screen.queryByTestId('reality-check')).toBeNull();
    expect(api.calls('GET /api/v1/responsible-gaming/session')).toHaveLength(0);
  });
});
