import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminCashierResponse } from '@wheelhouse/contracts/admin-players';
import { apiRequest, queryString } from '../../../lib/api-client';

/** GET /users/{id}/cashier: crypto and fiat deposits and withdrawals, newest first. */
export function fetchPlayerCashier(
  globalId: string,
  page: { offset: number; limit: number },
  signal?: AbortSignal,
) {
  return apiRequest(
    `/api/admin/users/${encodeURIComponent(globalId)}/cashier${queryString(page)}`,
    { schema: ZAdminCashierResponse, signal },
  );
}

export function usePlayerCashier(globalId: string, page: { offset: number; limit: number }) {
  return useQuery(
    queryOptions({
      queryKey: ['players', 'cashier', globalId, page],
      queryFn: ({ signal }) => fetchPlayerCashier(globalId, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
