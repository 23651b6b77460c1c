import type {
  AdminFiatSell,
  AdminFiatSellsQuery,
  AdminFiatSellsResponse,
  FiatSellStatus,
} from '@wheelhouse/contracts/admin-fiat-sell';
import { ZFiatMethodKind } from '@wheelhouse/contracts/fiat';
import { formatAmount } from '@wheelhouse/contracts/money';
import { staffHasRole, type StaffPrincipal } from '../../../platform/auth-hooks';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { AppError } from '../../../platform/errors';
import { runAudited, type AuditEntry } from '../../../platform/audit';
import type { CurrenciesService } from '../../currencies';
import type { LedgerService } from '../../ledger';
import type { UsersService } from '../../users';
import type { WalletService } from '../../wallet';
import { fiatMethodsRepository, type FiatMethodRow } from '../methods/repository';
import type { FiatProcessor } from '../processor/client';
import { maskedDestination } from '../sell-orders/details';
import { sellRepository, type FiatOrderRow } from '../sell-orders/repository';

/**
 * The P2P processor's payouts (processor/client.ts): createPayout is idempotent on the order id, so
 * sending again is the same payout, paid once.
 */
export type FiatPayouts = Pick<FiatProcessor, 'configured' | 'createPayout'>;

export interface FiatSellDeskDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  ledger: Pick<LedgerService, 'settleHold' | 'releaseHold'>;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  wallet: Pick<WalletService, 'updateTransactionStatus' | 'transactionOfUser'>;
  users: Pick<UsersService, 'me' | 'accessByGlobalId' | 'accessByEmail'>;
  /**
   * The external P2P processor for `external` methods; absent or not configured: the desk pays
   * every sell itself.
   */
  payouts?: FiatPayouts;
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
  /** Called after a commit that wrote outbox events, so the relay sends them at once. */
  onCommitted: () => void;
}

/** Thrown inside a transaction to undo it when a compare-and-set found the sell already moved on. */
class AlreadyChanged extends Error {}

function notPending(): AppError {
  return new AppError('conflict', { message: 'This withdrawal is no longer pending' });
}

/** Runs a decision; a sell that moved on meanwhile (or whose hold did) answers 409. */
async function decided<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AlreadyChanged) throw notPending();
    // The hold was finished the other way meanwhile (the player cancelled, or it was declined).
    if (error instanceof AppError && error.code === 'conflict') throw notPending();
    // A bank reference is recorded on one payout only: the same one twice is a mistake to look at.
    if (isUniqueViolation(error))
      throw new AppError('conflict', {
        message: 'This payment reference is already recorded on another withdrawal',
      });
    throw error;
  }
}

/**
 * The P2P desk's side of fiat withdrawals: the payout queue, complete (the desk paid the player:
 * the hold is settled), decline (the hold returns, the reason shown to the player), and for an
 * `external` method the payout through the P2P processor, finished by its payout webhook.
 *
 * Every decision takes the locks in the order the player's cancel takes them (ledger hold, history
 * row, order row), and the order row's compare-and-set on its status decides: of complete,
 * decline and the player's cancel racing on one sell, exactly one happens.
 */
