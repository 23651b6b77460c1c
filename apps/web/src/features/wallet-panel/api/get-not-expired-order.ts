import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZNotExpiredResponse, type NotExpiredResponse } from '@wheelhouse/contracts/fiat';
import { apiRequest } from '../../../lib/api-client';
import { transactionHistoryQueryKey } from '../../../lib/wallet/transaction-history-key';

/** GET /api/v2/wallet/orders/not-expired?bank_id=: the player's open order of a method, or null. */
export function fetchNotExpiredOrder(
  bankId: string,
  signal?: AbortSignal,
): Promise<NotExpiredResponse> {
  const query = new URLSearchParams({ bank_id: bankId });
  return apiRequest(`/api/v2/wallet/orders/not-expired?${query}`, {
    schema: ZNotExpiredResponse,
    signal,
  });
}

export const notExpiredOrderQueryOptions = (bankId: string) =>
  queryOptions({
    queryKey: [...transactionHistoryQueryKey, 'fiat-not-expired', bankId] as const,
    queryFn: ({ signal }) => fetchNotExpiredOrder(bankId, signal),
    // Asked afresh each time the method is chosen (spec §4 "Fiat deposit start"): an answer
    // kept from before could resume an order that has expired since.
    staleTime: 0,
    gcTime: 0,
  });

/** Only asked when the method allows one open order at a time (`enabled`). */
export function useNotExpiredOrder(bankId: string, enabled: boolean) {
  return useQuery({ ...notExpiredOrderQueryOptions(bankId), enabled });
}
