import { formatFixed } from './decimal';

/**
 * An exact non-negative fraction of bigints, enough to state return-to-player figures without
 * rounding: each game's RTP is computed as a Ratio and only turned into a decimal for display.
 */
export interface Ratio {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function ratio(numerator: bigint, denominator: bigint): Ratio {
  if (denominator <= 0n) throw new RangeError('ratio denominator must be positive');
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

export function addRatios(a: Ratio, b: Ratio): Ratio {
  return ratio(
    a.numerator * b.denominator + b.numerator * a.denominator,
    a.denominator * b.denominator,
  );
}

export function multiplyRatios(a: Ratio, b: Ratio): Ratio {
  return ratio(a.numerator * b.numerator, a.denominator * b.denominator);
}

/** −1, 0 or 1 as a is below, equal to or above b. */
export function compareRatios(a: Ratio, b: Ratio): number {
  const left = a.numerator * b.denominator;
  const right = b.numerator * a.denominator;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The ratio as a percentage string rounded down to `decimals` places (0.96123 → "96.12"). */
export function formatPercentFloor(value: Ratio, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  return formatFixed((value.numerator * 100n * scale) / value.denominator, decimals);
}

/** For tests and charts only: the nearest double. */
export function ratioToNumber(value: Ratio): number {
  return Number(value.numerator) / Number(value.denominator);
}
