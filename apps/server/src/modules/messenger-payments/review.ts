import type {
  AdminWithdrawal,
  CryptoWithdrawalStatus,
} from '@wheelhouse/contracts/admin-withdrawals';
import { ZCryptoMethodCode } from '@wheelhouse/contracts/cashier-crypto';
import type { AuditEntry } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import {
  AlreadyChanged,
  moneyView,
  notPending,
  playerIdentities,
  requireFinance,
  reviewAudit,
  runReviewDecision,
  type WithdrawalReviewSource,
} from '../cashier-crypto';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { UsersService } from '../users';
import type { WalletService } from '../wallet';
import type { MessengerProviders } from './providers';
import {
  messengerPaymentsRepository,
  type WithdrawalRow,
  type WithdrawalStatusValue,
} from './repository';
import type { MessengerWithdrawals } from './withdrawals';

export interface XRocketReviewDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  providers: MessengerProviders;
  ledger: Pick<LedgerService, 'releaseHold'>;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  wallet: Pick<WalletService, 'updateTransactionStatus'>;
  users: Pick<UsersService, 'me'>;
  withdrawals: Pick<MessengerWithdrawals, 'transfer'>;
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
  onCommitted: () => void;
}

/** Our statuses in the review queue's words (the chain withdrawals' statuses). */
const QUEUE_STATUS: Record<WithdrawalStatusValue, CryptoWithdrawalStatus> = {
  review: 'pending',
  pending: 'processing',
  completed: 'completed',
  failed: 'declined',
};

function storedStatuses(status: CryptoWithdrawalStatus): WithdrawalStatusValue[] {
  return (Object.keys(QUEUE_STATUS) as WithdrawalStatusValue[]).filter(
    (stored) => QUEUE_STATUS[stored] === status,
  );
}

/**
 * xRocket withdrawals in the back office's one withdrawal queue (cashier-crypto's review): listed
 * with the chain withdrawals, approved (review → pending, then the transfer) or rejected (review →
 * failed, the hold back to the player) by finance staff, each decision audited and made once.
 */
export function xrocketReview(deps: XRocketReviewDeps): WithdrawalReviewSource {
  const repository = messengerPaymentsRepository(deps.db);

  async function toView(
    row: WithdrawalRow,
    playerOf: ReturnType<typeof playerIdentities>,
  ): Promise<AdminWithdrawal> {
    const [who, currency, house] = await Promise.all([
      playerOf(row.userId),
      deps.currencies.requireCurrency(row.currency),
      deps.currencies.requireCurrency(deps.houseCurrency),
    ]);
    return {
      id: row.id,
      status: QUEUE_STATUS[row.status],
      player: who,
      channel: row.provider,
      method: ZCryptoMethodCode.parse(row.methodCode),
      network: null,
      address: row.telegramUserId,
      memo: null,
      amount: moneyView(row.amountMinor, currency.ledgerScale, currency.code),
      fee: moneyView(0n, currency.ledgerScale, currency.code),
      hold: moneyView(row.holdMinor, house.ledgerScale, house.code),
      createdAt: row.createdAt.toISOString(),
      reviewedBy: row.reviewedBy,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      payoutId: row.transferRef,
      txHash: null,
      // Pending with us means approved and sent, and sent again until the provider answers.
      payoutRetrying: row.status === 'pending',
      declineReason: row.status === 'failed' ? row.reason : null,
    };
  }

  const viewOf = (row: WithdrawalRow) => toView(row, playerIdentities(deps.users));

  return {
    async page({ status, sort, limit }) {
      const statuses = status ? storedStatuses(status) : undefined;
      if (statuses?.length === 0) return { items: [], total: 0 };
      const { rows, total } = await repository.withdrawalsPage({ statuses, sort, limit });
      const playerOf = playerIdentities(deps.users);
      return {
        items: rows.map((row) => ({
          key: {
            id: row.id,
            createdAt: row.createdAt,
            amountMinor: row.amountMinor,
            status: QUEUE_STATUS[row.status],
            currency: row.currency,
          },
          view: () => toView(row, playerOf),
        })),
        total,
      };
    },

    pendingCount: () => repository.reviewCount(),

    /**
     * review → pending with the reviewer, the history row processing, the audit row, in one
     * transaction; then the transfer, outside it (xRocket pays a transferId once, so a resend by
     * the worker is the same payment). `sent` is false when xRocket did not answer.
     */
    async approve(member, id, requestId) {
      requireFinance(member);
      const row = await repository.withdrawal(id);
      if (!row) return undefined;
      if (row.status !== 'review') throw notPending();
      if (!deps.providers[row.provider])
        throw new AppError('service_unavailable', {
          message: `${row.provider === 'xrocket' ? 'xRocket' : 'Crypto Pay'} is not configured on this server`,
        });
      await runReviewDecision(deps, async (tx, now) => {
        const approved = await repository.approveReview(
          id,
          { reviewedBy: member.staffId, now },
          tx,
        );
        if (!approved) throw new AlreadyChanged();
        await deps.wallet.updateTransactionStatus(
          { userId: row.userId, id, status: 'processing', cancellableUntil: null },
          tx,
        );
        await deps.recordAudit(
          reviewAudit(
            {
              staffId: member.staffId,
              requestId,
              targetType: `${row.provider}_withdrawal`,
              targetId: id,
            },
            { approved: true },
          ),
          tx,
        );
        return approved;
      });
      const outcome = await deps.withdrawals.transfer(id);
      const current = await repository.withdrawal(id);
      return { withdrawal: await viewOf(current ?? row), sent: outcome !== 'pending' };
    },

    /** review → failed with the reason, the hold back through the ledger, audited, once. */
    async reject(member, id, reason, requestId) {
      requireFinance(member);
      const row = await repository.withdrawal(id);
      if (!row) return undefined;
      if (row.status !== 'review') throw notPending();
      const rejected = await runReviewDecision(deps, async (tx, now) => {
        // The hold first: the same lock order as every other way a withdrawal ends.
        await deps.ledger.releaseHold(
          {
            holdId: id,
            metadata: {
              source: `messenger-payments.${row.provider}-reject`,
              staffId: member.staffId,
            },
          },
          tx,
        );
        await deps.wallet.updateTransactionStatus(
          { userId: row.userId, id, status: 'declined', cancellableUntil: null, reason },
          tx,
        );
        const changed = await repository.rejectReview(
          id,
          { reviewedBy: member.staffId, reason, now },
          tx,
        );
        if (!changed) throw new AlreadyChanged();
        await deps.recordAudit(
          reviewAudit(
            {
              staffId: member.staffId,
              requestId,
              targetType: `${row.provider}_withdrawal`,
              targetId: id,
            },
            { approved: false, reason },
          ),
          tx,
        );
        return changed;
      });
      return viewOf(rejected);
    },
  };
}
