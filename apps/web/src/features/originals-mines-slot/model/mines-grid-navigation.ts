import { MINES_TILES } from '@wheelhouse/fair/mines';

/** The board is square: 5 tiles a row, tiles 0–24 row by row. */
export const MINES_COLUMNS = 5;

/**
 * Where focus goes from `tile` on an arrow, Home or End key, or null for any other key. Arrows
 * stop at the edges rather than wrap, as in a WAI-ARIA grid; Home and End go to the row's ends.
 */
export function nextTileFocus(tile: number, key: string): number | null {
  const row = Math.floor(tile / MINES_COLUMNS);
  const column = tile % MINES_COLUMNS;
  const lastRow = MINES_TILES / MINES_COLUMNS - 1;
  switch (key) {
    case 'ArrowRight':
      return column < MINES_COLUMNS - 1 ? tile + 1 : tile;
    case 'ArrowLeft':
      return column > 0 ? tile - 1 : tile;
    case 'ArrowDown':
      return row < lastRow ? tile + MINES_COLUMNS : tile;
    case 'ArrowUp':
      return row > 0 ? tile - MINES_COLUMNS : tile;
    case 'Home':
      return row * MINES_COLUMNS;
    case 'End':
      return row * MINES_COLUMNS + MINES_COLUMNS - 1;
    default:
      return null;
  }
}
