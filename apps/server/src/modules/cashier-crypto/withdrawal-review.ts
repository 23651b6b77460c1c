import type {
  AdminWithdrawal,
  AdminWithdrawalsQuery,
  AdminWithdrawalsResponse,
} from '@wheelhouse/contracts/admin-withdrawals';
import { ZCryptoMethodCode, ZCryptoNetwork } from '@wheelhouse/contracts/cashier-crypto';
import { parseAmount } from '@wheelhouse/contracts/money';
import type { StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { AuditEntry } from '../../platform/audit';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { UsersService } from '../users';
import type { WalletService } from '../wallet';
import type { ChainGateway } from './chain-gateway';
import {
  AlreadyChanged,
  moneyView,
  notPending,
  playerIdentities,
  requireFinance,
  reviewAudit,
  runReviewDecision,
} from './review-decision';
import { mergedPage, type ReviewItem, type WithdrawalReviewSource } from './review-sources';
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
  /** Other modules' withdrawals in the same queue (xRocket); registered after this service. */
  sources?: readonly WithdrawalReviewSource[];
}

/**
 * How long after its approval an unsent payout waits before the worker sends it again: longer than
 * a gateway call may take (10 s), so an approve still waiting for its own answer is not doubled.
 */
export const PAYOUT_RESEND_AFTER_MS = 30_000;

/**
 * The operator's review of crypto withdrawals: the queue, approve (pending → processing, then the
 * payout sent through the chain gateway outside the transaction, and sent again by the worker
 * while the gateway is down) and reject (pending → declined, the hold back to the player), and the
 * automatic approval of small withdrawals once the player can no longer cancel.
 *
 * Locks are taken in the order the player's cancel takes them (ledger hold, then the history row,
 * then the withdrawal row), so a review racing a cancel waits instead of deadlocking; the
 * withdrawal row's compare-and-set on its status decides which of them wins.
 */
