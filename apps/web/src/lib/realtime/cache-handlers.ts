import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeChannel } from '@wheelhouse/contracts/realtime';
import { ZBalance, ZTransaction, type Transaction } from '@wheelhouse/contracts/wallet';
import { meQueryOptions } from '../session/get-me';
import { balanceQueryKey } from '../wallet/get-balance';
import { transactionHistoryQueryKey } from '../wallet/transaction-history-key';
import { writeBalance } from '../wallet/write-balance';

type ChannelHandler = (data: unknown) => void;

/** Deposits and purchases that completed make the player a depositor (shell spec §4). */
function isCompletedDeposit(transaction: Transaction): boolean {
  return (
    transaction.status === 'completed' &&
    (transaction.type === 'deposit' || transaction.type === 'buy')
  );
}

/**
 * What each subscribed channel does with its events: it writes them into the query cache, so every
 * screen reading that data updates without a request. A channel is subscribed because it is listed
 * here; later features (last bets, tournaments, interface actions) add their entries.
 */
export function realtimeCacheHandlers(
  queryClient: QueryClient,
): Partial<Record<RealtimeChannel, ChannelHandler>> {
  return {
    balance: (data) => {
      const balance = ZBalance.safeParse(data);
      if (balance.success) void writeBalance(queryClient, balance.data);
    },
    transaction: (data) => {
      const transaction = ZTransaction.safeParse(data);
      if (!transaction.success) return;
      void queryClient.invalidateQueries({ queryKey: transactionHistoryQueryKey });
      if (isCompletedDeposit(transaction.data)) {
        queryClient.setQueryData(meQueryOptions.queryKey, (user) =>
          user && !user.hasDeposits ? { ...user, hasDeposits: true } : user,
        );
      }
    },
  };
}

/** After a reconnect, events sent while the socket was down are lost: ask again for what we show. */
export function refreshAfterReconnect(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
  void queryClient.invalidateQueries({ queryKey: transactionHistoryQueryKey });
}
