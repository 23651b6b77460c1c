import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminBuyOrdersResponse } from '@wheelhouse/contracts/admin-fiat-desk';
import type { FiatOrderStatus } from '@wheelhouse/contracts/fiat';
import { apiRequest, queryString } from '../../../lib/api-client';

export interface OrdersQuery {
  status?: FiatOrderStatus;
  methodId?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export function fetchOrders(query: OrdersQuery, signal?: AbortSignal) {
  return apiRequest(`/api/admin/fiat/orders${queryString({ ...query })}`, {
    schema: ZAdminBuyOrdersResponse,
    signal,
  });
}

export const ordersQuery = (query: OrdersQuery) =>
  queryOptions({
    queryKey: ['fiat-orders', 'list', query],
    queryFn: ({ signal }) => fetchOrders(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

export function useOrders(query: OrdersQuery) {
  return useQuery(ordersQuery(query));
}