export function withdrawalReviewService(deps: WithdrawalReviewDeps) {
  const repository = withdrawalsRepository(deps.db);

  async function toView(
    row: CryptoWithdrawalRow,
    playerOf: ReturnType<typeof playerIdentities>,
  ): Promise<AdminWithdrawal> {
    const [who, currency, house] = await Promise.all([
      playerOf(row.userId),
      deps.currencies.requireCurrency(row.currency),
      deps.currencies.requireCurrency(deps.houseCurrency),
    ]);
    return {
      id: row.id,
      status: row.status,
      player: who,
      channel: 'chain',
      method: ZCryptoMethodCode.parse(row.methodCode),
      network: ZCryptoNetwork.parse(row.network),
      address: row.address,
      memo: row.memo,
      amount: moneyView(row.amountMinor, currency.ledgerScale, currency.code),
      fee: moneyView(row.feeMinor, currency.ledgerScale, currency.code),
      hold: moneyView(row.holdMinor, house.ledgerScale, house.code),
      createdAt: row.createdAt.toISOString(),
      reviewedBy: row.reviewedBy,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      payoutId: row.payoutId,
      txHash: row.txHash,
      payoutRetrying: row.status === 'processing' && row.payoutId === null,
      declineReason: row.declineReason,
    };
  }

  const viewOf = (row: CryptoWithdrawalRow) => toView(row, playerIdentities(deps.users));

  async function requireWithdrawal(id: string): Promise<CryptoWithdrawalRow> {
    const row = await repository.byId(id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /**
   * The decision, in one transaction: pending → processing (compare-and-set, so of two approvers
   * or an approver and the player's cancel exactly one wins), the history row processing and no
   * longer cancellable, the audit row and the events. No provider call happens here: a slow or
   * hung gateway never holds a transaction or its row locks.
   */
  async function claim(
    row: CryptoWithdrawalRow,
    reviewer: { staffId: number; requestId: string } | null,
  ): Promise<CryptoWithdrawalRow> {
    return runReviewDecision(deps, async (tx, now) => {
      await deps.wallet.updateTransactionStatus(
        { userId: row.userId, id: row.id, status: 'processing', cancellableUntil: null },
        tx,
      );
      const changed = await repository.approve(
        row.id,
        { reviewedBy: reviewer?.staffId ?? null, now },
        tx,
      );
      if (!changed) throw new AlreadyChanged();
      if (reviewer)
        await deps.recordAudit(
          reviewAudit(
            { ...reviewer, targetType: 'crypto_withdrawal', targetId: row.id },
            { approved: true },
          ),
          tx,
        );
      return changed;
    });
  }

  /**
   * Hands a processing withdrawal's payout to the gateway, after the decision committed, and
   * stores the gateway's reference. The gateway is idempotent on the withdrawal id, so sending
   * again (a retry, or a call whose answer was lost) is the same payout, paid once. Undefined when
   * the gateway is down or did not answer: the withdrawal stays processing without a payout
   * reference and the worker sends it again (resendUnsentPayouts).
   */
  async function send(row: CryptoWithdrawalRow): Promise<CryptoWithdrawalRow | undefined> {
    const currency = await deps.currencies.requireCurrency(row.currency);
    let payoutId: string;
    try {
      ({ payoutId } = await deps.gateway.sendPayout({
        withdrawalId: row.id,
        network: ZCryptoNetwork.parse(row.network),
        methodCode: row.methodCode,
        address: row.address,
        memo: row.memo,
        amount: row.amountMinor,
        scale: currency.ledgerScale,
      }));
    } catch (error) {
      if (error instanceof AppError && error.code === 'service_unavailable') return undefined;
      throw error;
    }
    // A concurrent send of the same withdrawal may have stored the (same) reference first.
    return (
      (await repository.setPayoutId(row.id, payoutId, deps.clock.now())) ??
      (await repository.byId(row.id))
    );
  }

  /** 503 before anything changes when no chain gateway is configured to pay through. */
  function requireGateway() {
    if (!deps.gateway.configured)
      throw new AppError('service_unavailable', {
        message: 'Crypto payouts are not configured on this server',
      });
  }

  return {
    /**
     * GET /api/admin/withdrawals: the queue, oldest first, optionally one status: chain
     * withdrawals and the other sources' (xRocket) in one order.
     */
    async list(
      member: StaffPrincipal,
      query: AdminWithdrawalsQuery,
    ): Promise<AdminWithdrawalsResponse> {
      requireFinance(member);
      const sort = { sort: query.sort, order: query.order };
      const playerOf = playerIdentities(deps.users);
      const sources = deps.sources ?? [];
      // Alone, the table pages itself; with other sources each gives its first offset + limit.
      const own = await repository.page({
        status: query.status,
        sort,
        offset: sources.length ? 0 : query.offset,
        limit: sources.length ? query.offset + query.limit : query.limit,
      });
      const ownItems: ReviewItem[] = own.rows.map((row) => ({
        key: row,
        view: () => toView(row, playerOf),
      }));
      const others = await Promise.all(
        sources.map((source) =>
          source.page({ status: query.status, sort, limit: query.offset + query.limit }),
        ),
      );
      const items = sources.length
        ? mergedPage([ownItems, ...others.map((other) => other.items)], sort, query)
        : ownItems;
      return {
        data: await Promise.all(items.map((item) => item.view())),
        meta: {
          offset: query.offset,
          limit: query.limit,
          total: others.reduce((sum, other) => sum + other.total, own.total),
        },
      };
    },

    /**
     * POST /api/admin/withdrawals/{id}/approve: 409 unless pending; 503 with nothing changed when
     * no chain gateway is configured. The decision commits first, then the payout is sent: `sent`
     * is false when the gateway was down or did not answer, and the worker sends it again.
     */
    async approve(
      member: StaffPrincipal,
      id: string,
      requestId: string,
    ): Promise<{ withdrawal: AdminWithdrawal; sent: boolean }> {
      requireFinance(member);
      for (const source of deps.sources ?? []) {
        const decided = await source.approve(member, id, requestId);
        if (decided) return decided;
      }
      requireGateway();
      const row = await requireWithdrawal(id);
      if (row.status !== 'pending') throw notPending();
      const claimed = await claim(row, { staffId: member.staffId, requestId });
      const sent = await send(claimed);
      return { withdrawal: await viewOf(sent ?? claimed), sent: sent !== undefined };
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
      for (const source of deps.sources ?? []) {
        const declined = await source.reject(member, id, reason, requestId);
        if (declined) return declined;
      }
      const row = await requireWithdrawal(id);
      if (row.status !== 'pending') throw notPending();
      const declined = await runReviewDecision(deps, async (tx, now) => {
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
          reviewAudit(
            { staffId: member.staffId, requestId, targetType: 'crypto_withdrawal', targetId: id },
            { approved: false, reason },
          ),
          tx,
        );
        return changed;
      });
      return viewOf(declined);
    },

    /**
     * Automatic approval: pending withdrawals nobody reviewed, holding less than the operator's
     * `withdraw.autoApproveBelow`, whose cancel deadline has passed. Safe in several processes at
     * once (each withdrawal is approved by exactly one). After the first gateway failure of a run
     * the rest are approved without a send attempt and left to resendUnsentPayouts. Returns how
     * many it approved.
     */
    async approveDue(now: Date = deps.clock.now()): Promise<number> {
      if (!deps.gateway.configured) return 0;
      const house = await deps.currencies.requireCurrency(deps.houseCurrency);
      const threshold = parseAmount(await deps.autoApproveBelow(), house.ledgerScale);
      if (!threshold.ok || threshold.minor <= 0n) return 0;
      const candidates = await repository.pendingBelow(threshold.minor, 200);
      const nowSeconds = Math.floor(now.getTime() / 1000);
      let approved = 0;
      let gatewayAnswers = true;
      for (const row of candidates) {
        const history = await deps.wallet.transactionOfUser(row.userId, row.id);
        if (history?.cancellableUntil != null && nowSeconds < history.cancellableUntil) continue;
        let claimed: CryptoWithdrawalRow;
        try {
          claimed = await claim(row, null);
        } catch (error) {
          if (error instanceof AppError && error.code === 'conflict') continue;
          throw error;
        }
        approved += 1;
        if (gatewayAnswers) gatewayAnswers = (await send(claimed)) !== undefined;
      }
      return approved;
    },

    /**
     * Sends again the payouts of approved withdrawals the gateway has not taken (it was down or
     * its answer was lost), oldest approval first, once PAYOUT_RESEND_AFTER_MS have passed since
     * the approval. Stops at the first failure (`failed`), leaving the rest for the next run.
     * Idempotent on the withdrawal id at the gateway, so safe in several processes at once.
     */
    async resendUnsentPayouts(
      now: Date = deps.clock.now(),
    ): Promise<{ sent: number; failed: boolean }> {
      if (!deps.gateway.configured) return { sent: 0, failed: false };
      const due = new Date(now.getTime() - PAYOUT_RESEND_AFTER_MS);
      let sent = 0;
      for (const row of await repository.unsentPayouts(due, 100)) {
        if (!(await send(row))) return { sent, failed: true };
        sent += 1;
      }
      return { sent, failed: false };
    },

    /**
     * Ids of approved withdrawals whose payout the gateway has not taken, approved at least
     * PAYOUT_RESEND_AFTER_MS ago (oldest first): each gets a payout job (crypto.payout-send).
     */
    async unsentPayoutIds(now: Date = deps.clock.now()): Promise<string[]> {
      if (!deps.gateway.configured) return [];
      const due = new Date(now.getTime() - PAYOUT_RESEND_AFTER_MS);
      return (await repository.unsentPayouts(due, 100)).map((row) => row.id);
    },

    /**
     * The payout job's step: sends this withdrawal's payout if it is processing without a payout
     * reference; 'not_needed' when it has one or is no longer processing. Idempotent: the gateway
     * pays a withdrawal id once however often it is asked. Throws service_unavailable when the
     * gateway is down or did not answer, so the job backs off and tries again.
     */
    async sendPayout(id: string): Promise<'sent' | 'not_needed'> {
      const row = await repository.byId(id);
      if (!row || row.status !== 'processing' || row.payoutId !== null) return 'not_needed';
      if (!(await send(row)))
        throw new AppError('service_unavailable', {
          message: 'The chain gateway did not take the payout',
        });
      return 'sent';
    },
  };
}

export type WithdrawalReviewService = ReturnType<typeof withdrawalReviewService>;
