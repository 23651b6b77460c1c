import { useTranslation } from 'react-i18next';
import type { Balance } from '@wheelhouse/contracts/wallet';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatPrimaryAmount } from '../../../lib/money/format-display-amount';
import { useLocale } from '../../../lib/use-locale';
import { bonusAccount, wagerPercent } from '../model/bonus-account';

/** The bonus account with its wagering progress, or a plain note when no bonus is active. */
export function BonusAccount({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const exact = wagerPercent(balance.userBonuses);
  // Whole percents, rounded down like the model: the bar and its text must agree.
  const percent = exact === null ? null : Math.floor(exact);
  const percentText =
    percent === null
      ? ''
      : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
          percent / 100,
        );

  return (
    <div className="rounded-xl bg-slate-800/60 p-3">
      <p className="text-xs text-slate-400">{t('balance.card.bonus')}</p>
      <p
        data-testid="balance-bonus"
        className="mt-0.5 text-lg font-semibold break-all text-white tabular-nums"
      >
        {formatPrimaryAmount(bonusAccount(balance), locale)}
      </p>
      {percent === null ? (
        <p data-testid="balance-no-bonus" className="mt-2 text-xs text-slate-400">
          {t('balance.card.no_bonus')}
        </p>
      ) : (
        <div data-testid="balance-wager" className="mt-2">
          <div className="mb-1 flex justify-between text-xs text-slate-300">
            <span>{t('balance.card.wager')}</span>
            <span className="tabular-nums">{percentText}</span>
          </div>
          <ProgressBar value={percent} label={t('balance.card.wager_progress')} />
        </div>
      )}
    </div>
  );
}
