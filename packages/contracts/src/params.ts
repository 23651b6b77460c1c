import { z } from 'zod';
import { INT4_MAX, INT8_MAX } from './plain/params';

/**
 * Path parameters shared by every route. Each names exactly the values a row can have, so a path id
 * is checked before any query runs: NUL bytes and other control characters, ids past the column's
 * range (`9223372036854775808`), exponents (`1e3`), signs, spaces, leading zeros and traversal
 * (`../`) are a 400 validation_error, never a database error or a 500.
 */

export { INT4_MAX, INT8_MAX } from './plain/params';

const DIGITS_ID = /^[1-9]\d{0,18}$/;

/** True for the plain decimal digits of an id of a serial (int4) column: 1–2147483647. */
export function isSerialId(text: string): boolean {
  return DIGITS_ID.test(text) && text.length <= 10 && Number(text) <= INT4_MAX;
}

/** True for the plain decimal digits of an id of a bigserial (int8) column: 1–9223372036854775807. */
export function isBigSerialId(text: string): boolean {
  return DIGITS_ID.test(text) && BigInt(text) <= INT8_MAX;
}

/** The id of a row of a serial (int4) table: 1–2147483647 in plain digits; parsed to a number. */
export const ZSerialId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .refine(isSerialId, { message: `at most ${INT4_MAX}` })
  .transform(Number)
  .describe('A row id: 1–2147483647, plain digits');

/** The id of a row of a bigserial (int8) table: 1–9223372036854775807 in plain digits, kept as text. */
export const ZBigSerialId = z
  .string()
  .regex(DIGITS_ID)
  .refine(isBigSerialId, { message: `at most ${INT8_MAX}` })
  .describe('A row id: 1–9223372036854775807, plain digits');

/**
 * An id we generate as text: a transaction, order or withdrawal id (`tx_…`), a file id
 * (`file_…`), a player's global id, a simulated processor's invoice id (`sim_inv_…`).
 */
export const ZTextId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .describe('An id: 1–64 letters, digits, `_` or `-`');

/** A lower-case slug chosen by staff (a payment method id, a game category or provider value). */
export const ZSlugParam = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/)
  .describe('A lower-case slug: letters, digits, `_` or `-`, at most 64');

/** A currency or crypto method code in a path (`USD`, `USDT-TRC20`). */
export const ZCodeParam = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,19}$/)
  .describe('A code: letters, digits, `_` or `-`, at most 20');
