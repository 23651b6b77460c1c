import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAMES_PAGE_MAX_LIMIT, ZGamesPage, type Game } from '@wheelhouse/contracts/games';
import { nextPageOffset } from '@wheelhouse/contracts/paging';
import { apiRequest } from '../../../lib/api-client';
import { bonusQueryKeys } from './bonus-query-keys';

/** A bound on the pages read, so a huge catalogue cannot keep a tooltip loading forever. */
const MAX_PAGES = 20;

/**
 * The whole catalogue by popularity (GET /api/v2/games/collection, the largest pages), for working
 * out which games a bonus counts on: weights go by game and category, which no filter expresses.
 */
export async function fetchCatalogue(signal?: AbortSignal): Promise<Game[]> {
  const games: Game[] = [];
  let offset: number | undefined = 0;
  for (let page = 0; offset !== undefined && page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({
      sort: 'popularity',
      offset: String(offset),
      limit: String(GAMES_PAGE_MAX_LIMIT),
    });
    const answer = await apiRequest(`/api/v2/games/collection?${query}`, {
      schema: ZGamesPage,
      signal,
    });
    games.push(...answer.data);
    offset = nextPageOffset(answer.meta);
  }
  return games;
}

export const catalogueQueryOptions = queryOptions({
  queryKey: bonusQueryKeys.catalogue,
  queryFn: ({ signal }) => fetchCatalogue(signal),
  staleTime: 5 * 60 * 1000,
});

export function useBonusCatalogue(options: { enabled?: boolean } = {}) {
  return useQuery({ ...catalogueQueryOptions, enabled: options.enabled ?? true });
}
