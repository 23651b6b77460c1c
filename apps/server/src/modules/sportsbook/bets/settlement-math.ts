import { ODDS_SCALE } from '@wheelhouse/contracts/sportsbook';
import type { LegStatus, SportsBetStatus } from '@wheelhouse/contracts/sportsbook-bets';

/**
 * Settlement arithmetic of sportsbook bets (domain/sportsbook.md), exact: odds are integer
 * thousandths, factors are rationals of bigints, and the one rounding is the last step — a payout
 * is rounded DOWN to the ledger's minor unit (the house never pays a fraction it does not have).
 *
 * Per leg (an outcome the bet backs), with void factor v and dead-heat factor h (1 when absent):
 *   won  → (1 − v) × odds × h + v        lost → v        v = 1 → 1 (void)
 * so a quarter line's half won is (odds + 1) / 2 and its half lost 0.5; a dead heat of 0.5 pays
 * half the odds. A single pays stake × factor; a multi pays stake × the product of its legs'
 * factors (a void leg counts as odds 1.0, one lost leg loses the bet).
 */

export interface Ratio {
  num: bigint;
  den: bigint;
}

const ONE: Ratio = { num: 1n, den: 1n };
const ZERO: Ratio = { num: 0n, den: 1n };

const FACTOR_TEXT = /^(0|1)(\.\d{1,9})?$/;

/** "0.5" → 1/2 (as 5/10); only 0–1 with at most 9 decimals; null otherwise. */
export function parseFactor(text: string | null | undefined): Ratio | null {
  if (text === null || text === undefined) return null;
  if (!FACTOR_TEXT.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const den = 10n ** BigInt(fraction.length);
  const num = BigInt(whole) * den + (fraction ? BigInt(fraction) : 0n);
  if (num > den) return null;
  return { num, den };
}

function mul(a: Ratio, b: Ratio): Ratio {
  return { num: a.num * b.num, den: a.den * b.den };
}
function add(a: Ratio, b: Ratio): Ratio {
  return { num: a.num * b.den + b.num * a.den, den: a.den * b.den };
}
function sub(a: Ratio, b: Ratio): Ratio {
  return { num: a.num * b.den - b.num * a.den, den: a.den * b.den };
}
function isZero(a: Ratio): boolean {
  return a.num === 0n;
}
function equals(a: Ratio, b: Ratio): boolean {
  return a.num * b.den === b.num * a.den;
}

export interface LegResult {
  result: 'won' | 'lost' | 'undecided';
  /** "0", "0.5", "1" (any 0–1 decimal); null or absent = 0. */
  voidFactor?: string | null;
  /** e.g. "0.5"; null or absent = 1. */
  deadHeatFactor?: string | null;
}

export interface SettledLeg {
  /** What one unit staked on this leg returns; null while undecided. */
  factor: Ratio | null;
  status: LegStatus;
}

/** The factor and status of one leg at `odds` (thousandths) for a feed result. */
export function settleLeg(odds: bigint, input: LegResult | null): SettledLeg {
  if (!input) return { factor: null, status: 'open' };
  const voidFactor = parseFactor(input.voidFactor ?? '0');
  const deadHeat = parseFactor(input.deadHeatFactor ?? '1');
  if (!voidFactor || !deadHeat || isZero(deadHeat))
    throw new RangeError(
      'void factor and dead-heat factor must be decimals in 0–1 (dead heat > 0)',
    );
  if (equals(voidFactor, ONE)) return { factor: ONE, status: 'void' };
  if (input.result === 'undecided') return { factor: null, status: 'open' };
  if (input.result === 'lost')
    return isZero(voidFactor)
      ? { factor: ZERO, status: 'lost' }
      : { factor: voidFactor, status: 'half_lost' };
  const oddsRatio: Ratio = { num: odds, den: ODDS_SCALE };
  const factor = add(mul(mul(sub(ONE, voidFactor), oddsRatio), deadHeat), voidFactor);
  const full = isZero(voidFactor) && equals(deadHeat, ONE);
  return { factor, status: full ? 'won' : 'half_won' };
}

/** floor(stake × ratio): the payout rule (round down to the minor unit). */
export function payoutOf(stakeMinor: bigint, ratio: Ratio): bigint {
  return (stakeMinor * ratio.num) / ratio.den;
}

export interface BetOutcome {
  /** 'open' while a leg is undecided and none lost. */
  status: SportsBetStatus;
  /** Minor units to pay; 0 while open or lost. */
  payoutMinor: bigint;
  legs: LegStatus[];
}

/**
 * A bet (single = one leg) from its legs' accepted odds and results. Lost as soon as one leg is
 * lost outright (the other legs do not matter); open while any other leg is undecided; otherwise
 * paid stake × Π factors, rounded down. Status: void when every leg is void; won when every leg is
 * won or void; else half_won / half_lost by whether the payout reaches the stake.
 */
export function settleBet(
  stakeMinor: bigint,
  legs: ReadonlyArray<{ odds: bigint; result: LegResult | null }>,
): BetOutcome {
  const settled = legs.map((leg) => settleLeg(leg.odds, leg.result));
  const statuses = settled.map((leg) => leg.status);
  if (settled.some((leg) => leg.factor !== null && isZero(leg.factor)))
    return { status: 'lost', payoutMinor: 0n, legs: statuses };
  if (settled.some((leg) => leg.factor === null))
    return { status: 'open', payoutMinor: 0n, legs: statuses };
  const product = settled.reduce((acc, leg) => mul(acc, leg.factor as Ratio), ONE);
  const payoutMinor = payoutOf(stakeMinor, product);
  let status: SportsBetStatus;
  if (statuses.every((s) => s === 'void')) status = 'void';
  else if (statuses.every((s) => s === 'won' || s === 'void')) status = 'won';
  else if (payoutMinor === 0n) status = 'lost';
  else status = payoutMinor >= stakeMinor ? 'half_won' : 'half_lost';
  return { status, payoutMinor, legs: statuses };
}

/** Total odds of a slip: Π odds, in thousandths, rounded down. */
export function totalOdds(odds: readonly bigint[]): bigint {
  const product = odds.reduce((acc, value) => acc * value, 1n);
  return product / ODDS_SCALE ** BigInt(Math.max(odds.length - 1, 0));
}

/** What the bet pays if every leg wins: floor(stake × Π odds). */
export function potentialPayout(stakeMinor: bigint, odds: readonly bigint[]): bigint {
  const product = odds.reduce((acc, value) => acc * value, 1n);
  return (stakeMinor * product) / ODDS_SCALE ** BigInt(odds.length);
}

/**
 * A cash-out offer: stake × Π(settled legs' factors) × Π(open legs' accepted odds ÷ current odds) ×
 * (1 − margin), rounded down. null when a leg lost (nothing to offer) or nothing is open.
 */
export function cashOutValue(
  stakeMinor: bigint,
  legs: ReadonlyArray<{ odds: bigint; currentOdds: bigint; result: LegResult | null }>,
  marginBps: bigint,
): bigint | null {
  let ratio = ONE;
  let open = 0;
  for (const leg of legs) {
    const settled = settleLeg(leg.odds, leg.result);
    if (settled.factor === null) {
      open += 1;
      ratio = mul(ratio, { num: leg.odds, den: leg.currentOdds });
    } else if (isZero(settled.factor)) return null;
    else ratio = mul(ratio, settled.factor);
  }
  if (open === 0) return null;
  return payoutOf(stakeMinor, mul(ratio, { num: 10_000n - marginBps, den: 10_000n }));
}
