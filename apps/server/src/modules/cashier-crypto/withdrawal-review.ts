import type {
  AdminWithdrawal,
  AdminWithdrawalsQuery,
  AdminWithdrawalsResponse,
} from '@wheelhouse/contracts/admin-withdrawals';
import { ZCryptoMethodCode, ZCryptoNetwork } from '@wheelhouse/contracts/cashier-crypto';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { AuditEntry } from '../admin';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { UsersService } from '../users';
import type { WalletService } from '../wallet';
import type { ChainGateway } from './chain-gateway';
import { withdrawalsRepository, type CryptoWithdrawalRow } from './withdrawals-repository';

export interface WithdrawalReviewDeps {
  db: Database;
  clock: Clock;
  gateway: ChainGateway;
  houseCurrency: string;
  ledger: Pick<LedgerService, 'releaseHold'>;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  wallet: Pick<WalletService, 'updateTransactionStatus' | 'transactionOfUser'>;
  users: Pick<UsersService, 'me'>;
  /** The operator setting `withdraw.autoApproveBelow`: a house-currency decimal string. */
  autoApproveBelow: () => Promise<string>;
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
  /** Called after a commit that wrote outbox events, so the relay sends them at once. */
  onCommitted: () => void;
}

/** Thrown inside a transaction to undo it when a compare-and-set found the row already moved on. */
class AlreadyChanged extends Error {}

function notPending(): AppError {
  return new AppError('conflict', { message: 'This withdrawal is no longer pending' });
}

/**
 * The operator's review of crypto withdrawals: the queue, approve (pending → processing with the
 * payout sent through the chain gateway) and reject (pending → declined, the hold back to the
 * player), and the automatic approval of small withdrawals once the player can no longer cancel.
 *
 * Locks are taken in the order the player's cancel takes them (ledger hold, then the history row,
 * then the withdrawal row), so a review racing a cancel waits instead of deadlocking; the
 * withdrawal row's compare-and-set on its status decides which of them wins.
 */
