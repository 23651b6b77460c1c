import { useState } from 'react';
import type { OriginalBet } from '@wheelhouse/contracts/originals';
import { WHEELHOUSE_SLOT } from '@wheelhouse/fair/slot-machine';
import { useTranslation } from 'react-i18next';
import { FreeSpinsLeft } from '../../../components/games/free-spins-left';
import { BetAmountInput } from '../../../components/originals/bet-amount-input';
import { BetButton } from '../../../components/originals/bet-button';
import { OriginalGameLayout } from '../../../components/originals/original-game-layout';
import {
  usePrefersReducedMotion,
  useStepper,
} from '../../../components/originals/result-animation';
import { useBetErrors } from '../../../components/originals/use-bet-errors';
import { useInstantBet } from '../../../components/originals/use-instant-bet';
import { useFreeSpins } from '../../../lib/bonuses/use-free-spins';
import { usePlayFreeSpin } from '../api/play-free-spin';
import { parseSlotOutcome } from '../model/slot-outcome';
import { slotHighlights } from '../model/slot-winning-cells';
import { SlotPaytable } from './slot-paytable';
import { SlotReels } from './slot-reels';
import { SlotResult } from './slot-result';

/** Time between two reels stopping, left to right. */
const REEL_STOP_MS = 220;
const REELS = WHEELHOUSE_SLOT.reels.length;
const NO_CELLS: ReadonlySet<never> = new Set();

/**
 * The "slot" original: stake and spin beside the reels, the winning lines with what each pays,
 * the paytable, then the player's bets, the fairness panel and the live bets. A player with a
 * free-spins bonus on the slot sees the spins left and plays them first (free-spin mode, which
 * they may switch off): the house pays their stake and the winnings go to the bonus.
 */
export function SlotPlayArea() {
  const { t } = useTranslation();
  const play = useInstantBet('slot');
  const free = useFreeSpins(null);
  const freeSpin = usePlayFreeSpin();
  const report = useBetErrors(play.stake.currency);
  const [freeChosen, setFreeChosen] = useState(true);
  const freeMode = freeChosen && free.next !== null;
  // The spin on the reels: the last paid or free one, whichever came last.
  const [last, setLast] = useState<OriginalBet | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const stopped = useStepper(REELS, {
    stepMs: REEL_STOP_MS,
    reduced: reducedMotion,
    key: last?.id ?? null,
  });
  const outcome = last ? parseSlotOutcome(last.outcome) : null;
  const highlights = outcome ? slotHighlights(outcome) : null;
  const settling = play.isPending || freeSpin.isPending || stopped < REELS;

  async function spin() {
    if (!freeMode) {
      const settled = await play.bet({});
      if (settled) setLast(settled);
      return;
    }
    try {
      setLast((await freeSpin.spin(free.next!)).bet);
    } catch (error) {
      report(error);
    }
  }

  return (
    <OriginalGameLayout
      game="slot"
      controls={
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // One spin at a time: the next waits until the reels of the last have stopped.
            if (!settling) void spin();
          }}
        >
          {free.left > 0 ? (
            <div
              className="flex flex-col items-start gap-2 rounded-xl border border-amber-400/30 bg-amber-400/5 p-3"
              data-testid="slot-free-spins"
            >
              <FreeSpinsLeft game={null} />
              <label className="flex items-center gap-2 text-sm text-slate-200">
                <input
                  type="checkbox"
                  role="switch"
                  checked={freeChosen}
                  onChange={(event) => setFreeChosen(event.target.checked)}
                  className="size-4 accent-amber-400"
                />
                {t('originals.slot.free_mode')}
              </label>
            </div>
          ) : null}
          {freeMode ? (
            <p className="text-sm text-slate-300">{t('originals.slot.free_stake')}</p>
          ) : (
            <BetAmountInput
              value={play.stake.value}
              onChange={(value) => {
                play.stake.setValue(value);
                play.clearFieldError('amount');
              }}
              limits={play.stake.limits}
              currency={play.stake.currency}
              serverError={play.fieldErrors.amount ?? null}
              disabled={play.isPending}
            />
          )}
          <BetButton
            pending={settling}
            label={freeMode ? t('originals.slot.free_spin') : t('originals.slot.spin')}
          />
        </form>
      }
      board={
        <div className="flex flex-col gap-3" data-testid="slot-game">
          <SlotReels
            screen={outcome?.screen ?? null}
            stoppedReels={stopped}
            spinning={play.isPending || freeSpin.isPending}
            winningCells={highlights?.cells ?? NO_CELLS}
            reducedMotion={reducedMotion}
          />
          <SlotResult
            bet={last}
            highlights={highlights}
            settling={settling}
            scatterCount={outcome?.scatterCount ?? 0}
          />
          <SlotPaytable />
        </div>
      }
    />
  );
}
