import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAdminFiatSellsResponse,
  type FiatSellStatus,
} from '@wheelhouse/contracts/admin-fiat-sell';
import { apiRequest, queryString } from '../../../lib/api-client';

export interface SellsQuery {
  status?: FiatSellStatus;
  player?: string;
  offset: number;
  limit: number;
}

export function fetchSells(query: SellsQuery, signal?: AbortSignal) {
  return apiRequest(`/api/admin/fiat/sells${queryString({ ...query })}`, {
    schema: ZAdminFiatSellsResponse,
    signal,
  });
}

export const sellsQuery = (query: SellsQuery) =>
  queryOptions({
    queryKey: ['fiat-sells', query],
    queryFn: ({ signal }) => fetchSells(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

export function useSells(query: SellsQuery) {
  return useQuery(sellsQuery(query));
}
