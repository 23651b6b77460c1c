import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WHEELHOUSE_SLOT, type SlotSymbol as Symbol } from '@wheelhouse/fair/slot-machine';
import { slotScreen } from '@wheelhouse/fair/slot';
import { cellKey, type CellKey } from '../model/slot-winning-cells';
import { SlotSymbol } from './slot-symbol';

/** What the machine shows before the first spin: every reel at its first stop. */
const RESTING_SCREEN = slotScreen(
  WHEELHOUSE_SLOT,
  WHEELHOUSE_SLOT.reels.map(() => 0),
);
const SPIN_FRAME_MS = 90;

interface SlotReelsProps {
  /** screen[reel][row] of the last result; null before the first spin. */
  screen: Symbol[][] | null;
  /** How many reels (from the left) have stopped on the result; the rest still spin. */
  stoppedReels: number;
  /** A spin is on its way: reels that have not stopped show moving symbols. */
  spinning: boolean;
  /** Cells to light up once every reel has stopped. */
  winningCells: ReadonlySet<CellKey>;
  reducedMotion: boolean;
}

/** A symbol from the reel's strip that moves on every frame while the reel spins. */
function useSpinFrame(active: boolean): number {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setFrame((value) => value + 1), SPIN_FRAME_MS);
    return () => clearInterval(timer);
  }, [active]);
  return frame;
}

/**
 * Five reels of three rows. While a spin is pending the reels roll through their strips, then stop
 * one by one from the left; with reduced motion nothing rolls and the result shows at once.
 */
export function SlotReels({
  screen,
  stoppedReels,
  spinning,
  winningCells,
  reducedMotion,
}: SlotReelsProps) {
  const { t } = useTranslation();
  const shown = screen ?? RESTING_SCREEN;
  const allStopped = stoppedReels >= shown.length && !spinning;
  const frame = useSpinFrame(!reducedMotion && (spinning || stoppedReels < shown.length));

  return (
    <div
      role="group"
      aria-label={t('originals.slot.reels_label')}
      aria-busy={!allStopped}
      data-testid="slot-reels"
      data-motion={reducedMotion ? 'reduced' : 'full'}
      className="grid grid-cols-5 gap-1.5 rounded-2xl bg-slate-900 p-2 ring-1 ring-slate-700 sm:gap-2 sm:p-3"
    >
      {shown.map((column, reel) => {
        const rolling = !reducedMotion && (spinning || reel >= stoppedReels);
        const strip = WHEELHOUSE_SLOT.reels[reel] ?? [];
        return (
          <div key={reel} data-testid="slot-reel" className="flex flex-col gap-1.5 sm:gap-2">
            {column.map((symbol, row) => {
              const key = cellKey(reel, row);
              const winning = allStopped && winningCells.has(key);
              const face = rolling
                ? (strip[(frame + reel * 3 + row) % strip.length] ?? symbol)
                : symbol;
              return (
                <div
                  key={row}
                  data-testid="slot-cell"
                  data-cell={key}
                  data-winning={winning}
                  className={`flex aspect-square items-center justify-center rounded-xl text-3xl sm:text-4xl ${
                    winning
                      ? 'bg-amber-400/25 ring-2 ring-amber-300'
                      : 'bg-slate-800 ring-1 ring-slate-700'
                  } ${rolling ? 'opacity-70 blur-[1px]' : ''}`}
                >
                  {rolling ? (
                    <span aria-hidden="true">
                      <SlotSymbol symbol={face} />
                    </span>
                  ) : (
                    <SlotSymbol symbol={face} />
                  )}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
