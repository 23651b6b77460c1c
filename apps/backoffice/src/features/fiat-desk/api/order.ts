import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminBuyOrder } from '@wheelhouse/contracts/admin-fiat-desk';
import { apiRequest } from '../../../lib/api-client';

export function fetchOrder(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/fiat/orders/${encodeURIComponent(id)}`, {
    schema: ZAdminBuyOrder,
    signal,
  });
}

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: ['fiat-orders', 'one', id],
    queryFn: ({ signal }) => fetchOrder(id, signal),
  });

export function useOrder(id: string) {
  return useQuery(orderQuery(id));
}
