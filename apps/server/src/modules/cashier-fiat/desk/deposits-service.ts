import type {
  AdminBuyOrder,
  AdminBuyOrdersQuery,
  AdminBuyOrdersResponse,
  DeskConfirmRequest,
} from '@wheelhouse/contracts/admin-fiat-desk';
import { ZFiatDetails, ZFiatMethodKind, type FiatOrderStatus } from '@wheelhouse/contracts/fiat';
import { formatAmount } from '@wheelhouse/contracts/money';
import { parseAmountField } from '../../../platform/amount-field';
import { staffHasRole, type StaffPrincipal } from '../../../platform/auth-hooks';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { runAudited, type AuditEntry } from '../../../platform/audit';
import type { CurrenciesService } from '../../currencies';
import type { UsersService } from '../../users';
import type { BuyTransitionResult, BuyTransitions } from '../buy-orders/transitions';
import { ordersRepository, type BuyOrderRow, type BuyStatus } from '../buy-orders/repository';
import { fiatMethodsRepository, type FiatMethodRow } from '../methods/repository';
import { requisitesRepository } from '../requisites/repository';

export interface DeskDepositsDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  users: Pick<UsersService, 'accessById'>;
  transitions: BuyTransitions;
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
  onCommitted: () => void;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The P2P desk's deposit queue (issue 5 scope 4): buy orders newest first, and confirm / decline /
 * refund. Finance role (admins pass); every decision and its audit row (before and after) commit
 * together through runAudited, with the order's history status and events in the same transaction.
 */
