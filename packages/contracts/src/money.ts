import { z } from 'zod';

/**
 * Money crosses the API as a decimal string in major units ("1500.00", "0.00012345") and lives
 * everywhere else as a bigint count of minor units at the currency's ledger scale.
 */
const DECIMAL = /^(0|[1-9]\d*)(?:\.(\d+))?$/;

export type ParseAmountResult =
  | { ok: true; minor: bigint }
  | { ok: false; rule: 'invalid_amount' | 'too_many_decimals' | 'negative' };

/**
 * Exact parse of a non-negative decimal string into minor units at `scale` decimals. Rejects
 * exponents, signs, spaces, leading zeros ("01"), a bare point, and more decimals than `scale`.
 */
export function parseAmount(
  text: string,
  scale: number,
  options: { allowNegative?: boolean } = {},
): ParseAmountResult {
  let body = text;
  let negative = false;
  if (body.startsWith('-')) {
    if (!options.allowNegative) return { ok: false, rule: 'negative' };
    negative = true;
    body = body.slice(1);
  }
  const match = DECIMAL.exec(body);
  if (!match) return { ok: false, rule: 'invalid_amount' };
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > scale) return { ok: false, rule: 'too_many_decimals' };
  const minor = BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  return { ok: true, minor: negative ? -minor : minor };
}

/** Minor units to a decimal string with exactly `scale` decimals ("1500.00"). */
export function formatAmount(minor: bigint, scale: number): string {
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  const unit = 10n ** BigInt(scale);
  const whole = absolute / unit;
  const fraction = (absolute % unit).toString().padStart(scale, '0');
  const text = scale > 0 ? `${whole}.${fraction}` : whole.toString();
  return negative ? `-${text}` : text;
}

/** A decimal amount string as the API carries it (sign optional only where a schema allows it). */
export const ZAmountString = z
  .string()
  .regex(/^-?(0|[1-9]\d*)(\.\d+)?$/)
  .describe('Decimal amount in major units, e.g. "1500.00"');

/** Fills `{amount}` in a currency's displayFormat, e.g. "{amount} ₽" → "1 500.00 ₽". */
export function applyDisplayFormat(displayFormat: string, amount: string): string {
  return displayFormat.replace('{amount}', amount);
}
