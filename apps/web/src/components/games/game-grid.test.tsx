import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useGamesCollection } from '../../lib/games/get-games-collection';
import { errorBody, guestMe, makeUser, mockApi } from '../../test/mock-api';
import { gamesPage, makeGame, renderWithProviders } from '../../test/games-fixtures';
import { GameGrid, GRID_SKELETON_TILES } from './game-grid';

function SlotsGrid() {
  return <GameGrid query={useGamesCollection({ category: 'slots' })} label="Slots" />;
}

describe('game grid', () => {
  it('shows 18 placeholder tiles while the first page loads', async () => {
    mockApi({
      'GET /api/v1/me': guestMe,
      'GET /api/v2/games/collection': () => new Promise(() => {}),
    });
    renderWithProviders(<SlotsGrid />);
    const skeleton = await screen.findByTestId('game-grid-skeleton');
    expect(skeleton.firstElementChild!.children).toHaveLength(GRID_SKELETON_TILES);
    expect(GRID_SKELETON_TILES).toBe(18);
  });

  it('says nothing was found for an empty list', async () => {
    mockApi({
      'GET /api/v1/me': guestMe,
      'GET /api/v2/games/collection': { status: 200, body: gamesPage([]) },
    });
    renderWithProviders(<SlotsGrid />);
    const empty = await screen.findByTestId('games-empty');
    expect(empty.textContent).toContain('Nothing found');
    expect(empty.textContent).toContain('Try other filters');
  });

  it('shows the failure state and recovers with retry', async () => {
    let fail = true;
    mockApi({
      'GET /api/v1/me': guestMe,
      'GET /api/v2/games/collection': () =>
        fail
          ? { status: 500, body: errorBody('internal_error') }
          : { status: 200, body: gamesPage([makeGame({ title: 'Frozen Fruits' })]) },
    });
    renderWithProviders(<SlotsGrid />);
    const failure = await screen.findByTestId('games-error');
    expect(failure.textContent).toContain('Something went wrong');
    expect(failure.textContent).toContain('We are having temporary difficulties');
    fail = false;
    await userEvent.setup().click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Frozen Fruits' })).toBeTruthy();
  });

  it('loads the next page while offset + limit is below the total, and stops there', async () => {
    const api = mockApi({
      'GET /api/v1/me': guestMe,
      'GET /api/v2/games/collection': ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        const games = Array.from({ length: offset === 0 ? 30 : 5 }, (_, index) =>
          makeGame({ id: offset + index + 1 }),
        );
        return { status: 200, body: gamesPage(games, { offset, total: 35 }) };
      },
    });
    renderWithProviders(<SlotsGrid />);
    const more = await screen.findByRole('button', { name: 'Show more games' });
    expect(screen.getAllByTestId('game-tile')).toHaveLength(30);
    await userEvent.setup().click(more);
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(35));
    expect(screen.queryByRole('button', { name: 'Show more games' })).toBeNull();
    const offsets = api.fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/v2/games/collection')
      .map((url) => url.searchParams.get('offset'));
    expect(offsets).toEqual(['0', '30']);
  });

  it('shows labels and block reasons on tiles', async () => {
    mockApi({
      'GET /api/v1/me': { status: 200, body: makeUser() },
      'GET /api/v2/games/collection': {
        status: 200,
        body: gamesPage([
          makeGame({ id: 1, title: 'Dice', labelType: 'exclusive' }),
          makeGame({ id: 2, title: 'Wild West', blockReason: 'country' }),
          makeGame({
            id: 3,
            title: 'Ruby Rush',
            blockReason: 'currency',
            labelType: 'early_access',
          }),
        ]),
      },
    });
    renderWithProviders(<SlotsGrid />);
    const tiles = await screen.findAllByTestId('game-tile');
    expect(tiles[0]!.textContent).toContain('Exclusive');
    expect(within(tiles[0]!).queryByTestId('block-reason')).toBeNull();
    expect(within(tiles[1]!).getByTestId('block-reason').textContent).toBe(
      'Not available in your country',
    );
    expect(tiles[2]!.textContent).toContain('Early Access');
    expect(within(tiles[2]!).getByTestId('block-reason').textContent).toBe(
      'Not available in your currency',
    );
    expect(within(tiles[0]!).getByRole('link').getAttribute('href')).toBe('/en/games/1');
  });
});
