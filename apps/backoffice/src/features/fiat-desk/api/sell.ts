import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminFiatSell } from '@wheelhouse/contracts/admin-fiat-sell';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/fiat/sells/{id}: one fiat withdrawal with its payout details (404 when none). */
export function fetchSell(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/fiat/sells/${encodeURIComponent(id)}`, {
    schema: ZAdminFiatSell,
    signal,
  });
}

/** Under the list's key prefix, so paying or declining (which invalidate it) refresh this too. */
export const sellQuery = (id: string) =>
  queryOptions({
    queryKey: ['fiat-sells', 'one', id],
    queryFn: ({ signal }) => fetchSell(id, signal),
  });

export function useSell(id: string, enabled = true) {
  return useQuery({ ...sellQuery(id), enabled });
}
