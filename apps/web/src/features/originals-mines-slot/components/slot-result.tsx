import { useTranslation } from 'react-i18next';
import type { OriginalBet } from '@wheelhouse/contracts/originals';
import { WHEELHOUSE_SLOT } from '@wheelhouse/fair/slot-machine';
import { formatMoney, formatMultiplierText, isWin } from '../../../components/originals/format-bet';
import { useLocale } from '../../../lib/use-locale';
import { slotLinePayout } from '../model/slot-line-payout';
import type { SlotHighlights } from '../model/slot-winning-cells';
import { SlotSymbol } from './slot-symbol';

interface SlotResultProps {
  bet: OriginalBet | null;
  highlights: SlotHighlights | null;
  /** The reels are still moving: the result is not told yet. */
  settling: boolean;
  scatterCount: number;
}

/** The spin's result in words (a polite live region) and each winning line with what it pays. */
export function SlotResult({ bet, highlights, settling, scatterCount }: SlotResultProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!bet || settling)
    return (
      <p
        role="status"
        aria-live="polite"
        data-testid="slot-status"
        className="min-h-6 text-center text-sm text-slate-400"
      >
        {settling ? t('originals.slot.spinning') : t('originals.slot.idle')}
      </p>
    );

  const won = isWin(bet.multiplier);
  return (
    <div className="flex flex-col gap-2">
      <p
        role="status"
        aria-live="polite"
        data-testid="slot-status"
        data-won={won}
        className={`min-h-6 text-center text-sm font-semibold ${won ? 'text-emerald-300' : 'text-slate-300'}`}
      >
        {won
          ? t('originals.slot.won', {
              amount: formatMoney(bet.payout.amount, bet.payout.currency, locale),
              multiplier: formatMultiplierText(bet.multiplier, locale),
            })
          : t('originals.slot.no_win')}
      </p>
      {highlights && (highlights.lines.length > 0 || highlights.scatterCells.length > 0) ? (
        <ul data-testid="slot-wins" className="flex flex-col gap-1 text-sm">
          {highlights.lines.map((win) => {
            const amount = slotLinePayout(bet.stake.amount, win.pay, WHEELHOUSE_SLOT.lines.length);
            return (
              <li
                key={win.line}
                data-testid="slot-win-line"
                data-line={win.line}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-400/10 px-3 py-1.5 text-amber-100"
              >
                <span className="flex items-center gap-2">
                  {t('originals.slot.line', { line: win.line + 1 })}
                  <SlotSymbol symbol={win.symbol} className="text-lg" />
                  <span>× {win.count}</span>
                </span>
                <span className="font-semibold tabular-nums">
                  {amount === null ? null : formatMoney(amount, bet.stake.currency, locale)}
                </span>
              </li>
            );
          })}
          {highlights.scatterCells.length > 0 ? (
            <li
              data-testid="slot-win-scatter"
              className="flex items-center gap-2 rounded-lg bg-amber-400/10 px-3 py-1.5 text-amber-100"
            >
              <SlotSymbol symbol="scatter" className="text-lg" />
              {t('originals.slot.scatter_win', { count: scatterCount })}
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
