import type {
  AdminBuyOrder,
  AdminBuyOrdersQuery,
  AdminBuyOrdersResponse,
  AdminRequisite,
  AdminRequisitesResponse,
  CreateRequisiteRequest,
  DeskConfirmRequest,
  FiatPlayerFlags,
  SetFiatPlayerFlagsRequest,
  UpdateRequisiteRequest,
} from '@wheelhouse/contracts/admin-fiat-desk';
import type { FieldError } from '@wheelhouse/contracts/errors';
import { ZFiatDetails, ZFiatMethodKind, type FiatOrderStatus } from '@wheelhouse/contracts/fiat';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import { parseAmountField } from '../../../platform/amount-field';
import { staffHasRole, type StaffPrincipal } from '../../../platform/auth-hooks';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import type { FileStore, StoredFileRow } from '../../../platform/file-store';
import { runAudited, type AuditEntry } from '../../admin';
import type { CurrenciesService } from '../../currencies';
import type { UsersService } from '../../users';
import type { BuyTransitionResult, BuyTransitions } from '../buy-orders/transitions';
import { playerFlagsRepository } from '../player-flags/repository';
import { fiatMethodsRepository, type FiatMethodRow } from '../methods/repository';
import { ordersRepository, type BuyOrderRow, type BuyStatus } from '../buy-orders/repository';
import {
  requisitesRepository,
  type RequisiteChange,
  type RequisiteRow,
} from '../requisites/repository';
import { startOfUtcDay } from '../buy-orders/service';

export interface FiatDeskDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  users: Pick<UsersService, 'accessById' | 'accessByGlobalId'>;
  files: Pick<FileStore, 'byId'>;
  transitions: BuyTransitions;
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
  onCommitted: () => void;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The P2P desk's deposit side (issue 5 scope 4): requisites, the buy-order queue, and confirm /
 * decline / refund. Finance role (admins pass every check); every change and its audit row
 * (before and after) commit together through runAudited, with the order's history status and
 * events in the same transaction. Receipts are readable by finance and support.
 */
