import { ZCryptoNetwork } from '@wheelhouse/contracts/cashier-crypto';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { LedgerService } from '../ledger';
import type { WalletService } from '../wallet';
import type { ChainGateway } from './chain-gateway';
import { withdrawalsRepository, type CryptoWithdrawalRow } from './withdrawals-repository';

export interface PayoutsDeps {
  db: Database;
  clock: Clock;
  gateway: ChainGateway;
  ledger: Pick<LedgerService, 'releaseHold' | 'settleHold'>;
  wallet: Pick<WalletService, 'updateTransactionStatus'>;
  /** Called after a commit that wrote outbox events, so the relay sends them at once. */
  onCommitted: () => void;
}

/** Thrown inside a transaction to undo it when the withdrawal had already moved on. */
class AlreadyFinished extends Error {}

/**
 * Results of sent payouts, from the provider's webhook or from polling a gateway that is asked
 * (the simulator). Completed: the hold is settled (the money leaves to house custody in the
 * method currency), the withdrawal and its history row are completed with the chain transaction.
 * Failed: the hold goes back to the player and the withdrawal is declined with the reason. Each
 * happens once in one transaction with its events; a repeated or late result changes nothing.
 */
export function payoutsService(deps: PayoutsDeps) {
  const repository = withdrawalsRepository(deps.db);

  /** Runs one result; false when the withdrawal was not processing any more (a repeat). */
  async function finish(
    row: CryptoWithdrawalRow,
    apply: (tx: Database, now: Date) => Promise<CryptoWithdrawalRow | undefined>,
  ): Promise<boolean> {
    if (row.status !== 'processing') return false;
    try {
      await deps.db.transaction(async (transaction) => {
        const changed = await apply(transaction as unknown as Database, deps.clock.now());
        if (!changed) throw new AlreadyFinished();
      });
    } catch (error) {
      if (error instanceof AlreadyFinished) return false;
      // The hold was already finished the other way (completed after failed, or the reverse).
      if (error instanceof AppError && error.code === 'conflict') return false;
      throw error;
    }
    deps.onCommitted();
    return true;
  }

  function complete(row: CryptoWithdrawalRow, txHash: string): Promise<boolean> {
    return finish(row, async (tx, now) => {
      await deps.ledger.settleHold(
        {
          holdId: row.id,
          payoutCurrency: row.currency,
          metadata: {
            source: 'cashier-crypto.payout',
            gateway: deps.gateway.name,
            payoutId: row.payoutId,
            txHash,
          },
        },
        tx,
      );
      await deps.wallet.updateTransactionStatus(
        { userId: row.userId, id: row.id, status: 'completed', externalId: txHash },
        tx,
      );
      return repository.complete(row.id, { txHash, now }, tx);
    });
  }

  function fail(row: CryptoWithdrawalRow, reason: string): Promise<boolean> {
    return finish(row, async (tx, now) => {
      await deps.ledger.releaseHold(
        {
          holdId: row.id,
          metadata: { source: 'cashier-crypto.payout-failed', payoutId: row.payoutId, reason },
        },
        tx,
      );
      await deps.wallet.updateTransactionStatus(
        { userId: row.userId, id: row.id, status: 'declined', reason },
        tx,
      );
      return repository.decline(row.id, 'processing', { reason, now }, tx);
    });
  }

  async function byPayoutId(payoutId: string): Promise<CryptoWithdrawalRow> {
    const row = await repository.byPayoutId(payoutId);
    if (!row) throw new AppError('not_found', { message: 'No payout of ours has this id' });
    return row;
  }

  return {
    /** The gateway paid `payoutId` in `txHash`; false when already recorded. 404 for a foreign id. */
    async completePayout(payoutId: string, txHash: string): Promise<boolean> {
      return complete(await byPayoutId(payoutId), txHash);
    },

    /** The gateway could not pay `payoutId`; false when already recorded. 404 for a foreign id. */
    async failPayout(payoutId: string, reason: string): Promise<boolean> {
      return fail(await byPayoutId(payoutId), reason);
    },

    /**
     * Asks a polling gateway (the simulator) about every sent payout and records the results.
     * Idempotent; safe in several processes at once. Returns how many it finished.
     */
    async processSentPayouts(now: Date = deps.clock.now()): Promise<number> {
      const outcomeOf = deps.gateway.payoutOutcome?.bind(deps.gateway);
      if (!outcomeOf) return 0;
      let finished = 0;
      for (const { withdrawal, confirmations } of await repository.processingPayouts(500)) {
        if (!withdrawal.payoutId || !withdrawal.reviewedAt) continue;
        const outcome = await outcomeOf(
          {
            payoutId: withdrawal.payoutId,
            network: ZCryptoNetwork.parse(withdrawal.network),
            address: withdrawal.address,
            sentAt: withdrawal.reviewedAt,
            confirmations,
          },
          now,
        );
        if (outcome.status === 'completed' && (await complete(withdrawal, outcome.txHash)))
          finished += 1;
        if (outcome.status === 'failed' && (await fail(withdrawal, outcome.reason))) finished += 1;
      }
      return finished;
    },
  };
}

export type PayoutsService = ReturnType<typeof payoutsService>;