export function withdrawalReviewService(deps: WithdrawalReviewDeps) {
  const repository = withdrawalsRepository(deps.db);

  function requireFinance(member: StaffPrincipal) {
    if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
  }

  async function toView(
    row: CryptoWithdrawalRow,
    players: Map<number, Promise<{ globalId: string; email: string }>>,
  ): Promise<AdminWithdrawal> {
    let player = players.get(row.userId);
    if (!player) {
      player = deps.users.me(row.userId).then((user) => ({
        globalId: user.globalId,
        email: user.email,
      }));
      players.set(row.userId, player);
    }
    const [who, currency, house] = await Promise.all([
      player,
      deps.currencies.requireCurrency(row.currency),
      deps.currencies.requireCurrency(deps.houseCurrency),
    ]);
    const money = (minor: bigint, scale: number, code: string) => ({
      value: formatAmount(minor, scale),
      currency: code,
    });
    return {
      id: row.id,
      status: row.status,
      player: who,
      method: ZCryptoMethodCode.parse(row.methodCode),
      network: ZCryptoNetwork.parse(row.network),
      address: row.address,
      memo: row.memo,
      amount: money(row.amountMinor, currency.ledgerScale, currency.code),
      fee: money(row.feeMinor, currency.ledgerScale, currency.code),
      hold: money(row.holdMinor, house.ledgerScale, house.code),
      createdAt: row.createdAt.toISOString(),
      reviewedBy: row.reviewedBy,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      payoutId: row.payoutId,
      txHash: row.txHash,
      declineReason: row.declineReason,
    };
  }

  const viewOf = (row: CryptoWithdrawalRow) => toView(row, new Map());

  async function requireWithdrawal(id: string): Promise<CryptoWithdrawalRow> {
    const row = await repository.byId(id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /**
   * pending → processing and the payout sent, in one transaction: the history row is no longer
   * cancellable and the payout reference is stored, or, when the gateway fails, all of it is undone
   * and the withdrawal stays pending for another approve (see closeCancelWindow). The gateway
   * call is made while this transaction holds the withdrawal, so a second approver (another
   * operator, another process's automatic approval) waits and then finds it no longer pending,
   * never reaching the gateway. A payout whose answer was lost is the same payout when retried
   * (the gateway is idempotent on the withdrawal id).
   */
  async function approveOne(
    row: CryptoWithdrawalRow,
    reviewer: { staffId: number; requestId: string } | null,
  ): Promise<CryptoWithdrawalRow> {
    const currency = await deps.currencies.requireCurrency(row.currency);
    try {
      const approved = await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const now = deps.clock.now();
        await deps.wallet.updateTransactionStatus(
          { userId: row.userId, id: row.id, status: 'processing', cancellableUntil: null },
          tx,
        );
        const claimed = await repository.approve(
          row.id,
          { reviewedBy: reviewer?.staffId ?? null, now },
          tx,
        );
        if (!claimed) throw new AlreadyChanged();
        const { payoutId } = await deps.gateway.sendPayout({
          withdrawalId: row.id,
          network: ZCryptoNetwork.parse(row.network),
          methodCode: row.methodCode,
          address: row.address,
          memo: row.memo,
          amount: row.amountMinor,
          scale: currency.ledgerScale,
        });
        await repository.setPayoutId(row.id, payoutId, tx);
        if (reviewer)
          await deps.recordAudit(
            {
              staffId: reviewer.staffId,
              action: 'withdrawal.approve',
              targetType: 'crypto_withdrawal',
              targetId: row.id,
              before: { status: 'pending' },
              after: { status: 'processing', payoutId },
              requestId: reviewer.requestId,
            },
            tx,
          );
        return { ...claimed, payoutId };
      });
      deps.onCommitted();
      return approved;
    } catch (error) {
      if (error instanceof AlreadyChanged) throw notPending();
      if (error instanceof AppError && error.code === 'service_unavailable')
        await closeCancelWindow(row);
      throw error;
    }
  }

  /**
   * After a failed payout call the provider may still have accepted the payout (a lost answer),
   * so the player may no longer cancel: a cancel now could return money that is being paid out.
   * The withdrawal stays pending for another approve, which the gateway answers with the same
   * payout, or for a reject by staff who can check with the provider first.
   */
  async function closeCancelWindow(row: CryptoWithdrawalRow): Promise<void> {
    try {
      await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await deps.wallet.updateTransactionStatus(
          { userId: row.userId, id: row.id, status: 'pending', cancellableUntil: null },
          tx,
        );
        if (!(await repository.lockPending(row.id, deps.clock.now(), tx)))
          throw new AlreadyChanged();
      });
      deps.onCommitted();
    } catch (error) {
      if (!(error instanceof AlreadyChanged)) throw error;
    }
  }

  return {
    /** GET /api/admin/withdrawals: the queue, oldest first, optionally one status. */
    async list(
      member: StaffPrincipal,
      query: AdminWithdrawalsQuery,
    ): Promise<AdminWithdrawalsResponse> {
      requireFinance(member);
      const { rows, total } = await repository.page(query);
      const players = new Map<number, Promise<{ globalId: string; email: string }>>();
      return {
        data: await Promise.all(rows.map((row) => toView(row, players))),
        meta: { offset: query.offset, limit: query.limit, total },
      };
    },

    /** POST /api/admin/withdrawals/{id}/approve: 409 unless pending; 503 (still pending) when the gateway fails. */
    async approve(member: StaffPrincipal, id: string, requestId: string): Promise<AdminWithdrawal> {
      requireFinance(member);
      const row = await requireWithdrawal(id);
      if (row.status !== 'pending') throw notPending();
      return viewOf(await approveOne(row, { staffId: member.staffId, requestId }));
    },

    /**
     * POST /api/admin/withdrawals/{id}/reject: pending → declined with the reason, the hold back on
     * the player's balance, in one transaction with the history row's and the balance's events.
     */
    async reject(
      member: StaffPrincipal,
      id: string,
      reason: string,
      requestId: string,
    ): Promise<AdminWithdrawal> {
      requireFinance(member);
      const row = await requireWithdrawal(id);
      if (row.status !== 'pending') throw notPending();
      try {
        const declined = await deps.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          const now = deps.clock.now();
          await deps.ledger.releaseHold(
            { holdId: id, metadata: { source: 'cashier-crypto.reject', staffId: member.staffId } },
            tx,
          );
          await deps.wallet.updateTransactionStatus(
            { userId: row.userId, id, status: 'declined', cancellableUntil: null, reason },
            tx,
          );
          const changed = await repository.decline(
            id,
            'pending',
            { reason, reviewedBy: member.staffId, now },
            tx,
          );
          if (!changed) throw new AlreadyChanged();
          await deps.recordAudit(
            {
              staffId: member.staffId,
              action: 'withdrawal.reject',
              targetType: 'crypto_withdrawal',
              targetId: id,
              before: { status: 'pending' },
              after: { status: 'declined', reason },
              requestId,
            },
            tx,
          );
          return changed;
        });
        deps.onCommitted();
        return await viewOf(declined);
      } catch (error) {
        // The hold was finished another way meanwhile (the player cancelled, or it was approved).
        if (error instanceof AlreadyChanged) throw notPending();
        if (error instanceof AppError && error.code === 'conflict') throw notPending();
        throw error;
      }
    },

    /**
     * Automatic approval: pending withdrawals nobody reviewed, holding less than the operator's
     * `withdraw.autoApproveBelow`, whose cancel deadline has passed. Safe in several processes at
     * once (each withdrawal is approved by exactly one). Stops at the first gateway failure and
     * leaves the rest pending for the next run. Returns how many it approved.
     */
    async approveDue(now: Date = deps.clock.now()): Promise<number> {
      const house = await deps.currencies.requireCurrency(deps.houseCurrency);
      const threshold = parseAmount(await deps.autoApproveBelow(), house.ledgerScale);
      if (!threshold.ok || threshold.minor <= 0n) return 0;
      const candidates = await repository.pendingBelow(threshold.minor, 200);
      const nowSeconds = Math.floor(now.getTime() / 1000);
      let approved = 0;
      for (const row of candidates) {
        const history = await deps.wallet.transactionOfUser(row.userId, row.id);
        if (history?.cancellableUntil != null && nowSeconds < history.cancellableUntil) continue;
        try {
          await approveOne(row, null);
          approved += 1;
        } catch (error) {
          if (error instanceof AppError && error.code === 'conflict') continue;
          throw error;
        }
      }
      return approved;
    },
  };
}

export type WithdrawalReviewService = ReturnType<typeof withdrawalReviewService>;
