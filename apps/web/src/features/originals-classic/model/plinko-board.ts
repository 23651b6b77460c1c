import { formatMultiplier } from '@wheelhouse/fair/multiplier';
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  plinkoTable,
  type PlinkoRisk,
  type PlinkoRows,
} from '@wheelhouse/fair/plinko';

/**
 * Plinko's board geometry and payout table. The ball after `step` rows with `rights` rights sits
 * at x = centre + (rights − step/2) × spacing, so the bucket it ends in is its count of rights,
 * exactly the fair package's rule.
 */
export const PLINKO_ROW_CHOICES = Array.from(
  { length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 },
  (_, index) => PLINKO_MIN_ROWS + index,
);
export { PLINKO_RISKS, type PlinkoRisk };

export const PEG_SPACING = 10;

export function boardWidth(rows: number): number {
  return (rows + 2) * PEG_SPACING;
}

export function boardHeight(rows: number): number {
  return (rows + 1) * PEG_SPACING;
}

export function pointAt(rows: number, step: number, rights: number): { x: number; y: number } {
  return {
    x: boardWidth(rows) / 2 + (rights - step / 2) * PEG_SPACING,
    y: PEG_SPACING / 2 + step * PEG_SPACING,
  };
}

/** Peg positions: row r (1 … rows) has r + 1 pegs, centred. */
export function pegs(rows: number): { x: number; y: number }[] {
  const all: { x: number; y: number }[] = [];
  for (let row = 1; row <= rows; row += 1)
    for (let peg = 0; peg <= row; peg += 1) {
      const point = pointAt(rows, row, peg);
      all.push({ x: point.x, y: point.y - PEG_SPACING / 2 });
    }
  return all;
}

/** The bucket multipliers, edge to edge ("5.6000" …), from the fair package's table. */
export function payoutTable(rows: number, risk: PlinkoRisk): string[] {
  return plinkoTable(rows as PlinkoRows, risk).map(formatMultiplier);
}

/** Rights taken in the first `step` rows of a path. */
export function rightsAfter(path: readonly ('L' | 'R')[], step: number): number {
  return path.slice(0, step).filter((turn) => turn === 'R').length;
}
