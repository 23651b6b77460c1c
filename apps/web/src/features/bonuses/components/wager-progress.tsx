import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useLocale } from '../../../lib/use-locale';
import { formatBonusAmount } from '../model/format';
import { wagerDonePercent } from '../model/wager';

/** An active bonus's wagering: "{current} of {total}" in its currency, and the bar. */
export function WagerProgress({
  title,
  wager,
  currency,
}: {
  title: string;
  wager: { current: string; total: string };
  currency: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const percent = wagerDonePercent(wager);
  return (
    <div data-testid="bonus-wager">
      <div className="mb-1 flex flex-wrap justify-between gap-x-3 text-xs text-slate-300">
        <span>{t('bonuses.active.wager')}</span>
        <span data-testid="bonus-wager-value" className="tabular-nums">
          {t('bonuses.active.wager_value', {
            current: formatBonusAmount(wager.current, currency, locale),
            total: formatBonusAmount(wager.total, currency, locale),
          })}
        </span>
      </div>
      <ProgressBar value={percent} label={t('bonuses.active.wager_progress', { title })} />
    </div>
  );
}
