import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OriginalBet } from '@wheelhouse/contracts/originals';
import { formatMoney, isWin } from '../../../components/originals/format-bet';
import { useLocale } from '../../../lib/use-locale';

/** The result line above a board, announced to screen readers: the outcome and what it paid. */
export function ResultBanner({
  bet,
  testId,
  children,
}: {
  bet: OriginalBet | null;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const won = bet ? isWin(bet.multiplier) : null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid={testId}
      className="flex flex-col items-center gap-1 text-center"
    >
      <p
        className={`text-3xl font-extrabold tabular-nums sm:text-4xl ${
          won === null ? 'text-slate-300' : won ? 'text-emerald-400' : 'text-rose-400'
        }`}
      >
        {children}
      </p>
      {bet ? (
        <p data-testid={`${testId}-payout`} className="text-sm text-slate-400">
          {won
            ? t('originals.win', {
                amount: formatMoney(bet.payout.amount, bet.payout.currency, locale),
              })
            : t('originals.loss')}
        </p>
      ) : null}
    </div>
  );
}
