import { formatExactAmount } from '../../lib/money/format-exact-amount';

/** "12.5000" → "12.50×" in the locale's digits: multipliers are shown with 2 decimals at least. */
export function formatMultiplierText(multiplier: string, locale: string): string {
  return `${formatExactAmount(multiplier, locale, 2)}×`;
}

/** An exact amount with its currency code: "1,500.00 USD". */
export function formatMoney(amount: string, currency: string, locale: string): string {
  return `${formatExactAmount(amount, locale, 2)} ${currency}`;
}

export function isWin(multiplier: string): boolean {
  return Number(multiplier) > 0;
}
