import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminUserDetail } from '@wheelhouse/contracts/admin-players';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/users/{id}: the player's full profile (names, date of birth, …) for staff. */
export function fetchPlayerDetail(globalId: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(globalId)}`, {
    schema: ZAdminUserDetail,
    signal,
  });
}

export const playerDetailQuery = (globalId: string) =>
  queryOptions({
    queryKey: ['players', 'detail', globalId],
    queryFn: ({ signal }) => fetchPlayerDetail(globalId, signal),
  });

export function usePlayerDetail(globalId: string) {
  return useQuery(playerDetailQuery(globalId));
}
