import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  ZTransaction,
  type Transaction,
  type TransactionsResponse,
} from '@wheelhouse/contracts/wallet';
import { apiRequest } from '../../../lib/api-client';
import { balanceQueryKey } from '../../../lib/wallet/get-balance';
import { transactionHistoryQueryKey } from '../../../lib/wallet/transaction-history-key';
import { transactionsQueryOptions } from './get-transactions';

/** POST /api/v1/wallet/txns/cancel/{id}: cancels a pending crypto withdrawal; the hold returns. */
export function cancelWithdrawal(id: string): Promise<Transaction> {
  return apiRequest(`/api/v1/wallet/txns/cancel/${encodeURIComponent(id)}`, {
    method: 'POST',
    schema: ZTransaction,
  });
}

/**
 * Shows a cancelled withdrawal (crypto or fiat sell) in its history row at once and asks again for
 * the balance and the history.
 */
export function showCancelled(queryClient: QueryClient, cancelled: Transaction): void {
  queryClient.setQueryData<InfiniteData<TransactionsResponse, number>>(
    transactionsQueryOptions.queryKey,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (item.id === cancelled.id ? cancelled : item)),
        })),
      },
  );
  void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
  void queryClient.invalidateQueries({ queryKey: transactionHistoryQueryKey });
}

/** Cancels, then shows the answer in its history row at once and asks again for the balance. */
export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSuccess: (cancelled) => showCancelled(queryClient, cancelled),
  });
}
