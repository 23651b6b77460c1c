// Zod-free: the player app's first load imports this without zod (issue 12). Its namesake in the
// parent folder re-exports it next to the schemas.
import { INT8_MAX } from './params';

/**
 * Money crosses the API as a decimal string in major units ("1500.00", "0.00012345") and lives
 * everywhere else as a bigint count of minor units at the currency's ledger scale.
 */
const DECIMAL = /^(0|[1-9]\d*)(?:\.(\d+))?$/;

/** The most minor units an amount may have: a PostgreSQL bigint's largest value. */
export const MAX_MINOR_UNITS = INT8_MAX;

export type ParseAmountResult =
  | { ok: true; minor: bigint }
  | { ok: false; rule: 'invalid_amount' | 'too_many_decimals' | 'negative' };

/**
 * Exact parse of a non-negative decimal string into minor units at `scale` decimals. Rejects
 * exponents, signs, spaces, leading zeros ("01"), a bare point, more decimals than `scale`, and
 * more minor units than a bigint column holds (MAX_MINOR_UNITS) unless `unbounded` (display code
 * formatting whatever number it is given).
 */
export function parseAmount(
  text: string,
  scale: number,
  options: { allowNegative?: boolean; unbounded?: boolean } = {},
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
  // Every amount column is a bigint: more minor units than it holds is no amount at all.
  if (minor > MAX_MINOR_UNITS && !options.unbounded) return { ok: false, rule: 'invalid_amount' };
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

/** Fills `{amount}` in a currency's displayFormat, e.g. "{amount} ₽" → "1 500.00 ₽". */
export function applyDisplayFormat(displayFormat: string, amount: string): string {
  return displayFormat.replace('{amount}', amount);
}

/**
 * An exchange rate as an exact positive fraction: 1 major unit of the base currency is worth
 * `numerator / denominator` major units of the quote currency. Always reduced (gcd 1).
 */
export interface Rate {
  numerator: bigint;
  denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function reduced(numerator: bigint, denominator: bigint): Rate {
  if (numerator <= 0n || denominator <= 0n) throw new RangeError('a rate must be positive');
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** Most decimals a rate may carry; enough for 1 UZS in BTC (~1e-9) with room to spare. */
export const RATE_MAX_DECIMALS = 18;

/** Exact parse of a positive decimal rate ("65000", "0.0000785"); null when not one. */
export function parseRate(text: string): Rate | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > RATE_MAX_DECIMALS) return null;
  const numerator = BigInt(whole + fraction);
  if (numerator === 0n) return null;
  return reduced(numerator, 10n ** BigInt(fraction.length));
}

/** The rate in the other direction: quote → base. */
export function invertRate(rate: Rate): Rate {
  return reduced(rate.denominator, rate.numerator);
}

/** a→b followed by b→c gives a→c, exactly. */
export function chainRates(first: Rate, second: Rate): Rate {
  return reduced(first.numerator * second.numerator, first.denominator * second.denominator);
}

/**
 * A rate as a decimal string with at most `decimals` decimals, rounded down; exact whenever the
 * fraction terminates within them. For display and audit only; money math uses the fraction.
 */
export function formatRate(rate: Rate, decimals = RATE_MAX_DECIMALS): string {
  const scaled = (rate.numerator * 10n ** BigInt(decimals)) / rate.denominator;
  const text = formatAmount(scaled, decimals);
  return decimals > 0 ? text.replace(/\.?0+$/, '') : text;
}

/**
 * Converts a non-negative amount in minor units of one currency (at `fromScale` decimals) into minor
 * units of another (at `toScale`) at `rate`.
 *
 * THE ROUNDING RULE (the only one in Wheelhouse): round DOWN, toward zero. The result is the largest
 * amount whose exact value does not exceed the exact converted value. Whichever way money moves —
 * a deposit credited to a player, a withdrawal paid out in another currency — the player receives at
 * most the exact value, so a conversion never creates money in the player's favour, and converting
 * there and back never yields more than was put in. The remainder (less than one minor unit of the
 * target currency) stays with the house.
 */
export function convertMinor(
  amountMinor: bigint,
  fromScale: number,
  toScale: number,
  rate: Rate,
): bigint {
  if (amountMinor < 0n) throw new RangeError('convertMinor takes a non-negative amount');
  const numerator = amountMinor * rate.numerator * 10n ** BigInt(toScale);
  const denominator = rate.denominator * 10n ** BigInt(fromScale);
  return numerator / denominator;
}
