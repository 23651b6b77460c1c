import { useTranslation } from 'react-i18next';
import type { MinesRound } from '@wheelhouse/contracts/originals';
import { formatMoney, formatMultiplierText } from '../../../components/originals/format-bet';
import { useLocale } from '../../../lib/use-locale';

/** The round's state in words, read out as it changes (a polite live region). */
export function MinesResult({ round }: { round: MinesRound | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  let message: string;
  let tone = 'text-slate-300';
  if (!round) message = t('originals.mines.status.idle');
  else if (round.status === 'lost') {
    message = t('originals.mines.status.lost');
    tone = 'text-rose-300';
  } else if (round.status === 'cashed_out') {
    message = t('originals.mines.status.won', {
      amount: formatMoney(round.payout.amount, round.payout.currency, locale),
      multiplier: formatMultiplierText(round.multiplier, locale),
    });
    tone = 'text-emerald-300';
  } else if (round.safeReveals === 0) message = t('originals.mines.status.first_pick');
  else message = t('originals.mines.status.playing', { count: round.safeReveals });

  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="mines-status"
      data-status={round?.status ?? 'idle'}
      className={`min-h-6 text-center text-sm font-medium ${tone}`}
    >
      {message}
    </p>
  );
}
