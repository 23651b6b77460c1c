import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useGamesCollection } from '../../lib/games/get-games-collection';
import { useMe } from '../../lib/session/get-me';
import { errorBody, guestMe, makeUser, mockApi } from '../../test/mock-api';
import { gamesPage, makeGame, renderWithProviders } from '../../test/games-fixtures';
import { GameGrid } from './game-grid';

/**
 * As in the app: the shell knows the session before the page renders; a tile reads it at a click.
 */
function Grid() {
  const me = useMe();
  const query = useGamesCollection({});
  return me.isPending ? null : <GameGrid query={query} />;
}

const games = gamesPage([makeGame({ id: 7, title: 'Limbo' })]);

describe('favourite toggle', () => {
  it('fills the heart at once and keeps it when the server agrees', async () => {
    const api = mockApi({
      'GET /api/v1/me': { status: 200, body: makeUser() },
      'GET /api/v2/games/collection': { status: 200, body: games },
      'PUT /api/v2/games/favorites/7': { status: 200, body: { gameId: 7, isFavorite: true } },
    });
    renderWithProviders(<Grid />);
    const toggle = await screen.findByRole('button', { name: 'Add Limbo to favourites' });
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(api.calls('PUT /api/v2/games/favorites/7')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Remove Limbo from favourites' })).toBe(toggle);
  });

  it('shows the change before the server answers and rolls it back with a toast on failure', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    mockApi({
      'GET /api/v1/me': { status: 200, body: makeUser() },
      'GET /api/v2/games/collection': { status: 200, body: games },
      'PUT /api/v2/games/favorites/7': () => new Promise((resolve) => (answer = resolve)),
    });
    renderWithProviders(<Grid />);
    const toggle = await screen.findByRole('button', { name: 'Add Limbo to favourites' });
    await userEvent.setup().click(toggle);
    // Optimistic: pressed while the request is still open.
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));

    answer({ status: 500, body: errorBody('internal_error') });
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(await screen.findByText('Your favourites could not be updated')).toBeTruthy();
  });

  it('asks a guest to sign in instead', async () => {
    const api = mockApi({
      'GET /api/v1/me': guestMe,
      'GET /api/v2/games/collection': { status: 200, body: games },
    });
    const { router } = renderWithProviders(<Grid />);
    const tile = await screen.findByTestId('game-tile');
    await userEvent.setup().click(within(tile).getByTestId('favorite-toggle'));
    await waitFor(() => expect(router.state.location.search).toBe('?auth=login'));
    expect(api.calls('PUT /api/v2/games/favorites/7')).toHaveLength(0);
  });
});