export function fiatDeskService(deps: FiatDeskDeps) {
  const orders = ordersRepository(deps.db);
  const requisites = requisitesRepository(deps.db);
  const methods = fiatMethodsRepository(deps.db);
  const flags = playerFlagsRepository(deps.db);

  function requireFinance(member: StaffPrincipal) {
    if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
  }

  async function scaleOf(currency: string, executor?: Database) {
    return (await deps.currencies.requireCurrency(currency, executor)).ledgerScale;
  }

  async function requisiteView(
    row: RequisiteRow,
    executor: Database = deps.db,
  ): Promise<AdminRequisite> {
    const method = await methods.findById(row.methodId, executor);
    const currency = method?.currency ?? deps.houseCurrency;
    const scale = await scaleOf(currency, executor);
    const used =
      (await requisites.loadSince([row.id], startOfUtcDay(deps.clock.now()), executor)).get(
        row.id,
      ) ?? 0n;
    return {
      id: row.id,
      methodId: row.methodId,
      currency,
      card: row.card,
      phone: row.phone,
      accountNumber: row.accountNumber,
      bankName: row.bankName,
      recipientName: row.recipientName,
      minAmount: formatAmount(row.minMinor, scale),
      maxAmount: formatAmount(row.maxMinor, scale),
      dailyLimit: formatAmount(row.dailyLimitMinor, scale),
      usedToday: formatAmount(used, scale),
      active: row.active,
    };
  }

  /** The request's fields in minor units; every bad one reported at once. */
  function requisiteChange(
    body: UpdateRequisiteRequest,
    scale: number,
    before: RequisiteRow | undefined,
  ): RequisiteChange {
    const fields: Record<string, FieldError> = {};
    const amount = (field: 'minAmount' | 'maxAmount' | 'dailyLimit') => {
      const text = body[field];
      if (text === undefined) return undefined;
      const parsed = parseAmount(text, scale);
      if (parsed.ok && parsed.minor > 0n) return parsed.minor;
      fields[field] =
        !parsed.ok && parsed.rule === 'too_many_decimals'
          ? { key: 'Validation.too_many_decimals', params: { max: scale } }
          : { key: 'Validation.invalid_amount' };
      return undefined;
    };
    const change: RequisiteChange = {
      card: body.card,
      phone: body.phone,
      accountNumber: body.accountNumber,
      bankName: body.bankName,
      recipientName: body.recipientName,
      minMinor: amount('minAmount'),
      maxMinor: amount('maxAmount'),
      dailyLimitMinor: amount('dailyLimit'),
      active: body.active,
    };
    const min = change.minMinor ?? before?.minMinor;
    const max = change.maxMinor ?? before?.maxMinor;
    const daily = change.dailyLimitMinor ?? before?.dailyLimitMinor;
    if (min !== undefined && max !== undefined && min > max && !fields.maxAmount)
      fields.maxAmount = { key: 'Validation.min_above_max' };
    if (max !== undefined && daily !== undefined && max > daily && !fields.dailyLimit)
      fields.dailyLimit = { key: 'Validation.min_above_max' };
    const card = change.card === undefined ? before?.card : change.card;
    const phone = change.phone === undefined ? before?.phone : change.phone;
    const account =
      change.accountNumber === undefined ? before?.accountNumber : change.accountNumber;
    if (!card && !phone && !account) fields.card = { key: 'Validation.required' };
    if (Object.keys(fields).length > 0) throw new AppError('validation_error', { fields });
    return Object.fromEntries(
      Object.entries(change).filter(([, value]) => value !== undefined),
    ) as RequisiteChange;
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
    /** GET /api/admin/fiat/requisites (finance): every requisite with today's use. */
    async listRequisites(
      member: StaffPrincipal,
      methodId?: string,
    ): Promise<AdminRequisitesResponse> {
      requireFinance(member);
      const rows = await requisites.list(methodId);
      return { items: await Promise.all(rows.map((row) => requisiteView(row))) };
    },

    /** POST /api/admin/fiat/requisites (finance, audited): 404 for an unknown method. */
    async createRequisite(
      member: StaffPrincipal,
      body: CreateRequisiteRequest,
      requestId: string,
    ): Promise<AdminRequisite> {
      requireFinance(member);
      return runAudited(deps, member, requestId, async (tx) => {
        const method = await methods.findById(body.methodId, tx);
        if (!method) throw new AppError('not_found', { message: 'No such payment method' });
        const change = requisiteChange(body, await scaleOf(method.currency, tx), undefined);
        for (const field of ['minMinor', 'maxMinor', 'dailyLimitMinor'] as const)
          if (change[field] === undefined)
            throw new AppError('validation_error', {
              fields: {
                [{ minMinor: 'minAmount', maxMinor: 'maxAmount', dailyLimitMinor: 'dailyLimit' }[
                  field
                ]]: { key: 'Validation.required' },
              },
            });
        const row = await requisites.insert(
          {
            methodId: method.id,
            card: change.card ?? null,
            phone: change.phone ?? null,
            accountNumber: change.accountNumber ?? null,
            bankName: body.bankName,
            recipientName: body.recipientName,
            minMinor: change.minMinor!,
            maxMinor: change.maxMinor!,
            dailyLimitMinor: change.dailyLimitMinor!,
            active: body.active,
          },
          tx,
        );
        const view = await requisiteView(row, tx);
        return {
          result: view,
          audit: {
            action: 'fiat_requisite.create',
            targetType: 'p2p_requisite',
            targetId: String(row.id),
            before: null,
            after: view,
          },
        };
      });
    },

    /** PATCH /api/admin/fiat/requisites/{id} (finance, audited): 404 for an unknown id. */
    async updateRequisite(
      member: StaffPrincipal,
      id: number,
      body: UpdateRequisiteRequest,
      requestId: string,
    ): Promise<AdminRequisite> {
      requireFinance(member);
      return runAudited(deps, member, requestId, async (tx) => {
        const before = await requisites.forUpdate(id, tx);
        if (!before) throw new AppError('not_found');
        const method = await methods.findById(before.methodId, tx);
        const scale = await scaleOf(method?.currency ?? deps.houseCurrency, tx);
        const change = requisiteChange(body, scale, before);
        const after = Object.keys(change).length ? await requisites.update(id, change, tx) : before;
        if (!after) throw new AppError('not_found');
        const view = await requisiteView(after, tx);
        return {
          result: view,
          audit: {
            action: 'fiat_requisite.update',
            targetType: 'p2p_requisite',
            targetId: String(id),
            before: await requisiteView(before, tx),
            after: view,
          },
        };
      });
    },

    /** GET /api/admin/fiat/orders (finance): deposit orders, newest first, with paging meta. */
    async queue(
      member: StaffPrincipal,
      query: AdminBuyOrdersQuery,
    ): Promise<AdminBuyOrdersResponse> {
      requireFinance(member);
      const { rows, total } = await orders.queue({
        status: query.status as BuyStatus | undefined,
        methodId: query.methodId,
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

    /** GET /api/admin/fiat/players/{globalId}/flags (finance): 404 for an unknown player. */
    async playerFlags(member: StaffPrincipal, globalId: string): Promise<FiatPlayerFlags> {
      requireFinance(member);
      const access = await deps.users.accessByGlobalId(globalId);
      if (!access) throw new AppError('not_found');
      return flags.of(access.userId);
    },

    /**
     * PUT /api/admin/fiat/players/{globalId}/flags (finance, audited): restricts or frees the
     * player's fiat deposits (wallet_buy_banned) or all fiat orders (wallet_fiat_banned). Orders
     * already open go on.
     */
    async setPlayerFlags(
      member: StaffPrincipal,
      globalId: string,
      body: SetFiatPlayerFlagsRequest,
      requestId: string,
    ): Promise<FiatPlayerFlags> {
      requireFinance(member);
      const access = await deps.users.accessByGlobalId(globalId);
      if (!access) throw new AppError('not_found');
      return runAudited(deps, member, requestId, async (tx) => {
        const before = await flags.of(access.userId, tx);
        const after = await flags.set(
          access.userId,
          { buyBanned: body.buyBanned, fiatBanned: body.fiatBanned, reason: body.reason || null },
          member.staffId,
          deps.clock.now(),
          tx,
        );
        return {
          result: after,
          audit: {
            action: 'fiat_player_flags.set',
            targetType: 'user',
            targetId: globalId,
            before,
            after,
          },
        };
      });
    },

    /** GET /api/admin/files/{id} (finance or support): any player's upload. */
    async file(member: StaffPrincipal, id: string): Promise<StoredFileRow> {
      if (!staffHasRole(member, ['finance', 'support'])) throw new AppError('forbidden');
      const file = await deps.files.byId(id);
      if (!file) throw new AppError('not_found');
      return file;
    },
  };
}

export type FiatDeskService = ReturnType<typeof fiatDeskService>;
