import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ZGamesPage, type GamesPage } from '@wheelhouse/contracts/games';
import { DEFAULT_PAGE_LIMIT, nextPageOffset } from '@wheelhouse/contracts/paging';
import { apiRequest } from '../api-client';
import { gameQueryKeys } from './game-query-keys';

/** GET /api/v2/games/favorites?offset=&limit=30: the player's favourites, newest first. */
export function fetchFavoriteGames(offset: number, signal?: AbortSignal): Promise<GamesPage> {
  const query = new URLSearchParams({ offset: String(offset), limit: String(DEFAULT_PAGE_LIMIT) });
  return apiRequest(`/api/v2/games/favorites?${query}`, { schema: ZGamesPage, signal });
}

export const favoriteGamesQueryOptions = infiniteQueryOptions({
  queryKey: gameQueryKeys.favorites,
  queryFn: ({ pageParam, signal }) => fetchFavoriteGames(pageParam, signal),
  initialPageParam: 0,
  getNextPageParam: (last) => nextPageOffset(last.meta),
});

export function useFavoriteGames(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...favoriteGamesQueryOptions, enabled: options.enabled });
}
