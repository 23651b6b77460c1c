import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZFiatOrder, type FiatOrder } from '@wheelhouse/contracts/fiat';
import { apiRequest } from '../../../lib/api-client';
import { transactionHistoryQueryKey } from '../../../lib/wallet/transaction-history-key';

/** GET /api/v1/wallet/orders/buy/{id}: a fiat deposit order with its payment details (spec §3). */
export function fetchBuyOrder(id: string, signal?: AbortSignal): Promise<FiatOrder> {
  return apiRequest(`/api/v1/wallet/orders/buy/${encodeURIComponent(id)}`, {
    schema: ZFiatOrder,
    signal,
  });
}

/**
 * Under the history prefix, so a realtime `transaction` event (staff confirm, processor callback,
 * expiry) reads the order again and the view follows its status.
 */
export const buyOrderQueryKey = (id: string) =>
  [...transactionHistoryQueryKey, 'fiat-order', id] as const;

export const buyOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: buyOrderQueryKey(id),
    queryFn: ({ signal }) => fetchBuyOrder(id, signal),
    staleTime: 0,
  });

export function useBuyOrder(id: string) {
  return useQuery(buyOrderQueryOptions(id));
}
