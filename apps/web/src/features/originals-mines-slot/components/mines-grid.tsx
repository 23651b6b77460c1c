import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MINES_TILES } from '@wheelhouse/fair/mines';
import { MINES_COLUMNS, nextTileFocus } from '../model/mines-grid-navigation';
import type { TileFace } from '../model/mines-board';
import { MinesTileFace } from './mines-tile-face';

interface MinesGridProps {
  faces: TileFace[];
  /** Whether hidden tiles may be revealed now (an active round with no request in flight). */
  playable: boolean;
  /** The tile whose reveal is on its way to the server. */
  pendingTile: number | null;
  onReveal: (tile: number) => void;
  /** Skip the flip animation. */
  reducedMotion: boolean;
}

const ROWS = Array.from({ length: MINES_TILES / MINES_COLUMNS }, (_, row) => row);
const COLUMNS = Array.from({ length: MINES_COLUMNS }, (_, column) => column);

/**
 * The 5×5 board as a WAI-ARIA grid: one tab stop, arrow keys (and Home/End) move between tiles,
 * Enter or Space reveals. Tiles that cannot be revealed stay focusable with aria-disabled, so
 * moving around the board never skips a tile.
 */
export function MinesGrid({
  faces,
  playable,
  pendingTile,
  onReveal,
  reducedMotion,
}: MinesGridProps) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (tile: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTileFocus(tile, event.key);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="grid"
      aria-label={t('originals.mines.board_label')}
      data-testid="mines-grid"
      className="mx-auto grid w-full max-w-md gap-2"
    >
      {ROWS.map((row) => (
        <div role="row" key={row} className="grid grid-cols-5 gap-2">
          {COLUMNS.map((column) => {
            const tile = row * MINES_COLUMNS + column;
            const face = faces[tile] ?? 'hidden';
            const revealable = playable && face === 'hidden';
            return (
              <div role="gridcell" key={tile} className="aspect-square">
                <button
                  ref={(node) => {
                    buttons.current[tile] = node;
                  }}
                  type="button"
                  data-testid="mines-tile"
                  data-tile={tile}
                  data-face={face}
                  tabIndex={tile === focused ? 0 : -1}
                  aria-disabled={!revealable}
                  aria-busy={pendingTile === tile}
                  aria-label={t('originals.mines.tile_label', {
                    row: row + 1,
                    column: column + 1,
                    state: t(`originals.mines.face.${face}`),
                  })}
                  onFocus={() => setFocused(tile)}
                  onKeyDown={onKeyDown(tile)}
                  onClick={() => {
                    if (revealable) onReveal(tile);
                  }}
                  className={`flex size-full items-center justify-center rounded-xl text-3xl outline-none focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:ring-offset-2 focus-visible:ring-offset-slate-950 sm:text-5xl ${faceStyle(face)} ${revealable ? 'cursor-pointer hover:bg-slate-600' : 'cursor-default'}`}
                >
                  <MinesTileFace
                    face={face}
                    pending={pendingTile === tile}
                    reducedMotion={reducedMotion}
                  />
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function faceStyle(face: TileFace): string {
  switch (face) {
    case 'gem':
      return 'bg-emerald-500/20 ring-1 ring-emerald-400/60';
    case 'mine-hit':
      return 'bg-rose-500/30 ring-1 ring-rose-400';
    case 'mine':
      return 'bg-slate-800/70 opacity-80';
    case 'gem-unpicked':
      return 'bg-slate-800/70 opacity-60';
    case 'hidden':
      return 'bg-slate-700 shadow-inner';
  }
}
