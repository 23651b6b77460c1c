import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAdminWithdrawalsResponse,
  type CryptoWithdrawalStatus,
} from '@wheelhouse/contracts/admin-withdrawals';
import { apiRequest, queryString } from '../../../lib/api-client';

export interface WithdrawalsQuery {
  status?: CryptoWithdrawalStatus;
  sort?: string;
  order?: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export function fetchWithdrawals(query: WithdrawalsQuery, signal?: AbortSignal) {
  return apiRequest(`/api/admin/withdrawals${queryString({ ...query })}`, {
    schema: ZAdminWithdrawalsResponse,
    signal,
  });
}

export const withdrawalsQuery = (query: WithdrawalsQuery) =>
  queryOptions({
    queryKey: ['withdrawals', query],
    queryFn: ({ signal }) => fetchWithdrawals(query, signal),
    placeholderData: keepPreviousData,
    // A queue: new requests show without a reload.
    refetchInterval: 15_000,
  });

export function useWithdrawals(query: WithdrawalsQuery) {
  return useQuery(withdrawalsQuery(query));
}
