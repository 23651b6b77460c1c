/**
 * How a stake is paid from a player's two spendable accounts and how its payout goes back
 * (domain/bonuses.md: real money is spent before bonus money). Pure bigint arithmetic.
 */
export interface StakeSplit {
  /** From (or back to) player_main: real, withdrawable money. */
  mainMinor: bigint;
  /** From (or back to) player_bonus: the active bonus's money. */
  bonusMinor: bigint;
}

/** Real money first, then bonus money; null when the two together do not cover the stake. */
export function splitStake(
  stakeMinor: bigint,
  mainMinor: bigint,
  bonusMinor: bigint,
): StakeSplit | null {
  if (stakeMinor <= 0n) throw new TypeError('stakeMinor must be positive');
  const main = mainMinor > 0n ? mainMinor : 0n;
  const fromMain = stakeMinor < main ? stakeMinor : main;
  const fromBonus = stakeMinor - fromMain;
  if (fromBonus > (bonusMinor > 0n ? bonusMinor : 0n)) return null;
  return { mainMinor: fromMain, bonusMinor: fromBonus };
}

/**
 * A payout (win or refund) split in the proportion its stakes were paid. The real part is rounded
 * down, so withdrawable money never gains a fraction the bonus paid for; the bonus part takes the
 * remainder, so the two always sum to the payout. Stakes of nothing pay wholly real money.
 */
export function splitPayout(payoutMinor: bigint, stakes: StakeSplit): StakeSplit {
  if (payoutMinor < 0n) throw new TypeError('payoutMinor must not be negative');
  const total = stakes.mainMinor + stakes.bonusMinor;
  if (stakes.bonusMinor <= 0n || total <= 0n) return { mainMinor: payoutMinor, bonusMinor: 0n };
  const main = (payoutMinor * (stakes.mainMinor > 0n ? stakes.mainMinor : 0n)) / total;
  return { mainMinor: main, bonusMinor: payoutMinor - main };
}
