/**
 * How the player's one bonus account (player_bonus, the source of truth for the money) splits
 * across their active bonuses: oldest first, each up to its granted amount; whatever is left beyond
 * that (winnings made with bonus money) belongs to the newest. So the parts always sum to the
 * balance, and forfeiting every active bonus empties the account.
 */
export function splitBonusBalance<T extends { amountMinor: bigint }>(
  activeOldestFirst: readonly T[],
  balanceMinor: bigint,
): Array<{ bonus: T; remainingMinor: bigint }> {
  let left = balanceMinor > 0n ? balanceMinor : 0n;
  const parts = activeOldestFirst.map((bonus) => {
    const share = left < bonus.amountMinor ? left : bonus.amountMinor;
    left -= share;
    return { bonus, remainingMinor: share };
  });
  const newest = parts[parts.length - 1];
  if (newest) newest.remainingMinor += left;
  return parts;
}
