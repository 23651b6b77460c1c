import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';

/** Extra decimals that keep stake × pay / lines exact for any line count dividing 10,000. */
const EXTRA_DECIMALS = 4;

/**
 * What one winning line adds, in the stake's currency: stake × pay / lines, as an exact decimal
 * string (floored past four extra decimals, which 20 lines never reach). Null for an unreadable
 * stake. The bet's payout, not this sum, is what the ledger moved.
 */
export function slotLinePayout(stake: string, pay: number, lines: number): string | null {
  const decimals = stake.split('.')[1]?.length ?? 0;
  const scale = decimals + EXTRA_DECIMALS;
  const parsed = parseAmount(stake, scale);
  if (!parsed.ok || lines <= 0 || !Number.isInteger(pay)) return null;
  return formatAmount((parsed.minor * BigInt(pay)) / BigInt(lines), scale);
}
