/**
 * The simulator's scoring models: probabilities of final results from the current score and the
 * time left, then odds with the house margin.
 *
 * Probabilities are modelling numbers (floats); odds leave this file once, as an exact integer count
 * of thousandths: odds = floor_to_hundredths(1 / (p × (1 + MARGIN))), clamped to [1.01, 500]. Every
 * later use of odds (bets, settlement, cash-out) is bigint arithmetic on that integer.
 */

export const MARGIN = 0.06;
const MIN_ODDS = 1010n;
const MAX_ODDS = 500_000n;
/** A line whose weakest outcome has less than this chance is decided: its market is suspended. */
export const DECIDED = 0.015;

/** Odds (thousandths, whole hundredths) from a fair probability. */
export function oddsFromProbability(probability: number): bigint {
  if (!(probability > 0)) return MAX_ODDS;
  const hundredths = Math.floor(100 / (probability * (1 + MARGIN)));
  const odds = BigInt(hundredths) * 10n;
  if (odds < MIN_ODDS) return MIN_ODDS;
  if (odds > MAX_ODDS) return MAX_ODDS;
  return odds;
}

/** Poisson probabilities P(X = k) for k = 0..max (the tail folded into max). */
export function poisson(lambda: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k < max; k++) {
    out.push(p);
    sum += p;
    p = (p * lambda) / (k + 1);
  }
  out.push(Math.max(0, 1 - sum));
  return out;
}

/** The distribution of final scores (in scoring events) given the current score and expected further events. */
export interface ScoreGrid {
  home: number[];
  away: number[];
  /** Events already scored. */
  base: [number, number];
}

export function scoreGrid(
  lambdaHome: number,
  lambdaAway: number,
  base: [number, number],
): ScoreGrid {
  const cap = (lambda: number) => Math.ceil(lambda + 6 * Math.sqrt(lambda) + 4);
  return {
    home: poisson(lambdaHome, cap(lambdaHome)),
    away: poisson(lambdaAway, cap(lambdaAway)),
    base,
  };
}

/** Final-score distributions in points: of home − away, of home + away, and P(both score). */
export interface ScoreDistribution {
  diff: Map<number, number>;
  total: Map<number, number>;
  bothScore: number;
}

/** One pass over the grid of remaining events (each worth `points`). */
export function distributionOf(grid: ScoreGrid, points: number): ScoreDistribution {
  const diff = new Map<number, number>();
  const total = new Map<number, number>();
  let bothScore = 0;
  for (let i = 0; i < grid.home.length; i++) {
    const ph = grid.home[i]!;
    if (ph < 1e-12) continue;
    const home = (grid.base[0] + i) * points;
    for (let j = 0; j < grid.away.length; j++) {
      const p = ph * grid.away[j]!;
      if (p < 1e-12) continue;
      const away = (grid.base[1] + j) * points;
      diff.set(home - away, (diff.get(home - away) ?? 0) + p);
      total.set(home + away, (total.get(home + away) ?? 0) + p);
      if (home > 0 && away > 0) bothScore += p;
    }
  }
  return { diff, total, bothScore };
}

/** Sums the probability of the values that satisfy the predicate. */
export function sumWhere(
  distribution: Map<number, number>,
  predicate: (value: number) => boolean,
): number {
  let sum = 0;
  for (const [value, p] of distribution) if (predicate(value)) sum += p;
  return sum;
}

/**
 * The effective probability (fair odds 1/p) of an Asian line settled by `measure(value)`
 * (diff + handicap, or total − line): positive wins, zero pushes, ±0.25 wins or loses half.
 */
export function lineProbability(
  distribution: Map<number, number>,
  measure: (value: number) => number,
): number {
  let fullWin = 0;
  let halfWin = 0;
  let push = 0;
  let halfLose = 0;
  for (const [value, p] of distribution) {
    const m = measure(value);
    if (m === 0.25) halfWin += p;
    else if (m === -0.25) halfLose += p;
    else if (m === 0) push += p;
    else if (m > 0) fullWin += p;
  }
  // fullWin·o + halfWin·(o + 1)/2 + push + halfLose/2 = 1  →  p = 1/o.
  const denominator = fullWin + halfWin / 2;
  if (denominator <= 0) return 0;
  return denominator / Math.max(1e-9, 1 - push - halfWin / 2 - halfLose / 2);
}

/** P(home wins a best-of-`bestOf` from `won` units each, a unit won with probability p). */
export function matchProbability(
  p: number,
  bestOf: number,
  won: [number, number],
  current = p,
): number {
  const need = Math.ceil(bestOf / 2);
  const memo = new Map<string, number>();
  const go = (h: number, a: number, first: boolean): number => {
    if (h >= need) return 1;
    if (a >= need) return 0;
    const key = `${h}:${a}:${first}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    const q = first ? current : p;
    const value = q * go(h + 1, a, false) + (1 - q) * go(h, a + 1, false);
    memo.set(key, value);
    return value;
  };
  return go(won[0], won[1], true);
}

/** Distribution of the number of units played in the end (index = total units). */
export function unitsPlayedDistribution(
  p: number,
  bestOf: number,
  won: [number, number],
  current = p,
): Map<number, { total: number; homeWins: number }> {
  const need = Math.ceil(bestOf / 2);
  const out = new Map<number, { total: number; homeWins: number }>();
  const go = (h: number, a: number, probability: number, first: boolean) => {
    if (probability < 1e-12) return;
    if (h >= need || a >= need) {
      const entry = out.get(h + a) ?? { total: 0, homeWins: 0 };
      entry.total += probability;
      if (h >= need) entry.homeWins += probability;
      out.set(h + a, entry);
      return;
    }
    const q = first ? current : p;
    go(h + 1, a, probability * q, false);
    go(h, a + 1, probability * (1 - q), false);
  };
  go(won[0], won[1], 1, true);
  return out;
}

/** Distribution over final unit scores (home units, away units). */
export function finalUnitScores(
  p: number,
  bestOf: number,
  won: [number, number],
  current = p,
): Array<{ home: number; away: number; probability: number }> {
  const need = Math.ceil(bestOf / 2);
  const out: Array<{ home: number; away: number; probability: number }> = [];
  const go = (h: number, a: number, probability: number, first: boolean) => {
    if (probability < 1e-12) return;
    if (h >= need || a >= need) {
      out.push({ home: h, away: a, probability });
      return;
    }
    const q = first ? current : p;
    go(h + 1, a, probability * q, false);
    go(h, a + 1, probability * (1 - q), false);
  };
  go(won[0], won[1], 1, true);
  return out;
}
