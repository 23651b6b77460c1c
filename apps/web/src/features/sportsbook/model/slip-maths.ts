import { formatAmount, parseAmount } from '@wheelhouse/contracts/plain/money';
import { oddsValue } from './odds-format';

/** An exact fraction (numerator / denominator, both positive). */
interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

/** The exact product of decimal odds; null when any of them is not a decimal. */
export function productOfOdds(odds: readonly string[]): Fraction | null {
  let result: Fraction = { numerator: 1n, denominator: 1n };
  for (const value of odds) {
    const thousandths = oddsValue(value);
    if (thousandths === null) return null;
    result = {
      numerator: result.numerator * thousandths,
      denominator: result.denominator * 1000n,
    };
  }
  return result;
}

/**
 * Combined odds of a multi for display: the exact product cut (not rounded) to `decimals`, so the
 * slip never promises more than the bet pays.
 */
export function combinedOdds(odds: readonly string[], decimals = 2): string | null {
  const product = productOfOdds(odds);
  if (!product) return null;
  const scaled = (product.numerator * 10n ** BigInt(decimals)) / product.denominator;
  return formatAmount(scaled, decimals);
}

export type StakeCheck =
  | { ok: true; minor: bigint }
  | { ok: false; rule: 'required' | 'invalid_amount' | 'too_many_decimals' | 'zero' };

/** A typed stake, checked exactly at the currency's precision ("10", "2.50"). */
export function parseStake(text: string, precision: number): StakeCheck {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: false, rule: 'required' };
  const parsed = parseAmount(trimmed, precision);
  if (!parsed.ok)
    return { ok: false, rule: parsed.rule === 'negative' ? 'invalid_amount' : parsed.rule };
  if (parsed.minor === 0n) return { ok: false, rule: 'zero' };
  return { ok: true, minor: parsed.minor };
}

/**
 * stake × total odds, as the server pays it (sportsbook-bets.ts): the total odds are the legs'
 * product rounded down to thousandths, the payout is rounded down to the minor unit. Returns a
 * decimal string at `precision`, or null when the stake or odds are not valid.
 */
export function potentialWin(
  stake: string,
  odds: readonly string[],
  precision: number,
): string | null {
  const parsedStake = parseStake(stake, precision);
  const product = productOfOdds(odds);
  if (!parsedStake.ok || !product || odds.length === 0) return null;
  const totalThousandths = (product.numerator * 1000n) / product.denominator;
  return formatAmount((parsedStake.minor * totalThousandths) / 1000n, precision);
}

/** The sum of several stakes at one precision (the total of a slip of singles). */
export function totalStake(stakes: readonly string[], precision: number): string {
  let total = 0n;
  for (const stake of stakes) {
    const parsed = parseStake(stake, precision);
    if (parsed.ok) total += parsed.minor;
  }
  return formatAmount(total, precision);
}

/** Adds a preset to the typed stake (presets add up, as on most bet slips). */
export function addPreset(stake: string, preset: string, precision: number): string {
  const current = parseStake(stake, precision);
  const add = parseAmount(preset, precision);
  if (!add.ok) return stake;
  return formatAmount((current.ok ? current.minor : 0n) + add.minor, precision);
}
