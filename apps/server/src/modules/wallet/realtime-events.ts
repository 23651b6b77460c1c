import { ZTransaction } from '@wheelhouse/contracts/wallet';
import { topicFor } from '../../platform/bus';
import { BALANCE_CHANGED_TOPIC, type OutboxRow } from '../../platform/outbox';
import type { OutboxTranslators, RelayMessage } from '../realtime';
import type { WalletService } from './service';
import { TRANSACTION_CHANGED_TOPIC } from './service';

/**
 * How the wallet's outbox events reach the player's sockets:
 * - `balance.changed` (written by the ledger with every transfer) → the player's NEW Balance on the
 *   `balance` channel, computed after the commit; several changes of one player in a batch give one
 *   message with the latest balance.
 * - `transaction.changed` (written by recordTransaction/updateTransactionStatus) → the Transaction on
 *   the `transaction` channel.
 * Both go to the player's own topic only.
 */
export function walletOutboxTranslators(
  wallet: Pick<WalletService, 'balancesOfMany'>,
): OutboxTranslators {
  return {
    [BALANCE_CHANGED_TOPIC]: async (rows) => {
      const byUser = new Map<number, bigint[]>();
      for (const row of rows) {
        if (row.userId === null) continue;
        byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.id]);
      }
      // All the batch's players in three reads (balances, display currencies, bonuses), not
      // three per player. A player who no longer exists has nobody to tell.
      const balances = await wallet.balancesOfMany([...byUser.keys()]);
      const messages: RelayMessage[] = [];
      for (const [userId, ids] of byUser) {
        const balance = balances.get(userId);
        if (balance) messages.push({ ids, topic: topicFor('balance', userId), message: balance });
      }
      return messages;
    },

    [TRANSACTION_CHANGED_TOPIC]: async (rows: OutboxRow[]) =>
      rows.flatMap((row) => {
        const transaction = ZTransaction.safeParse(row.payload);
        if (row.userId === null || !transaction.success) return [];
        return [
          { ids: [row.id], topic: topicFor('transaction', row.userId), message: transaction.data },
        ];
      }),
  };
}
