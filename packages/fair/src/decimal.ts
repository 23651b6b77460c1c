import { fail, ok, type FairResult } from './result';

const DECIMAL = /^(0|[1-9]\d*)(?:\.(\d+))?$/;

/**
 * Reads a non-negative decimal given as a string or a number into an integer count of
 * 1/10^`decimals` units, exactly. A number is read through its shortest round-trip text
 * (`String(0.29)` is "0.29"), so what a player typed is what is checked; exponents, signs and more
 * decimals than allowed are refused.
 */
export function parseFixed(field: string, value: unknown, decimals: number): FairResult<bigint> {
  if (value === undefined || value === null) return fail(field, 'required');
  if (typeof value !== 'string' && typeof value !== 'number') {
    return fail(field, 'invalid_type', { expected: 'number' });
  }
  const match = DECIMAL.exec(String(value));
  if (!match) return fail(field, 'invalid_format');
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) return fail(field, 'too_many_decimals', { max: decimals });
  return ok(
    BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0'),
  );
}

/** Integer units back to text with exactly `decimals` decimals (5050n, 2 → "50.50"). */
export function formatFixed(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const whole = units / scale;
  if (decimals === 0) return whole.toString();
  return `${whole}.${(units % scale).toString().padStart(decimals, '0')}`;
}

/** An integer parameter within [min, max] (a nonce, a mine count, a row count, a tile). */
export function parseIntegerIn(
  field: string,
  value: unknown,
  min: number,
  max: number,
): FairResult<number> {
  if (value === undefined || value === null) return fail(field, 'required');
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    return fail(field, 'invalid_type', { expected: 'integer' });
  }
  if (value < min) return fail(field, 'min', { min });
  if (value > max) return fail(field, 'max', { max });
  return ok(value);
}

/** One of a fixed set of string values (a risk level, a direction). */
export function parseOneOf<T extends string>(
  field: string,
  value: unknown,
  allowed: readonly T[],
): FairResult<T> {
  if (value === undefined || value === null) return fail(field, 'required');
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    return fail(field, 'invalid_value', { allowed: allowed.join(', ') });
  }
  return ok(value as T);
}
