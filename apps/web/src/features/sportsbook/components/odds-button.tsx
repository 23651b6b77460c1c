import { useEffect, useRef, useState } from 'react';
import type { Market, OddsFormat, Outcome, SportEvent } from '@wheelhouse/contracts/sportsbook';
import { useSharedTranslation } from '../../../lib/shared-translation';
import { isSelected, toggleSelection, useSlip } from '../model/bet-slip-store';
import { eventName, marketName, outcomeFullName, outcomeShortName } from '../model/names';
import { compareOdds, formatOdds } from '../model/odds-format';

/** Which way the odds moved last, shown for a moment after each change. */
function useOddsMove(odds: string): 'up' | 'down' | null {
  const previous = useRef(odds);
  const [move, setMove] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const direction = compareOdds(odds, previous.current);
    previous.current = odds;
    if (direction === 0) return;
    setMove(direction > 0 ? 'up' : 'down');
    const timer = setTimeout(() => setMove(null), 2500);
    return () => clearTimeout(timer);
  }, [odds]);
  return move;
}

interface OddsButtonProps {
  event: SportEvent;
  market: Market;
  outcome: Outcome;
  /** The player's odds format, read once by the list or market around the buttons. */
  format: OddsFormat;
}

/** An outcome's odds: a toggle that adds the pick to the slip or takes it out. */
export function OddsButton({ event, market, outcome, format }: OddsButtonProps) {
  const { t } = useSharedTranslation();
  const slip = useSlip();
  const selected = isSelected(slip, outcome.id);
  const move = useOddsMove(outcome.odds);
  const available = market.status === 'active' && outcome.active;
  const label = outcomeShortName(t, market, outcome);
  const shown = formatOdds(outcome.odds, format);

  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={!available && !selected}
      data-testid={`odds-${outcome.id}`}
      data-move={move ?? undefined}
      aria-label={
        available
          ? t('sportsbook.outcome.pick', { outcome: label, odds: shown })
          : t('sportsbook.outcome.unavailable', { outcome: label })
      }
      onClick={() =>
        toggleSelection({
          outcomeId: outcome.id,
          marketId: market.id,
          eventId: event.id,
          eventName: eventName(t, event),
          marketName: marketName(t, market),
          outcomeName: outcomeFullName(t, market, outcome, event),
          odds: outcome.odds,
          live: event.live,
          sportPath: event.sport.value,
        })
      }
      className={`flex min-h-11 min-w-0 flex-1 items-center justify-between gap-2 rounded-lg border px-2.5 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-amber-400 ${
        selected
          ? 'border-amber-400 bg-amber-400 text-slate-950'
          : available
            ? 'border-slate-700 bg-slate-800 text-white hover:border-slate-500'
            : 'cursor-not-allowed border-slate-800 bg-slate-900 text-slate-500'
      }`}
    >
      <span className={`truncate ${selected ? 'text-slate-800' : 'text-slate-400'}`}>{label}</span>
      <span className="flex items-center gap-1 font-semibold tabular-nums">
        {available ? (
          <>
            {move === 'up' ? (
              <span aria-hidden="true" className={selected ? '' : 'text-emerald-400'}>
                ▲
              </span>
            ) : move === 'down' ? (
              <span aria-hidden="true" className={selected ? '' : 'text-rose-400'}>
                ▼
              </span>
            ) : null}
            {shown}
          </>
        ) : (
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </svg>
        )}
      </span>
    </button>
  );
}
