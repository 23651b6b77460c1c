import {
  ZFiatDetailField,
  ZFiatMethodKind,
  type FiatConditionsResponse,
  type FiatDetailField,
  type FiatFeeLevel,
  type FiatPaymentMethod,
} from '@wheelhouse/contracts/fiat';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import type { Database } from '../../../platform/db/client';
import type { CurrenciesService } from '../../currencies';
import { seedDemoFiatMethods } from './demo-methods';
import { fiatMethodsRepository, type FiatMethodRow } from './repository';

/**
 * A stored decimal string (preset, fee level) at the currency's ledger scale ("500" → "500.00").
 * Staff input is checked on the way in; a value that still does not parse is shown as stored.
 */
function atScale(text: string, scale: number): string {
  const parsed = parseAmount(text, scale);
  return parsed.ok ? formatAmount(parsed.minor, scale) : text;
}

/** Stored field names that are still contract fields (a field dropped later is left out). */
function detailFields(names: readonly string[]): FiatDetailField[] {
  return names.flatMap((name) => {
    const parsed = ZFiatDetailField.safeParse(name);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * A `fiat_payment_methods` row as the contracts' FiatPaymentMethod (cashier spec §3): amounts are
 * major-unit strings at `scale` (the method currency's ledger scale); `buy` is null when deposits
 * are off, `sell` null when withdrawals are off.
 */
export function toFiatPaymentMethod(row: FiatMethodRow, scale: number): FiatPaymentMethod {
  const levels: FiatFeeLevel[] = row.sellLevels.map((level) => ({
    minAmount: atScale(level.minAmount, scale),
    percent: level.percent,
    fixed: atScale(level.fixed, scale),
  }));
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    iconBig: row.iconBig,
    label: row.label,
    method: ZFiatMethodKind.parse(row.method),
    currency: row.currency,
    priority: row.priority,
    buy: row.buyEnabled
      ? {
          minAmount: formatAmount(row.buyMinMinor, scale),
          maxAmount: formatAmount(row.buyMaxMinor, scale),
          multiplyOrdersAllowed: row.multiplyOrdersAllowed,
          externalDetailsFields: {
            required: detailFields(row.buyRequiredFields),
            optional: detailFields(row.buyOptionalFields),
          },
          valuePresets: row.valuePresets.map((preset) => atScale(preset, scale)),
        }
      : null,
    sell: row.sellEnabled
      ? {
          minAmount: formatAmount(row.sellMinMinor, scale),
          maxAmount: formatAmount(row.sellMaxMinor, scale),
          levels,
          subbanks: row.subbanks.map((subbank) => ({
            id: subbank.id,
            name: subbank.name,
            icon: subbank.icon,
            externalDetailsFields: {
              required: detailFields(subbank.externalDetailsFields.required),
              optional: detailFields(subbank.externalDetailsFields.optional),
            },
          })),
          requiredFields: detailFields(row.sellRequiredFields),
          optionalFields: detailFields(row.sellOptionalFields),
        }
      : null,
  };
}

export interface FiatMethodsServiceDeps {
  db: Database;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
}

/** The player-facing side of fiat methods: the conditions list (cashier spec §3, §9). */
export function fiatMethodsService(deps: FiatMethodsServiceDeps) {
  const repository = fiatMethodsRepository(deps.db);

  async function toMethod(row: FiatMethodRow): Promise<FiatPaymentMethod> {
    const currency = await deps.currencies.requireCurrency(row.currency);
    return toFiatPaymentMethod(row, currency.ledgerScale);
  }

  return {
    toMethod,

    /**
     * Every active method that offers a deposit or a withdrawal, highest priority first, and the
     * ids grouped behind "other". Answered even while payments are switched off: the player still
     * sees what exists, and creating an order is what refuses (payments_are_disabled).
     */
    /** Adds the demo methods and desk requisites that are missing (SEED_DEMO); how many methods. */
    seedDemo(): Promise<number> {
      return seedDemoFiatMethods(deps);
    },

    async conditions(): Promise<FiatConditionsResponse> {
      const rows = (await repository.listActive()).filter(
        (row) => row.buyEnabled || row.sellEnabled,
      );
      const methods = await Promise.all(rows.map(toMethod));
      return {
        methods,
        other: rows.filter((row) => row.isOther).map((row) => row.id),
      };
    },
  };
}

export type FiatMethodsService = ReturnType<typeof fiatMethodsService>;
