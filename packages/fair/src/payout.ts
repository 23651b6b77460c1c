import { MULTIPLIER_SCALE, type Multiplier } from './multiplier';

/**
 * What a bet pays back, in the stake's minor units: stake × multiplier / 10,000, rounded down, so
 * the house never pays a fraction of a minor unit it does not have.
 */
export function payoutFor(stakeMinor: bigint, multiplier: Multiplier): bigint {
  if (stakeMinor < 0n || multiplier < 0n) throw new RangeError('stake and multiplier must be ≥ 0');
  return (stakeMinor * multiplier) / MULTIPLIER_SCALE;
}

/** The bet's profit (payout − stake); negative when the bet loses money. */
export function profitFor(stakeMinor: bigint, multiplier: Multiplier): bigint {
  return payoutFor(stakeMinor, multiplier) - stakeMinor;
}
