import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeChannel } from '@wheelhouse/contracts/realtime';
import { ZBalance, ZTransaction, type Transaction } from '@wheelhouse/contracts/wallet';
import { raiseDepositSuccess } from '../deposit-success/deposit-success-store';
import { receiveInterfaceAction } from '../originals/receive-interface-action';
import { receiveSupportMessage } from '../support-chat/receive-support-message';
import { pushLastBet } from '../originals/last-bets-store';
import { tournamentEventReceiver } from '../tournaments/receive-tournament-event';
import { tournamentQueryKeys } from '../tournaments/tournament-query-keys';
import { meQueryOptions } from '../session/get-me';
import { balanceQueryKey } from '../wallet/get-balance';
import { transactionHistoryQueryKey } from '../wallet/transaction-history-key';
import { writeBalance } from '../wallet/write-balance';
import { wheelQueryKey } from '../wheel/get-wheel';

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
  // A completed event may arrive again (a redelivery, a second tab's socket): count it once.
  const countedDeposits = new Set<string>();
  return {
    balance: (data) => {
      const balance = ZBalance.safeParse(data);
      if (balance.success) void writeBalance(queryClient, balance.data);
    },
    transaction: (data) => {
      const transaction = ZTransaction.safeParse(data);
      if (!transaction.success) return;
      void queryClient.invalidateQueries({ queryKey: transactionHistoryQueryKey });
      const completed = transaction.data;
      if (isCompletedDeposit(completed) && !countedDeposits.has(completed.id)) {
        countedDeposits.add(completed.id);
        // Cashier spec §4 Completion: hasDeposits set, deposit count +1, the success flag raised.
        queryClient.setQueryData(meQueryOptions.queryKey, (user) =>
          user ? { ...user, hasDeposits: true, depositCount: user.depositCount + 1 } : user,
        );
        raiseDepositSuccess({ transactionId: completed.id, amount: completed.originalAmount });
        // The deposit may have activated a bonus (a welcome step, a pending claim).
        void queryClient.invalidateQueries({ queryKey: ['bonuses'] });
        // …and opened the wheel, which asks for a first deposit (isZeroDeposits).
        void queryClient.invalidateQueries({ queryKey: wheelQueryKey });
      }
    },
    // Everybody's settled bets, name masked: the live-bets tables keep the latest ten.
    'broadcast:last_bet': pushLastBet,
    // An operator opens a game for the player.
    interface_actions: receiveInterfaceAction,
    // A support message (a staff reply, or the player's own from another tab): into the chat.
    support: (data) => receiveSupportMessage(queryClient, data),
    // A leaderboard or status changed: what shows it refetches, throttled.
    tournaments: tournamentEventReceiver(queryClient),
  };
}

/** After a reconnect, events sent while the socket was down are lost: ask again for what we show. */
export function refreshAfterReconnect(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
  void queryClient.invalidateQueries({ queryKey: transactionHistoryQueryKey });
  void queryClient.invalidateQueries({ queryKey: tournamentQueryKeys.all });
}
