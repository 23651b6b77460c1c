import { parseAmount } from '@wheelhouse/contracts/money';

/** Decimals of the deposit wager multiplier setting (see ZMultiplierSetting). */
const MULTIPLIER_SCALE = 4;

export interface WageringProgress {
  /** Turnover so far (stakes), minor units of the house currency. */
  currentMinor: bigint;
  /** Turnover required: multiplier × credited deposits, rounded up. */
  totalMinor: bigint;
  complete: boolean;
}

/**
 * The deposit wagering rule: before withdrawing, the player must have staked at least
 * `multiplier` × what they deposited. A multiplier of "0" turns the rule off.
 */
export function wageringProgress(
  multiplier: string,
  totals: { betsMinor: bigint; depositsMinor: bigint },
): WageringProgress {
  const parsed = parseAmount(multiplier, MULTIPLIER_SCALE);
  // The setting is validated when stored; an unreadable one must not block every withdrawal.
  const factor = parsed.ok ? parsed.minor : 0n;
  const unit = 10n ** BigInt(MULTIPLIER_SCALE);
  const totalMinor = (totals.depositsMinor * factor + unit - 1n) / unit;
  return {
    currentMinor: totals.betsMinor,
    totalMinor,
    complete: totals.betsMinor >= totalMinor,
  };
}

/**
 * The gaming-revenue rule (cashier spec §8 `invalid_ggr`; ours, the spec names only the code): a
 * player who deposited may withdraw once the result of their play, stakes minus wins in either
 * direction, reaches `percent` % of their deposits. Money deposited and withdrawn without play,
 * or "played" by hedging so that it neither wins nor loses, fails it; a real loss or win passes.
 * 0 turns it off; a player without deposits is not concerned.
 */
export function gamingRevenueAllowsWithdrawal(
  percent: number,
  totals: { betsMinor: bigint; winsMinor: bigint; depositsMinor: bigint },
): boolean {
  if (percent <= 0 || totals.depositsMinor <= 0n) return true;
  const result = totals.betsMinor - totals.winsMinor;
  const magnitude = result < 0n ? -result : result;
  return magnitude * 100n >= BigInt(percent) * totals.depositsMinor;
}
