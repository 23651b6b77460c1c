import type { BalanceAmount } from '@wheelhouse/contracts/wallet';
import {
  DEFAULT_LOCALE,
  isSupportedLocale,
  type Locale,
} from '@wheelhouse/contracts/plain/locales';
import { applyDisplayFormat, formatAmount, parseAmount } from '@wheelhouse/contracts/plain/money';

/**
 * The shipped languages' digit symbols, as Intl gives them (the tests compare), every one grouping
 * by thousands: the first Intl formatter a page makes costs 20-45 ms on the main thread while ICU
 * starts, and the header's balance is on every signed-in page's first screen.
 */
export const NUMBER_SYMBOLS: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  ru: { group: '\u00a0', decimal: ',' },
  uk: { group: '\u00a0', decimal: ',' },
  kk: { group: '\u00a0', decimal: ',' },
};

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
  // The app speaks only the shipped languages; anything else reads as the default one.
  const { group, decimal } = NUMBER_SYMBOLS[isSupportedLocale(locale) ? locale : DEFAULT_LOCALE];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
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
