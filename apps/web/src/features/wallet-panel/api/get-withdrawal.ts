import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { transactionHistoryQueryKey } from '../../../lib/wallet/transaction-history-key';
import { fetchTransactions } from './get-transactions';

/**
 * A withdrawal the pending view follows, read from the first history page (a new withdrawal is the
 * newest entry). Its key sits under the history prefix, so a realtime `transaction` event refreshes
 * it; until then it shows what the create call answered.
 */
export const withdrawalQueryOptions = (created: Transaction) =>
  queryOptions({
    queryKey: [...transactionHistoryQueryKey, 'withdrawal', created.id] as const,
    queryFn: async ({ signal }) => {
      const page = await fetchTransactions(0, signal);
      return page.items.find((item) => item.id === created.id) ?? created;
    },
    initialData: created,
    staleTime: Infinity,
  });

export function useWithdrawal(created: Transaction) {
  return useQuery(withdrawalQueryOptions(created));
}
