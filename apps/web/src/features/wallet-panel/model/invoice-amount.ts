import type { FieldError } from '@wheelhouse/contracts/errors';
import { parseAmount } from '@wheelhouse/contracts/money';

/** The most decimals any listed currency has (TON, 9). */
const SCALE = 9;

/** Typing aid: a comma is a decimal point; anything but digits and one point is dropped. */
export function decimalInput(text: string): string {
  const cleaned = text.replace(',', '.').replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  return point === -1
    ? cleaned
    : `${cleaned.slice(0, point + 1)}${cleaned.slice(point + 1).replace(/\./g, '')}`;
}

/**
 * Cashier spec §5 "Crypto bot": a decimal amount, at least the method's minimum (minimum_amount,
 * with amount and currency); null when valid. The server checks again at the currency's scale.
 */
export function invoiceAmountError(
  amount: string,
  min: string,
  currency: string,
): FieldError | null {
  const parsed = parseAmount(amount, SCALE);
  if (!parsed.ok || parsed.minor <= 0n) return { key: 'Validation.invalid_amount' };
  const minimum = parseAmount(min, SCALE);
  if (minimum.ok && parsed.minor < minimum.minor)
    return { key: 'Validation.minimum_amount', params: { amount: min, currency } };
  return null;
}
