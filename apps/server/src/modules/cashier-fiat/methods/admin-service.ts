import type {
  AdminPaymentMethod,
  AdminPaymentMethodsResponse,
  CreatePaymentMethod,
  UpdatePaymentMethodRequest,
} from '@wheelhouse/contracts/admin-payment-methods';
import type { FieldError } from '@wheelhouse/contracts/errors';
import { ZFiatDetailField, ZFiatMethodKind, type FiatFeeLevel } from '@wheelhouse/contracts/fiat';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import { staffHasRole, type StaffPrincipal } from '../../../platform/auth-hooks';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { runAudited, type AuditEntry, type AuditedWork } from '../../../platform/audit';
import type { CurrenciesService } from '../../currencies';
import { methodIconPath } from './icons';
import {
  fiatMethodsRepository,
  type FiatMethodChange,
  type FiatMethodRow,
  type NewFiatMethodRow,
} from './repository';

export interface FiatMethodsAdminDeps {
  db: Database;
  clock: Clock;
  currencies: Pick<CurrenciesService, 'getCurrency' | 'requireCurrency'>;
  /** Writes a back-office audit row inside the given transaction (the admin module's recordAudit). */
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
}

type Fields = Record<string, FieldError>;

const amountError = (rule: string, scale: number): FieldError =>
  rule === 'too_many_decimals'
    ? { key: 'Validation.too_many_decimals', params: { max: scale } }
    : { key: 'Validation.invalid_amount' };

