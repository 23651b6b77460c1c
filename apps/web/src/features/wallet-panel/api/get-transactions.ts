import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  CASHIER_HISTORY_PAGE_LIMIT,
  ZTransactionsResponse,
  type TransactionsResponse,
} from '@wheelhouse/contracts/wallet';
import { nextPageOffset } from '@wheelhouse/contracts/paging';
import { apiRequest } from '../../../lib/api-client';
import { transactionHistoryQueryKey } from '../../../lib/wallet/transaction-history-key';

/** GET /api/v2/wallet/txns?is_pagination=1&offset=&limit=10: one page of the cashier history. */
export function fetchTransactions(
  offset: number,
  signal?: AbortSignal,
): Promise<TransactionsResponse> {
  const query = new URLSearchParams({
    is_pagination: '1',
    offset: String(offset),
    limit: String(CASHIER_HISTORY_PAGE_LIMIT),
  });
  return apiRequest(`/api/v2/wallet/txns?${query}`, { schema: ZTransactionsResponse, signal });
}

export const transactionsQueryOptions = infiniteQueryOptions({
  // Under the shared prefix, so realtime `transaction` events refresh it.
  queryKey: [...transactionHistoryQueryKey, 'list'] as const,
  queryFn: ({ pageParam, signal }) => fetchTransactions(pageParam, signal),
  initialPageParam: 0,
  getNextPageParam: (last) => nextPageOffset(last.meta),
});

export function useTransactions() {
  return useInfiniteQuery(transactionsQueryOptions);
}
