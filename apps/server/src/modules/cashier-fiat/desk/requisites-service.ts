import type {
  AdminRequisite,
  AdminRequisitesResponse,
  CreateRequisiteRequest,
  UpdateRequisiteRequest,
} from '@wheelhouse/contracts/admin-fiat-desk';
import type { FieldError } from '@wheelhouse/contracts/errors';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import { staffHasRole, type StaffPrincipal } from '../../../platform/auth-hooks';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { runAudited, type AuditEntry } from '../../../platform/audit';
import type { CurrenciesService } from '../../currencies';
import { startOfUtcDay } from '../buy-orders/service';
import { fiatMethodsRepository } from '../methods/repository';
import {
  requisitesRepository,
  type RequisiteChange,
  type RequisiteRow,
} from '../requisites/repository';

export interface DeskRequisitesDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
}

/**
 * The P2P desk's requisites (issue 5 scope 4): the payment details deposit orders are given, with
 * today's use. Finance role (admins pass); every change commits with its audit row (before and
 * after) through runAudited.
 */
export function deskRequisites(deps: DeskRequisitesDeps) {
  const requisites = requisitesRepository(deps.db);
  const methods = fiatMethodsRepository(deps.db);

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
  };
}
