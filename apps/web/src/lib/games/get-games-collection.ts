import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GamesPage } from '@wheelhouse/contracts/games';
import { DEFAULT_PAGE_LIMIT, nextPageOffset } from '@wheelhouse/contracts/plain/paging';
import { apiRequest } from '../api-client';
import { lazySchema } from '../lazy-schema';

const gamesPageSchema = lazySchema(() =>
  import('@wheelhouse/contracts/games').then((m) => m.ZGamesPage),
);
import { gameQueryKeys, type GamesFilter } from './game-query-keys';

/** GET /api/v2/games/collection?category=&provider=&search=&sort=&offset=&limit=30. */
export function fetchGamesCollection(
  filter: GamesFilter,
  offset: number,
  signal?: AbortSignal,
): Promise<GamesPage> {
  const query = new URLSearchParams({ offset: String(offset), limit: String(DEFAULT_PAGE_LIMIT) });
  for (const key of ['category', 'provider', 'search', 'sort'] as const) {
    const value = filter[key];
    if (value) query.set(key, value);
  }
  return apiRequest(`/api/v2/games/collection?${query}`, { schema: gamesPageSchema, signal });
}

export function gamesCollectionQueryOptions(filter: GamesFilter) {
  return infiniteQueryOptions({
    queryKey: gameQueryKeys.collection(filter),
    queryFn: ({ pageParam, signal }) => fetchGamesCollection(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => nextPageOffset(last.meta),
  });
}

export function useGamesCollection(filter: GamesFilter, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...gamesCollectionQueryOptions(filter), enabled: options.enabled });
}
