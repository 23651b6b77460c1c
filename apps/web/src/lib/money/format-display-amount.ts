import type { BalanceAmount } from '@wheelhouse/contracts/wallet';
import { applyDisplayFormat, formatAmount, parseAmount } from '@wheelhouse/contracts/plain/money';

interface NumberSymbols {
  grouping: Intl.NumberFormat;
  decimal: string;
}

const symbolsByLocale = new Map<string, NumberSymbols>();

function numberSymbols(locale: string): NumberSymbols {
  let symbols = symbolsByLocale.get(locale);
  if (!symbols) {
    const grouping = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 });
    const decimal =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
        ?.value ?? '.';
    symbols = { grouping, decimal };
    symbolsByLocale.set(locale, symbols);
  }
  return symbols;
}

/**
 * An exact decimal string shown with `precision` decimals and the locale's digit grouping
 * ("1500.129", 2, "en" → "1,500.12"). Extra decimals are cut, not rounded: a balance must never
 * look larger than the money the player can actually spend. Digits stay in bigint throughout.
 */
export function formatDecimal(value: string, precision: number, locale: string): string {
  const decimals = value.split('.')[1]?.length ?? 0;
  const scale = Math.max(decimals, precision);
  // Display only: any number the server sends is shown, whatever its size.
  const parsed = parseAmount(value, scale, { allowNegative: true, unbounded: true });
  // The contracts already checked the string; an impossible value is shown as the server sent it.
  if (!parsed.ok) return value;
  const truncated = parsed.minor / 10n ** BigInt(scale - precision);
  const plain = formatAmount(truncated, precision);
  const negative = plain.startsWith('-');
  const [whole = '0', fraction] = (negative ? plain.slice(1) : plain).split('.');
  const { grouping, decimal } = numberSymbols(locale);
  const grouped = grouping.format(BigInt(whole));
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : decimal + fraction}`;
}

/** A Balance amount in the viewer's primary currency, e.g. "$1,500.00" or "1 500,00 ₽". */
export function formatPrimaryAmount(
  amount: Pick<BalanceAmount, 'primaryValue' | 'primaryPrecision' | 'currency'>,
  locale: string,
): string {
  return applyDisplayFormat(
    amount.currency.displayFormat,
    formatDecimal(amount.primaryValue, amount.primaryPrecision, locale),
  );
}
