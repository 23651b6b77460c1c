import { formatMultiplier } from '@wheelhouse/fair/multiplier';
import { MINES_TILES, minesMultiplier } from '@wheelhouse/fair/mines';

export interface MinesMultipliers {
  /** What cashing out pays after `safeReveals` gems, "0.0000" before the first. */
  current: string;
  /** After one more gem; null when every gem is found. */
  next: string | null;
}

/**
 * The multipliers the page shows, computed in the browser with the same fair maths the server
 * pays by, so the numbers are there before a round starts (the server's round repeats them).
 */
export function minesMultipliers(mines: number, safeReveals: number): MinesMultipliers {
  const gemsLeft = MINES_TILES - mines - safeReveals;
  return {
    current: formatMultiplier(minesMultiplier(mines, safeReveals)),
    next: gemsLeft > 0 ? formatMultiplier(minesMultiplier(mines, safeReveals + 1)) : null,
  };
}
