import { formatFixed, parseFixed } from './decimal';
import { MULTIPLIER_SCALE, type Multiplier } from './multiplier';
import { fail, ok, type FairResult } from './result';
import { FLOAT_GRID, uint32s, type BetSeeds } from './stream';

/**
 * Limbo: the game draws a crash point; the player wins target× when crash point ≥ target.
 * With u = the first uint32 of the bet (float = u / 2^32), in hundredths:
 *   crash = min(cap, max(100, floor(99 · 2^32 / (2^32 − u))))
 * i.e. floor(99 / (1 − float)) / 100 with a 1 % edge. P(crash ≥ T) = floor(99 · 2^32 / T) / 2^32
 * for every target T in hundredths from 1.01 to the cap, so RTP = T/100 · that ≤ 99 %.
 */
export const LIMBO_HOUSE_EDGE_PERCENT = 1;
export const LIMBO_RTP_PERCENT = 99;
/** In hundredths: targets 1.01× to 1,000,000.00×; crash points 1.00× up to the same cap. */
export const LIMBO_MIN_TARGET = 101n;
export const LIMBO_MAX_TARGET = 100_000_000n;
const GRID = BigInt(FLOAT_GRID);

export interface LimboParams {
  /** Target multiplier with up to 2 decimals ("2", 2.5, "1000000.00"). */
  target: number | string;
}

export interface LimboBet {
  /** Target in hundredths (250n is 2.50×). */
  target: bigint;
  /** What a win pays, in 1/10,000ths. */
  winMultiplier: Multiplier;
}

export interface LimboOutcome {
  bet: LimboBet;
  /** Crash point in hundredths; `crashPointText` is "2.47". */
  crashPoint: bigint;
  crashPointText: string;
  won: boolean;
  multiplier: Multiplier;
}

export function parseLimboParams(input: unknown): FairResult<LimboBet> {
  const params = (input ?? {}) as Partial<Record<keyof LimboParams, unknown>>;
  const target = parseFixed('target', params.target, 2);
  if (!target.ok) return target;
  if (target.value < LIMBO_MIN_TARGET) {
    return fail('target', 'min', { min: formatFixed(LIMBO_MIN_TARGET, 2) });
  }
  if (target.value > LIMBO_MAX_TARGET) {
    return fail('target', 'max', { max: formatFixed(LIMBO_MAX_TARGET, 2) });
  }
  return ok({ target: target.value, winMultiplier: (target.value * MULTIPLIER_SCALE) / 100n });
}

/** The crash point in hundredths for a uint32 draw (exported for the exact RTP proof). */
export function limboCrashPoint(draw: number): bigint {
  const raw = (99n * GRID) / (GRID - BigInt(draw));
  if (raw < 100n) return 100n;
  return raw > LIMBO_MAX_TARGET ? LIMBO_MAX_TARGET : raw;
}

export function playLimbo(seeds: BetSeeds, params: unknown): FairResult<LimboOutcome> {
  const bet = parseLimboParams(params);
  if (!bet.ok) return bet;
  const [draw = 0] = uint32s({ ...seeds, cursor: 0, count: 1 });
  const crashPoint = limboCrashPoint(draw);
  const won = crashPoint >= bet.value.target;
  return ok({
    bet: bet.value,
    crashPoint,
    crashPointText: formatFixed(crashPoint, 2),
    won,
    multiplier: won ? bet.value.winMultiplier : 0n,
  });
}