/** A back-office view of the row: amounts at the currency's ledger scale. */
export function toAdminPaymentMethod(row: FiatMethodRow, scale: number): AdminPaymentMethod {
  const format = (minor: bigint) => formatAmount(minor, scale);
  const fields = (names: readonly string[]) =>
    names.flatMap((name) => {
      const parsed = ZFiatDetailField.safeParse(name);
      return parsed.success ? [parsed.data] : [];
    });
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    iconBig: row.iconBig,
    label: row.label,
    method: ZFiatMethodKind.parse(row.method),
    currency: row.currency,
    priority: row.priority,
    isOther: row.isOther,
    active: row.active,
    processor: row.processor,
    orderTtlSeconds: row.orderTtlSeconds,
    buyEnabled: row.buyEnabled,
    buyMinAmount: format(row.buyMinMinor),
    buyMaxAmount: format(row.buyMaxMinor),
    multiplyOrdersAllowed: row.multiplyOrdersAllowed,
    buyRequiredFields: fields(row.buyRequiredFields),
    buyOptionalFields: fields(row.buyOptionalFields),
    valuePresets: [...row.valuePresets],
    sellEnabled: row.sellEnabled,
    sellMinAmount: format(row.sellMinMinor),
    sellMaxAmount: format(row.sellMaxMinor),
    sellLevels: row.sellLevels.map((level) => ({ ...level })),
    sellRequiredFields: fields(row.sellRequiredFields),
    sellOptionalFields: fields(row.sellOptionalFields),
    subbanks: row.subbanks.map((subbank) => ({
      ...subbank,
      externalDetailsFields: {
        required: fields(subbank.externalDetailsFields.required),
        optional: fields(subbank.externalDetailsFields.optional),
      },
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The input's amounts in minor units and normalised strings; bad ones are added to `fields`. */
function parsedInput(
  input: UpdatePaymentMethodRequest,
  scale: number,
  fields: Fields,
): FiatMethodChange {
  const limit = (field: string, text: string | undefined): bigint | undefined => {
    if (text === undefined) return undefined;
    const parsed = parseAmount(text, scale);
    if (!parsed.ok) fields[field] = amountError(parsed.rule, scale);
    else if (parsed.minor <= 0n) fields[field] = { key: 'Validation.invalid_amount' };
    else return parsed.minor;
    return undefined;
  };
  /** A non-negative amount re-formatted at the scale ("500" → "500.00"). */
  const decimal = (field: string, text: string): string => {
    const parsed = parseAmount(text, scale);
    if (parsed.ok) return formatAmount(parsed.minor, scale);
    fields[field] = amountError(parsed.rule, scale);
    return text;
  };
  const { buyMinAmount, buyMaxAmount, sellMinAmount, sellMaxAmount, ...rest } = input;
  const change: FiatMethodChange = {
    ...rest,
    buyMinMinor: limit('buyMinAmount', buyMinAmount),
    buyMaxMinor: limit('buyMaxAmount', buyMaxAmount),
    sellMinMinor: limit('sellMinAmount', sellMinAmount),
    sellMaxMinor: limit('sellMaxAmount', sellMaxAmount),
    valuePresets: input.valuePresets?.map((preset, index) =>
      decimal(`valuePresets.${index}`, preset),
    ),
    sellLevels: input.sellLevels?.map((level, index): FiatFeeLevel => ({
      minAmount: decimal(`sellLevels.${index}.minAmount`, level.minAmount),
      percent: level.percent,
      fixed: decimal(`sellLevels.${index}.fixed`, level.fixed),
    })),
  };
  return Object.fromEntries(
    Object.entries(change).filter(([, value]) => value !== undefined),
  ) as FiatMethodChange;
}

/** Each name once, and never both required and optional. */
function checkFieldLists(
  required: readonly string[],
  optional: readonly string[],
  requiredKey: string,
  optionalKey: string,
  fields: Fields,
) {
  const seen = new Set<string>();
  for (const [index, name] of required.entries()) {
    if (seen.has(name)) fields[`${requiredKey}.${index}`] ??= duplicate(name);
    seen.add(name);
  }
  const seenOptional = new Set<string>();
  for (const [index, name] of optional.entries()) {
    if (seen.has(name) || seenOptional.has(name))
      fields[`${optionalKey}.${index}`] ??= duplicate(name);
    seenOptional.add(name);
  }
}

const duplicate = (value: string): FieldError => ({
  key: 'Validation.duplicate',
  params: { value },
});

/**
 * The rules that involve more than one field, on the method as it would be saved (`row`): each
 * side's min ≤ max, presets within the buy limits, fee levels strictly ascending, field lists
 * without repeats, subbank ids unique. `input` says which field a min/max conflict is reported on.
 */
function checkMethod(
  row: Omit<NewFiatMethodRow, 'id' | 'currency'> & FiatMethodRowLimits,
  input: UpdatePaymentMethodRequest,
  scale: number,
  fields: Fields,
) {
  const minAboveMax = (side: 'buy' | 'sell', min: bigint, max: bigint) => {
    if (min <= max) return;
    const field = input[`${side}MaxAmount`] !== undefined ? `${side}MaxAmount` : `${side}MinAmount`;
    fields[field] ??= { key: 'Validation.min_above_max' };
  };
  minAboveMax('buy', row.buyMinMinor, row.buyMaxMinor);
  minAboveMax('sell', row.sellMinMinor, row.sellMaxMinor);

  const limits = {
    min: formatAmount(row.buyMinMinor, scale),
    max: formatAmount(row.buyMaxMinor, scale),
  };
  for (const [index, preset] of (row.valuePresets ?? []).entries()) {
    const parsed = parseAmount(preset, scale);
    if (parsed.ok && (parsed.minor < row.buyMinMinor || parsed.minor > row.buyMaxMinor))
      fields[`valuePresets.${index}`] ??= {
        key: 'Validation.preset_outside_limits',
        params: limits,
      };
  }

  let previous: bigint | undefined;
  for (const [index, level] of (row.sellLevels ?? []).entries()) {
    const parsed = parseAmount(level.minAmount, scale);
    if (!parsed.ok) continue;
    if (previous !== undefined && parsed.minor <= previous)
      fields[`sellLevels.${index}.minAmount`] ??= { key: 'Validation.levels_not_ascending' };
    previous = parsed.minor;
  }

  checkFieldLists(
    row.buyRequiredFields ?? [],
    row.buyOptionalFields ?? [],
    'buyRequiredFields',
    'buyOptionalFields',
    fields,
  );
  checkFieldLists(
    row.sellRequiredFields ?? [],
    row.sellOptionalFields ?? [],
    'sellRequiredFields',
    'sellOptionalFields',
    fields,
  );
  const subbankIds = new Set<string>();
  for (const [index, subbank] of (row.subbanks ?? []).entries()) {
    if (subbankIds.has(subbank.id)) fields[`subbanks.${index}.id`] ??= duplicate(subbank.id);
    subbankIds.add(subbank.id);
    checkFieldLists(
      subbank.externalDetailsFields.required,
      subbank.externalDetailsFields.optional,
      `subbanks.${index}.externalDetailsFields.required`,
      `subbanks.${index}.externalDetailsFields.optional`,
      fields,
    );
  }
}

interface FiatMethodRowLimits {
  buyMinMinor: bigint;
  buyMaxMinor: bigint;
  sellMinMinor: bigint;
  sellMaxMinor: bigint;
}

function failIfAny(fields: Fields) {
  if (Object.keys(fields).length > 0) throw new AppError('validation_error', { fields });
}

/** `/api/admin/payment-methods` (finance; admin passes): list, create and change fiat methods. */
export function fiatMethodsAdminService(deps: FiatMethodsAdminDeps) {
  const repository = fiatMethodsRepository(deps.db);

  function requireFinance(member: StaffPrincipal) {
    if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
  }

  const audited = <T>(member: StaffPrincipal, requestId: string, work: AuditedWork<T>) =>
    runAudited(deps, member, requestId, work);

  /** A fiat currency we know, else 400 on `currency`. */
  async function fiatCurrency(code: string) {
    const currency = await deps.currencies.getCurrency(code);
    if (!currency || currency.kind !== 'fiat')
      throw new AppError('validation_error', {
        fields: { currency: { key: 'Validation.currency_not_supported' } },
      });
    return currency;
  }

  return {
    /** Every method, active or not, highest priority first. */
    async list(member: StaffPrincipal): Promise<AdminPaymentMethodsResponse> {
      requireFinance(member);
      const rows = await repository.list();
      const items = await Promise.all(
        rows.map(async (row) =>
          toAdminPaymentMethod(
            row,
            (await deps.currencies.requireCurrency(row.currency)).ledgerScale,
          ),
        ),
      );
      return { items };
    },

    /**
     * Creates the method (audited). 400 with fields for bad amounts, min above max, presets outside
     * the buy limits, fee levels not ascending, repeated fields, an unknown or non-fiat currency, a
     * missing limit of an enabled side; 409 conflict when the id is taken.
     */
    async create(
      member: StaffPrincipal,
      input: CreatePaymentMethod,
      requestId: string,
    ): Promise<AdminPaymentMethod> {
      requireFinance(member);
      const currency = await fiatCurrency(input.currency);
      const scale = currency.ledgerScale;
      const fields: Fields = {};
      const { id, currency: code, ...settable } = input;
      const change = parsedInput(settable, scale, fields);
      for (const side of ['buy', 'sell'] as const) {
        if (!input[`${side}Enabled`]) continue;
        for (const end of ['Min', 'Max'] as const)
          if (input[`${side}${end}Amount`] === undefined)
            fields[`${side}${end}Amount`] = { key: 'Validation.required' };
      }
      // A disabled side may leave its limits out; the smallest unit stands in (never shown).
      const row: NewFiatMethodRow = {
        icon: methodIconPath(id),
        iconBig: methodIconPath(id, 'big'),
        ...change,
        id,
        currency: code,
        name: settable.name,
        label: settable.label,
        method: settable.method,
        buyMinMinor: change.buyMinMinor ?? 1n,
        buyMaxMinor: change.buyMaxMinor ?? change.buyMinMinor ?? 1n,
        sellMinMinor: change.sellMinMinor ?? 1n,
        sellMaxMinor: change.sellMaxMinor ?? change.sellMinMinor ?? 1n,
      };
      checkMethod(row, settable, scale, fields);
      failIfAny(fields);
      return audited(member, requestId, async (tx) => {
        const now = deps.clock.now();
        const created = await repository.insert({ ...row, createdAt: now, updatedAt: now }, tx);
        if (!created)
          throw new AppError('conflict', {
            message: `A payment method with id ${id} exists`,
            fields: { id: { key: 'Validation.taken' } },
          });
        const view = toAdminPaymentMethod(created, scale);
        return {
          result: view,
          audit: {
            action: 'payment_method.create',
            targetType: 'payment_method',
            targetId: id,
            before: null,
            after: view,
          },
        };
      });
    },

    /**
     * Changes the method (audited, before and after). The rules of create apply to the method as
     * it would be saved, so a new max below the stored min is refused. 404 for an unknown id.
     */
    async update(
      member: StaffPrincipal,
      id: string,
      patch: UpdatePaymentMethodRequest,
      requestId: string,
    ): Promise<AdminPaymentMethod> {
      requireFinance(member);
      return audited(member, requestId, async (tx) => {
        const before = await repository.findForUpdate(id, tx);
        if (!before) throw new AppError('not_found');
        const scale = (await deps.currencies.requireCurrency(before.currency, tx)).ledgerScale;
        const fields: Fields = {};
        const change = parsedInput(patch, scale, fields);
        checkMethod({ ...before, ...change }, patch, scale, fields);
        failIfAny(fields);
        const after = Object.keys(change).length
          ? await repository.update(id, { ...change, updatedAt: deps.clock.now() }, tx)
          : before;
        if (!after) throw new AppError('not_found');
        const view = toAdminPaymentMethod(after, scale);
        return {
          result: view,
          audit: {
            action: 'payment_method.update',
            targetType: 'payment_method',
            targetId: id,
            before: toAdminPaymentMethod(before, scale),
            after: view,
          },
        };
      });
    },
  };
}

export type FiatMethodsAdminService = ReturnType<typeof fiatMethodsAdminService>;
