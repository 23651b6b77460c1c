import { formatFixed, parseFixed, parseOneOf } from './decimal';
import { multiplierFloor, type Multiplier } from './multiplier';
import { fail, ok, type FairResult } from './result';
import { uint32s, type BetSeeds } from './stream';

/**
 * Dice: a roll from 0.00 to 99.99 (10,000 outcomes), roll over or under a target. Everything is
 * in hundredths: roll = floor(float × 10,000); the win chance is the count of winning rolls out of
 * 10,000, so it is exact; multiplier = 99 / winChance%, floored to 4 decimals (1 % house edge).
 */
export const DICE_HOUSE_EDGE_PERCENT = 1;
export const DICE_RTP_PERCENT = 99;
export const DICE_OUTCOMES = 10_000;
/** Win chance bounds in hundredths of a percent: 0.01 % to 98.00 %. */
export const DICE_MIN_WIN_CHANCE = 1;
export const DICE_MAX_WIN_CHANCE = 9_800;
export const DICE_DIRECTIONS = ['over', 'under'] as const;
export type DiceDirection = (typeof DICE_DIRECTIONS)[number];

/** Valid targets in hundredths: under wins on roll < target, over wins on roll > target. */
export const DICE_TARGET_LIMITS: Record<DiceDirection, { min: number; max: number }> = {
  under: { min: DICE_MIN_WIN_CHANCE, max: DICE_MAX_WIN_CHANCE },
  over: {
    min: DICE_OUTCOMES - 1 - DICE_MAX_WIN_CHANCE,
    max: DICE_OUTCOMES - 1 - DICE_MIN_WIN_CHANCE,
  },
};

export interface DiceParams {
  direction: DiceDirection;
  /** The target with up to 2 decimals, as a number or a string ("50.5", 49.99). */
  target: number | string;
}

export interface DiceBet {
  direction: DiceDirection;
  /** Target in hundredths (5050 is 50.50). */
  target: number;
  /** Winning rolls out of 10,000, i.e. the win chance in hundredths of a percent. */
  winChance: number;
  /** What a win pays, in 1/10,000ths. */
  winMultiplier: Multiplier;
}

export interface DiceOutcome {
  bet: DiceBet;
  /** Roll in hundredths, 0–9999; `rollText` is the same as "0.00"–"99.99". */
  roll: number;
  rollText: string;
  won: boolean;
  /** winMultiplier on a win, 0 on a loss. */
  multiplier: Multiplier;
}

export function diceWinChance(direction: DiceDirection, target: number): number {
  return direction === 'under' ? target : DICE_OUTCOMES - 1 - target;
}

export function diceWinMultiplier(winChance: number): Multiplier {
  // 99 / (winChance / 100) = 9900 / winChance
  return multiplierFloor(9_900n, BigInt(winChance));
}

export function parseDiceParams(input: unknown): FairResult<DiceBet> {
  const params = (input ?? {}) as Partial<Record<keyof DiceParams, unknown>>;
  const direction = parseOneOf('direction', params.direction, DICE_DIRECTIONS);
  if (!direction.ok) return direction;
  const parsed = parseFixed('target', params.target, 2);
  if (!parsed.ok) return parsed;
  const limits = DICE_TARGET_LIMITS[direction.value];
  if (parsed.value < BigInt(limits.min)) {
    return fail('target', 'min', { min: formatFixed(BigInt(limits.min), 2) });
  }
  if (parsed.value > BigInt(limits.max)) {
    return fail('target', 'max', { max: formatFixed(BigInt(limits.max), 2) });
  }
  const target = Number(parsed.value);
  const winChance = diceWinChance(direction.value, target);
  return ok({
    direction: direction.value,
    target,
    winChance,
    winMultiplier: diceWinMultiplier(winChance),
  });
}

/** The roll in hundredths for a uint32 draw: floor(float × 10,000) with float = draw / 2^32. */
export function diceRollFromDraw(draw: number): number {
  // draw × 10,000 < 2^46, so the product and the division are exact in a double.
  return Math.floor((draw * DICE_OUTCOMES) / 2 ** 32);
}

/** The roll in hundredths from the first float of the bet. */
export function diceRoll(seeds: BetSeeds): number {
  const [draw = 0] = uint32s({ ...seeds, cursor: 0, count: 1 });
  return diceRollFromDraw(draw);
}

export function playDice(seeds: BetSeeds, params: unknown): FairResult<DiceOutcome> {
  const bet = parseDiceParams(params);
  if (!bet.ok) return bet;
  const roll = diceRoll(seeds);
  const won = bet.value.direction === 'under' ? roll < bet.value.target : roll > bet.value.target;
  return ok({
    bet: bet.value,
    roll,
    rollText: formatFixed(BigInt(roll), 2),
    won,
    multiplier: won ? bet.value.winMultiplier : 0n,
  });
}
