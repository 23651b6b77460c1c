import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminBalance } from '@wheelhouse/contracts/admin-money';
import { apiRequest } from '../../../lib/api-client';

export function fetchPlayerBalance(globalId: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(globalId)}/balance`, {
    schema: ZAdminBalance,
    signal,
  });
}

export const playerBalanceQuery = (globalId: string) =>
  queryOptions({
    queryKey: ['players', 'balance', globalId],
    queryFn: ({ signal }) => fetchPlayerBalance(globalId, signal),
    staleTime: 0,
  });

export function usePlayerBalance(globalId: string) {
  return useQuery(playerBalanceQuery(globalId));
}
