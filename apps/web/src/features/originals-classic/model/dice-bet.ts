import {
  DICE_OUTCOMES,
  DICE_TARGET_LIMITS,
  diceWinChance,
  diceWinMultiplier,
  parseDiceParams,
  type DiceDirection,
} from '@wheelhouse/fair/dice';
import { formatMultiplier } from '@wheelhouse/fair/multiplier';
import type { FairParamError } from '@wheelhouse/fair/result';

/**
 * The dice form: direction and target, with the win chance and multiplier derived from them by
 * the fair package's own rules, so what the page shows is exactly what the server pays.
 * The target is typed text ("50.5"); the slider works in hundredths.
 */
export interface DiceForm {
  direction: DiceDirection;
  target: string;
}

export const INITIAL_DICE_FORM: DiceForm = { direction: 'under', target: '50.00' };

export type DiceFigures =
  | { ok: true; targetHundredths: number; winChance: string; multiplier: string }
  | { ok: false; error: FairParamError };

/** "49.50" % and "2.0000" for the form, or why the target is not valid. */
export function diceFigures(form: DiceForm): DiceFigures {
  const parsed = parseDiceParams(form);
  if (!parsed.ok) return parsed;
  const { target, winChance } = parsed.value;
  return {
    ok: true,
    targetHundredths: target,
    winChance: (winChance / 100).toFixed(2),
    multiplier: formatMultiplier(diceWinMultiplier(winChance)),
  };
}

export function hundredthsText(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}

/** Flipping over/under mirrors the target, so the win chance (and the multiplier) stay the same. */
export function flipDirection(form: DiceForm): DiceForm {
  const direction: DiceDirection = form.direction === 'under' ? 'over' : 'under';
  const figures = diceFigures(form);
  if (!figures.ok) return { ...form, direction };
  const mirrored = DICE_OUTCOMES - 1 - figures.targetHundredths;
  return { direction, target: hundredthsText(mirrored) };
}

/** The slider's range for the direction, in hundredths. */
export function targetRange(direction: DiceDirection): { min: number; max: number } {
  return DICE_TARGET_LIMITS[direction];
}

/** The win chance of a target the slider points at (hundredths of a percent). */
export function winChanceAt(direction: DiceDirection, targetHundredths: number): number {
  return diceWinChance(direction, targetHundredths);
}
