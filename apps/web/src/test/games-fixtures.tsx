import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Game, GamesPage } from '@wheelhouse/contracts/games';
import { Providers } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

/** Test data and a bare renderer for the game components (no app shell). */
export function makeGame(overrides: Partial<Game> = {}): Game {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `game-${id}`,
    title: `Game ${id}`,
    imageUrl: '/games/dice.svg',
    provider: { value: 'northwind-studios', name: 'Northwind Studios' },
    categories: ['slots'],
    labelType: null,
    blacklists: { countries: [], currencies: [] },
    rtp: '96.00',
    rating: '4.00',
    popularity: 10,
    addedAt: '2030-01-01T00:00:00.000Z',
    isFavorite: false,
    blockReason: null,
    connected: false,
    ...overrides,
  };
}

export function gamesPage(games: Game[], meta: Partial<GamesPage['meta']> = {}): GamesPage {
  return { data: games, meta: { offset: 0, limit: 30, total: games.length, ...meta } };
}

/** `element` on an English page at `path` (matched by `routePath`), with a fresh cache. */
export function renderWithProviders(element: ReactNode, path = '/en', routePath = '/:locale/*') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const router = createMemoryRouter([{ path: routePath, element }], { initialEntries: [path] });
  return {
    ...render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    ),
    router,
    queryClient,
  };
}

/** The URLs the mocked fetch was called with for a path, e.g. /api/v2/games/collection. */
export function requestedUrls(
  fetchMock: { mock: { calls: unknown[][] } },
  pathname: string,
): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname);
}
