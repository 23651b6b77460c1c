import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guestMe, mockApi } from '../../../test/mock-api';
import {
  gamesPage,
  makeGame,
  renderWithProviders,
  requestedUrls,
} from '../../../test/games-fixtures';
import { CategoryGamesPage } from './category-games-page';

function setup(path: string) {
  const api = mockApi({
    'GET /api/v1/me': guestMe,
    'GET /api/v2/games/categories': {
      status: 200,
      body: { items: [{ value: 'slots', title: 'Slots' }] },
    },
    'GET /api/v2/games/collection': { status: 200, body: gamesPage([makeGame()]) },
  });
  renderWithProviders(<CategoryGamesPage />, path, '/:locale/categories/:value/games');
  return api;
}

describe('category games page', () => {
  it('titles the grid with the category and sorts it on request', async () => {
    const api = setup('/en/categories/slots/games');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeTruthy();
    await screen.findByTestId('game-tile');
    await userEvent.setup().selectOptions(screen.getByLabelText('Sort by'), 'recently');
    await waitFor(() =>
      expect(
        requestedUrls(api.fetch, '/api/v2/games/collection').map((url) => [
          url.searchParams.get('category'),
          url.searchParams.get('sort'),
        ]),
      ).toEqual([
        ['slots', 'popularity'],
        ['slots', 'recently'],
      ]),
    );
  });

  it('shows the whole catalogue under "all"', async () => {
    const api = setup('/en/categories/all/games');
    expect(await screen.findByRole('heading', { level: 1, name: 'All games' })).toBeTruthy();
    await screen.findByTestId('game-tile');
    const [url] = requestedUrls(api.fetch, '/api/v2/games/collection');
    expect(url!.searchParams.get('category')).toBeNull();
  });
});
