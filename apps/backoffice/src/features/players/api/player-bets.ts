import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminBetsResponse } from '@wheelhouse/contracts/admin-players';
import { apiRequest, queryString } from '../../../lib/api-client';

type Page = { offset: number; limit: number };
const base = (globalId: string) => `/api/admin/users/${encodeURIComponent(globalId)}`;

/** GET /users/{id}/bets: the player's bets on the originals, newest first. */
export function fetchPlayerBets(globalId: string, page: Page, signal?: AbortSignal) {
  return apiRequest(`${base(globalId)}/bets${queryString(page)}`, {
    schema: ZAdminBetsResponse,
    signal,
  });
}

export function usePlayerBets(globalId: string, page: Page) {
  return useQuery(
    queryOptions({
      queryKey: ['players', 'bets', globalId, page],
      queryFn: ({ signal }) => fetchPlayerBets(globalId, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
