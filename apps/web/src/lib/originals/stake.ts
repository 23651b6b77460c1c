import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';

/**
 * The stake field's arithmetic, exact in bigint minor units of the display currency: ½, 2×, min,
 * max and the checks made before a bet is sent. `precision` is the display currency's decimals.
 */
export interface StakeLimits {
  precision: number;
  /** What the player can spend, major units; null while unknown (loading, guest). */
  balance: string | null;
  /** The operator's max bet in the display currency, once the API has named it; null: unknown. */
  maxBet: string | null;
}

export type StakeProblem =
  | { rule: 'required' | 'invalid_amount' | 'below_minimum' }
  | { rule: 'too_many_decimals'; precision: number }
  | { rule: 'insufficient_balance' }
  | { rule: 'above_max_bet'; max: string };

function minorOf(text: string | null, precision: number): bigint | null {
  if (text === null) return null;
  const parsed = parseAmount(text, precision);
  if (parsed.ok) return parsed.minor;
  // The balance may carry more decimals than are shown: cut them, never round up.
  const [whole = '', fraction = ''] = text.split('.');
  const cut = parseAmount(`${whole}.${fraction.slice(0, precision)}`.replace(/\.$/, ''), precision);
  return cut.ok ? cut.minor : null;
}

/**
 * A stake the server sent ("1.000000": its amounts carry the ledger's scale) as the stake field
 * shows it, with the display currency's decimals ("1.00"). A stake is placed in those decimals, so
 * only zeros are cut.
 */
export function stakeText(value: string, precision: number): string {
  const minor = minorOf(value, precision);
  return minor === null ? value : formatAmount(minor, precision);
}

/** The smallest stake: one minor unit of the display currency ("0.01"). */
export function minStake(precision: number): string {
  return formatAmount(1n, precision);
}

/** The largest stake allowed now: the balance, capped by the max bet when it is known. */
export function maxStake({ precision, balance, maxBet }: StakeLimits): string | null {
  const spendable = minorOf(balance, precision);
  const limit = minorOf(maxBet, precision);
  const candidates = [spendable, limit].filter((value): value is bigint => value !== null);
  if (candidates.length === 0) return null;
  const max = candidates.reduce((low, value) => (value < low ? value : low));
  return formatAmount(max > 0n ? max : 1n, precision);
}

/** ½: halves the stake, rounding down, never below the minimum. */
export function halveStake(value: string, precision: number): string {
  const minor = minorOf(value, precision) ?? 0n;
  const half = minor / 2n;
  return formatAmount(half > 0n ? half : 1n, precision);
}

/** 2×: doubles the stake, up to the largest allowed when that is known. */
export function doubleStake(value: string, limits: StakeLimits): string {
  const minor = minorOf(value, limits.precision) ?? 0n;
  const doubled = minor > 0n ? minor * 2n : 1n;
  const max = maxStake(limits);
  const maxMinor = max === null ? null : minorOf(max, limits.precision);
  return formatAmount(
    maxMinor !== null && doubled > maxMinor ? maxMinor : doubled,
    limits.precision,
  );
}

/** Why this stake cannot be sent, or null when it can. */
export function stakeProblem(value: string, limits: StakeLimits): StakeProblem | null {
  const text = value.trim();
  if (text === '') return { rule: 'required' };
  const parsed = parseAmount(text, limits.precision);
  if (!parsed.ok) {
    return parsed.rule === 'too_many_decimals'
      ? { rule: 'too_many_decimals', precision: limits.precision }
      : { rule: 'invalid_amount' };
  }
  if (parsed.minor <= 0n) return { rule: 'below_minimum' };
  const maxBet = minorOf(limits.maxBet, limits.precision);
  if (maxBet !== null && maxBet > 0n && parsed.minor > maxBet) {
    return { rule: 'above_max_bet', max: formatAmount(maxBet, limits.precision) };
  }
  const balance = minorOf(limits.balance, limits.precision);
  if (balance !== null && parsed.minor > balance) return { rule: 'insufficient_balance' };
  return null;
}
