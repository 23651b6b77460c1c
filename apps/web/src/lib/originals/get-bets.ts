import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ZBetsPage, type BetsPage, type OriginalGame } from '@wheelhouse/contracts/originals';
import { DEFAULT_PAGE_LIMIT, nextPageOffset } from '@wheelhouse/contracts/paging';
import { apiRequest } from '../api-client';
import { useMe } from '../session/get-me';
import { originalsQueryKeys } from './originals-query-keys';

/** GET /api/v1/originals/bets?game=&offset=&limit=: the player's own bets, newest first. */
export function fetchBets(
  game: OriginalGame | undefined,
  offset: number,
  signal?: AbortSignal,
): Promise<BetsPage> {
  const query = new URLSearchParams({ offset: String(offset), limit: String(DEFAULT_PAGE_LIMIT) });
  if (game) query.set('game', game);
  return apiRequest(`/api/v1/originals/bets?${query}`, { schema: ZBetsPage, signal });
}

export function betsQueryOptions(game: OriginalGame | undefined) {
  return infiniteQueryOptions({
    queryKey: originalsQueryKeys.bets(game),
    queryFn: ({ pageParam, signal }) => fetchBets(game, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => nextPageOffset(last.meta),
  });
}

/** The signed-in player's bet history, one game or all, paged on demand. */
export function useBetHistory(game: OriginalGame | undefined) {
  const me = useMe();
  return useInfiniteQuery({ ...betsQueryOptions(game), enabled: Boolean(me.data) });
}
