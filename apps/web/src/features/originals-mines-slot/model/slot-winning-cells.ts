import { WHEELHOUSE_SLOT, type SlotMachine } from '@wheelhouse/fair/slot-machine';
import type { SlotOutcomeJson } from './slot-outcome';

/** A cell of the screen: "reel:row". */
export type CellKey = `${number}:${number}`;

export function cellKey(reel: number, row: number): CellKey {
  return `${reel}:${row}`;
}

export interface WinningLine {
  /** Payline index, 0-based (shown 1-based). */
  line: number;
  symbol: SlotOutcomeJson['lineWins'][number]['symbol'];
  count: number;
  /** In line bets. */
  pay: number;
  /** The cells that make the win: the first `count` reels of the payline. */
  cells: CellKey[];
}

export interface SlotHighlights {
  lines: WinningLine[];
  /** Every cell that is part of a line win or a paying scatter. */
  cells: Set<CellKey>;
  /** Cells of scatters, when they pay. */
  scatterCells: CellKey[];
}

/** The cells to light up for an outcome: each winning line's run and paying scatters. */
export function slotHighlights(
  outcome: SlotOutcomeJson,
  machine: SlotMachine = WHEELHOUSE_SLOT,
): SlotHighlights {
  const cells = new Set<CellKey>();
  const lines = outcome.lineWins.map((win) => {
    const rows = machine.lines[win.line] ?? [];
    const run = rows.slice(0, win.count).map((row, reel) => cellKey(reel, row));
    for (const cell of run) cells.add(cell);
    return { ...win, cells: run };
  });
  const scatterCells: CellKey[] = [];
  if (outcome.scatterPay > 0) {
    outcome.screen.forEach((column, reel) =>
      column.forEach((symbol, row) => {
        if (symbol === 'scatter') scatterCells.push(cellKey(reel, row));
      }),
    );
    for (const cell of scatterCells) cells.add(cell);
  }
  return { lines, cells, scatterCells };
}
