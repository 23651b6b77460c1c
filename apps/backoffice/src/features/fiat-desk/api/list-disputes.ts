import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAdminFiatDisputesResponse,
  type FiatDisputeStatus,
} from '@wheelhouse/contracts/admin-fiat-disputes';
import { apiRequest, queryString } from '../../../lib/api-client';

export interface DisputesQuery {
  status?: FiatDisputeStatus;
  orderId?: string;
  offset: number;
  limit: number;
}

export function fetchDisputes(query: DisputesQuery, signal?: AbortSignal) {
  return apiRequest(`/api/admin/fiat/disputes${queryString({ ...query })}`, {
    schema: ZAdminFiatDisputesResponse,
    signal,
  });
}

export const disputesQuery = (query: DisputesQuery) =>
  queryOptions({
    queryKey: ['fiat-disputes', query],
    queryFn: ({ signal }) => fetchDisputes(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

export function useDisputes(query: DisputesQuery) {
  return useQuery(disputesQuery(query));
}