export function deskDeposits(deps: DeskDepositsDeps) {
  const orders = ordersRepository(deps.db);
  const requisites = requisitesRepository(deps.db);
  const methods = fiatMethodsRepository(deps.db);

  function requireFinance(member: StaffPrincipal) {
    if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
  }

  async function scaleOf(currency: string, executor?: Database) {
    return (await deps.currencies.requireCurrency(currency, executor)).ledgerScale;
  }

  async function orderView(
    order: BuyOrderRow,
    executor: Database = deps.db,
    method?: FiatMethodRow,
  ): Promise<AdminBuyOrder> {
    const methodRow = method ?? (await methods.findById(order.methodId, executor));
    if (!methodRow) throw new Error(`fiat order ${order.id} without its method`);
    const [scale, houseScale, access, requisite] = await Promise.all([
      scaleOf(order.currency, executor),
      scaleOf(deps.houseCurrency, executor),
      deps.users.accessById(order.userId),
      order.requisiteId ? requisites.byId(order.requisiteId, executor) : undefined,
    ]);
    const signed = (minor: bigint) =>
      minor < 0n ? `-${formatAmount(-minor, scale)}` : formatAmount(minor, scale);
    const now = deps.clock.now();
    const details = ZFiatDetails.safeParse(order.details);
    return {
      id: order.id,
      status: order.status as FiatOrderStatus,
      player: { globalId: access?.globalId ?? String(order.userId) },
      method: {
        id: methodRow.id,
        name: methodRow.name,
        label: methodRow.label,
        kind: ZFiatMethodKind.parse(methodRow.method),
        processor: methodRow.processor,
      },
      amount: { value: formatAmount(order.amountMinor, scale), currency: order.currency },
      credited:
        order.creditedMinor === null
          ? null
          : { value: formatAmount(order.creditedMinor, houseScale), currency: deps.houseCurrency },
      amountChange: order.amountChangeMinor === null ? null : signed(order.amountChangeMinor),
      requisite: requisite
        ? {
            id: requisite.id,
            card: requisite.card,
            phone: requisite.phone,
            accountNumber: requisite.accountNumber,
            bankName: requisite.bankName,
            recipientName: requisite.recipientName,
          }
        : null,
      externalId: order.externalId,
      externalFields: details.success ? details.data : {},
      paidName: order.paidName,
      receiptUrl: order.receiptFileId ? `/api/admin/files/${order.receiptFileId}` : null,
      createdAt: order.createdAt.toISOString(),
      ageSeconds: Math.max(0, Math.floor((now.getTime() - order.createdAt.getTime()) / 1000)),
      expiresAt: iso(order.expiresAt),
      reviewedBy: order.reviewedBy,
      reviewedAt: iso(order.reviewedAt),
      reason: order.declineReason,
    };
  }

  /** A staff decision on a buy order, audited, with its events nudged out after commit. */
  async function decide(
    member: StaffPrincipal,
    id: string,
    requestId: string,
    action: string,
    work: (tx: Database) => Promise<BuyTransitionResult>,
  ): Promise<AdminBuyOrder> {
    requireFinance(member);
    const order = await runAudited(deps, member, requestId, async (tx) => {
      const before = await orders.byId(id, tx);
      if (!before) throw new AppError('not_found');
      const { order: after } = await work(tx);
      return {
        result: after,
        audit: {
          action,
          targetType: 'fiat_order',
          targetId: id,
          before: { status: before.status, amount: before.amountMinor.toString() },
          after: {
            status: after.status,
            creditedMinor: after.creditedMinor?.toString() ?? null,
            amountChangeMinor: after.amountChangeMinor?.toString() ?? null,
            reason: after.declineReason,
          },
        },
      };
    });
    deps.onCommitted();
    // Read after the commit: the player lookup runs outside the decision's transaction.
    return orderView(order);
  }

  return {
    /** GET /api/admin/fiat/orders (finance): deposit orders, newest first, with paging meta. */
    async queue(
      member: StaffPrincipal,
      query: AdminBuyOrdersQuery,
    ): Promise<AdminBuyOrdersResponse> {
      requireFinance(member);
      const { rows, total } = await orders.queue({
        status: query.status as BuyStatus | undefined,
        methodId: query.methodId,
        sort: { sort: query.sort, order: query.order },
        offset: query.offset,
        limit: query.limit,
      });
      const byMethod = new Map<string, FiatMethodRow | undefined>();
      for (const row of rows)
        if (!byMethod.has(row.methodId))
          byMethod.set(row.methodId, await methods.findById(row.methodId));
      return {
        data: await Promise.all(
          rows.map((row) => orderView(row, deps.db, byMethod.get(row.methodId))),
        ),
        meta: { offset: query.offset, limit: query.limit, total },
      };
    },

    /** GET /api/admin/fiat/orders/{id} (finance). */
    async order(member: StaffPrincipal, id: string): Promise<AdminBuyOrder> {
      requireFinance(member);
      const order = await orders.byId(id);
      if (!order) throw new AppError('not_found');
      return orderView(order);
    },

    /**
     * POST …/orders/{id}/confirm (finance, audited): waiting, wait_for_confirmation, pending or
     * timeouted → completed, crediting the order's amount or `amount` (what arrived, method
     * currency) at the rate of the moment, once: a second confirm answers the completed order.
     */
    async confirm(
      member: StaffPrincipal,
      id: string,
      body: DeskConfirmRequest,
      requestId: string,
    ): Promise<AdminBuyOrder> {
      return decide(member, id, requestId, 'fiat_order.confirm', async (tx) => {
        let amountMinor: bigint | undefined;
        if (body.amount !== undefined) {
          const order = await orders.byId(id, tx);
          if (!order) throw new AppError('not_found');
          amountMinor = parseAmountField(body.amount, await scaleOf(order.currency, tx), 'amount');
        }
        return deps.transitions.confirm(
          id,
          { actor: { kind: 'staff', staffId: member.staffId }, amountMinor },
          tx,
        );
      });
    },

    /** POST …/orders/{id}/decline (finance, audited): → declined with the reason. */
    async decline(
      member: StaffPrincipal,
      id: string,
      reason: string,
      requestId: string,
    ): Promise<AdminBuyOrder> {
      return decide(member, id, requestId, 'fiat_order.decline', (tx) =>
        deps.transitions.decline(
          id,
          { actor: { kind: 'staff', staffId: member.staffId }, reason },
          tx,
        ),
      );
    },

    /** POST …/orders/{id}/refund (finance, audited): the money went back; → refund. */
    async refund(
      member: StaffPrincipal,
      id: string,
      reason: string,
      requestId: string,
    ): Promise<AdminBuyOrder> {
      return decide(member, id, requestId, 'fiat_order.refund', (tx) =>
        deps.transitions.refund(
          id,
          { actor: { kind: 'staff', staffId: member.staffId }, reason },
          tx,
        ),
      );
    },
  };
}
