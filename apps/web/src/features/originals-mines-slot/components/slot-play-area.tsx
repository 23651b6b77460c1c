import { WHEELHOUSE_SLOT } from '@wheelhouse/fair/slot-machine';
import { useTranslation } from 'react-i18next';
import { BetAmountInput } from '../../../components/originals/bet-amount-input';
import { BetButton } from '../../../components/originals/bet-button';
import { OriginalGameLayout } from '../../../components/originals/original-game-layout';
import {
  usePrefersReducedMotion,
  useStepper,
} from '../../../components/originals/result-animation';
import { useInstantBet } from '../../../components/originals/use-instant-bet';
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
 * the paytable, then the player's bets, the fairness panel and the live bets.
 */
export function SlotPlayArea() {
  const { t } = useTranslation();
  const play = useInstantBet('slot');
  const reducedMotion = usePrefersReducedMotion();
  const last = play.lastBet;
  const stopped = useStepper(REELS, {
    stepMs: REEL_STOP_MS,
    reduced: reducedMotion,
    key: last?.id ?? null,
  });
  const outcome = last ? parseSlotOutcome(last.outcome) : null;
  const highlights = outcome ? slotHighlights(outcome) : null;
  const settling = play.isPending || stopped < REELS;

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
            if (!settling) void play.bet({});
          }}
        >
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
          <BetButton pending={settling} label={t('originals.slot.spin')} />
        </form>
      }
      board={
        <div className="flex flex-col gap-3" data-testid="slot-game">
          <SlotReels
            screen={outcome?.screen ?? null}
            stoppedReels={stopped}
            spinning={play.isPending}
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
