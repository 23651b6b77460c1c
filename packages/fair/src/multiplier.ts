import { formatFixed } from './decimal';

/**
 * A multiplier is an exact bigint count of 1/10,000ths of the stake: 19800n is 1.98×, 0n is a loss.
 * Games compute it from integers or floor it from an exact fraction, so float rounding never
 * reaches a payout.
 */
export type Multiplier = bigint;

export const MULTIPLIER_DECIMALS = 4;
export const MULTIPLIER_SCALE = 10_000n;

/** The largest multiplier not above numerator/denominator (floor to 4 decimals). */
export function multiplierFloor(numerator: bigint, denominator: bigint): Multiplier {
  if (denominator <= 0n || numerator < 0n) throw new RangeError('multiplier of a negative ratio');
  return (numerator * MULTIPLIER_SCALE) / denominator;
}

/** 19800n → "1.9800". */
export function formatMultiplier(multiplier: Multiplier): string {
  return formatFixed(multiplier, MULTIPLIER_DECIMALS);
}