export function fiatSellDesk(deps: FiatSellDeskDeps) {
  const repository = sellRepository(deps.db);
  const methods = fiatMethodsRepository(deps.db);

  function requireFinance(member: StaffPrincipal) {
    if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
  }

  async function toView(
    row: FiatOrderRow,
    cache: {
      players: Map<number, Promise<{ globalId: string; email: string }>>;
      methods: Map<string, Promise<FiatMethodRow | undefined>>;
    },
  ): Promise<AdminFiatSell> {
    let player = cache.players.get(row.userId);
    if (!player) {
      player = deps.users
        .me(row.userId)
        .then((user) => ({ globalId: user.globalId, email: user.email }));
      cache.players.set(row.userId, player);
    }
    let method = cache.methods.get(row.methodId);
    if (!method) {
      method = methods.findById(row.methodId);
      cache.methods.set(row.methodId, method);
    }
    const [who, methodRow, currency, house, history] = await Promise.all([
      player,
      method,
      deps.currencies.requireCurrency(row.currency),
      deps.currencies.requireCurrency(deps.houseCurrency),
      // The cancel deadline lives on the player's history row.
      row.status === 'pending' ? deps.wallet.transactionOfUser(row.userId, row.id) : undefined,
    ]);
    if (!methodRow) throw new Error(`sell ${row.id} of a vanished method ${row.methodId}`);
    const money = (minor: bigint, scale: number, code: string) => ({
      value: formatAmount(minor, scale),
      currency: code,
    });
    const now = deps.clock.now();
    const deadline = history?.cancellableUntil ?? null;
    return {
      id: row.id,
      status: row.status as FiatSellStatus,
      player: who,
      method: {
        id: methodRow.id,
        name: methodRow.name,
        label: methodRow.label,
        kind: ZFiatMethodKind.parse(methodRow.method),
        processor: row.processor,
      },
      subbankId: row.subbankId,
      amount: money(row.amountMinor, currency.ledgerScale, currency.code),
      fee: money(row.feeMinor, currency.ledgerScale, currency.code),
      net: money(row.amountMinor - row.feeMinor, currency.ledgerScale, currency.code),
      hold: money(row.holdMinor ?? 0n, house.ledgerScale, house.code),
      details: row.details,
      destination: maskedDestination(methodRow.label, row.details),
      createdAt: row.createdAt.toISOString(),
      ageSeconds: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / 1000)),
      cancellableUntil:
        deadline !== null && deadline * 1000 > now.getTime()
          ? new Date(deadline * 1000).toISOString()
          : null,
      reviewedBy: row.reviewedBy,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      reference: row.externalId,
      declineReason: row.declineReason,
    };
  }

  const freshCache = () => ({
    players: new Map<number, Promise<{ globalId: string; email: string }>>(),
    methods: new Map<string, Promise<FiatMethodRow | undefined>>(),
  });
  const viewOf = (row: FiatOrderRow) => toView(row, freshCache());

  async function requireSell(id: string): Promise<FiatOrderRow> {
    const row = await repository.byId(id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** Settles the hold and completes a sell that is in `from`, in the caller's transaction. */
  async function settle(
    row: FiatOrderRow,
    from: 'pending' | 'processing',
    change: { reference: string | null; reviewedBy?: number; source: string },
    tx: Database,
  ): Promise<FiatOrderRow> {
    const now = deps.clock.now();
    await deps.ledger.settleHold(
      {
        holdId: row.id,
        payoutCurrency: row.currency,
        metadata: { source: change.source, reference: change.reference },
      },
      tx,
    );
    await deps.wallet.updateTransactionStatus(
      {
        userId: row.userId,
        id: row.id,
        status: 'completed',
        cancellableUntil: null,
        ...(change.reference !== null ? { externalId: change.reference } : {}),
      },
      tx,
    );
    const changed = await repository.complete(
      row.id,
      from,
      { reference: change.reference, reviewedBy: change.reviewedBy, now },
      tx,
    );
    if (!changed) throw new AlreadyChanged();
    return changed;
  }

  /** Releases the hold and declines a sell that is in `from`, in the caller's transaction. */
  async function release(
    row: FiatOrderRow,
    from: 'pending' | 'processing',
    change: { reason: string; reviewedBy?: number; source: string },
    tx: Database,
  ): Promise<FiatOrderRow> {
    const now = deps.clock.now();
    await deps.ledger.releaseHold(
      { holdId: row.id, metadata: { source: change.source, reason: change.reason } },
      tx,
    );
    await deps.wallet.updateTransactionStatus(
      {
        userId: row.userId,
        id: row.id,
        status: 'declined',
        cancellableUntil: null,
        reason: change.reason,
      },
      tx,
    );
    const changed = await repository.decline(
      row.id,
      from,
      { reason: change.reason, reviewedBy: change.reviewedBy, now },
      tx,
    );
    if (!changed) throw new AlreadyChanged();
    return changed;
  }

  /**
   * Hands a processing sell's payout to the processor (after the decision committed) and keeps
   * its payout id; 503 when the processor is down or did not answer: the sell stays processing
   * and completing it again sends the same payout again (idempotent on the order id).
   */
  async function sendPayout(row: FiatOrderRow, payouts: FiatPayouts): Promise<FiatOrderRow> {
    const currency = await deps.currencies.requireCurrency(row.currency);
    let externalId: string;
    try {
      ({ externalId } = await payouts.createPayout({
        orderId: row.id,
        amount: formatAmount(row.amountMinor - row.feeMinor, currency.ledgerScale),
        currency: row.currency,
        methodId: row.methodId,
        details: row.details,
      }));
    } catch (error) {
      throw new AppError('service_unavailable', {
        message: 'The payment processor did not take the payout; complete it again to resend',
        cause: error,
      });
    }
    return (
      (await repository.setPayoutId(row.id, externalId, deps.clock.now())) ??
      (await requireSell(row.id))
    );
  }

  return {
    /** GET /api/admin/fiat/sells: the queue, oldest first, filtered by status, method, player. */
    async list(
      member: StaffPrincipal,
      query: AdminFiatSellsQuery,
    ): Promise<AdminFiatSellsResponse> {
      requireFinance(member);
      let userId: number | undefined;
      if (query.player !== undefined) {
        const access =
          (await deps.users.accessByGlobalId(query.player)) ??
          (query.player.includes('@') ? await deps.users.accessByEmail(query.player) : undefined);
        if (!access)
          return { data: [], meta: { offset: query.offset, limit: query.limit, total: 0 } };
        userId = access.userId;
      }
      const { rows, total } = await repository.page({ ...query, userId });
      const cache = freshCache();
      return {
        data: await Promise.all(rows.map((row) => toView(row, cache))),
        meta: { offset: query.offset, limit: query.limit, total },
      };
    },

    /** GET /api/admin/fiat/sells/{id}: one sell with its payout details. */
    async get(member: StaffPrincipal, id: string): Promise<AdminFiatSell> {
      requireFinance(member);
      return viewOf(await requireSell(id));
    },

    /**
     * POST /api/admin/fiat/sells/{id}/complete. A `desk` sell (or any sell while no processor is
     * configured): the desk paid the player; pending → completed, the hold settled (it leaves to
     * house custody in the method currency), the reference kept. An `external` sell: pending →
     * processing (no longer cancellable), then the payout is sent to the P2P processor; its
     * payout_success webhook completes the sell, payout_failed declines it with the hold back. A
     * processing sell without a payout id (the processor did not answer) is sent again. 409 when
     * no longer pending; audited.
     */
    async complete(
      member: StaffPrincipal,
      id: string,
      reference: string | undefined,
      requestId: string,
    ): Promise<AdminFiatSell> {
      requireFinance(member);
      const row = await requireSell(id);
      const payouts =
        row.processor === 'external' && deps.payouts?.configured ? deps.payouts : undefined;
      if (payouts && row.status === 'processing' && row.externalId === null)
        return viewOf(await sendPayout(row, payouts));
      if (row.status !== 'pending') throw notPending();
      if (payouts) {
        const claimed = await decided(() =>
          runAudited(deps, member, requestId, async (tx) => {
            const now = deps.clock.now();
            await deps.wallet.updateTransactionStatus(
              { userId: row.userId, id, status: 'processing', cancellableUntil: null },
              tx,
            );
            const changed = await repository.startPayout(
              id,
              { reviewedBy: member.staffId, now },
              tx,
            );
            if (!changed) throw new AlreadyChanged();
            return {
              result: changed,
              audit: {
                action: 'fiat_sell.payout',
                targetType: 'fiat_sell',
                targetId: id,
                before: { status: 'pending' },
                after: { status: 'processing' },
              },
            };
          }),
        );
        deps.onCommitted();
        return viewOf(await sendPayout(claimed, payouts));
      }
      const completed = await decided(() =>
        runAudited(deps, member, requestId, async (tx) => ({
          result: await settle(
            row,
            'pending',
            {
              reference: reference ?? null,
              reviewedBy: member.staffId,
              source: 'cashier-fiat.sell-desk',
            },
            tx,
          ),
          audit: {
            action: 'fiat_sell.complete',
            targetType: 'fiat_sell',
            targetId: id,
            before: { status: 'pending' },
            after: { status: 'completed', reference: reference ?? null },
          },
        })),
      );
      deps.onCommitted();
      return viewOf(completed);
    },

    /**
     * POST /api/admin/fiat/sells/{id}/decline: pending → declined with the reason the player sees;
     * the hold returns to the player. 409 when no longer pending; audited.
     */
    async decline(
      member: StaffPrincipal,
      id: string,
      reason: string,
      requestId: string,
    ): Promise<AdminFiatSell> {
      requireFinance(member);
      const row = await requireSell(id);
      if (row.status !== 'pending') throw notPending();
      const declined = await decided(() =>
        runAudited(deps, member, requestId, async (tx) => ({
          result: await release(
            row,
            'pending',
            { reason, reviewedBy: member.staffId, source: 'cashier-fiat.sell-decline' },
            tx,
          ),
          audit: {
            action: 'fiat_sell.decline',
            targetType: 'fiat_sell',
            targetId: id,
            before: { status: 'pending' },
            after: { status: 'declined', reason },
          },
        })),
      );
      deps.onCommitted();
      return viewOf(declined);
    },

    /**
     * The processor's payout_success for a processing sell: the hold settled, the sell and its
     * history row completed with the processor's payout id. False when there was nothing to do
     * (unknown, not processing: a replayed or late event); call it inside the webhook's
     * transaction (`executor`) so the event's dedup row and the effect commit together.
     */
    async payoutSucceeded(orderId: string, executor: Database): Promise<boolean> {
      const row = await repository.byId(orderId, executor);
      if (!row || row.status !== 'processing') return false;
      await settle(
        row,
        'processing',
        { reference: row.externalId, source: 'cashier-fiat.sell-payout' },
        executor,
      );
      return true;
    },

    /**
     * The processor's payout_failed for a processing sell: declined with the reason, the hold back
     * to the player. False when there was nothing to do; inside the webhook's transaction.
     */
    async payoutFailed(orderId: string, reason: string, executor: Database): Promise<boolean> {
      const row = await repository.byId(orderId, executor);
      if (!row || row.status !== 'processing') return false;
      await release(
        row,
        'processing',
        { reason, source: 'cashier-fiat.sell-payout-failed' },
        executor,
      );
      return true;
    },
  };
}

export type FiatSellDesk = ReturnType<typeof fiatSellDesk>;
