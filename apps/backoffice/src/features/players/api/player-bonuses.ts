import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminUserBonusesResponse } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../../../lib/api-client';

export function fetchPlayerBonuses(globalId: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(globalId)}/bonuses`, {
    schema: ZAdminUserBonusesResponse,
    signal,
  });
}

export const playerBonusesQuery = (globalId: string) =>
  queryOptions({
    queryKey: ['players', 'bonuses', globalId],
    queryFn: ({ signal }) => fetchPlayerBonuses(globalId, signal),
  });

export function usePlayerBonuses(globalId: string) {
  return useQuery(playerBonusesQuery(globalId));
}
