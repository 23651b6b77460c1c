import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../../components/ui/alert-box';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatDecimal } from '../../../../lib/money/format-display-amount';
import { useLocale } from '../../../../lib/use-locale';
import { useWagerStatus } from '../../api/get-wager-status';
import { wagerPercent } from '../../model/withdraw-flow';

/** Wager view (spec §2, §8): unfinished wagering blocks withdrawal; shows the turnover so far. */
export function WagerView() {
  const { t } = useTranslation();
  const locale = useLocale();
  const status = useWagerStatus();
  const wager = status.data?.wager;
  return (
    <div className="flex flex-col gap-4" data-testid="wager-view">
      <AlertBox variant="warning">{t('VerifyModal.wager.error')}</AlertBox>
      {wager ? (
        <div className="flex flex-col gap-2">
          <ProgressBar value={wagerPercent(wager)} label={t('VerifyModal.wager.progress_label')} />
          <p className="text-sm text-slate-300 tabular-nums" data-testid="wager-progress">
            {t('VerifyModal.wager.progress', {
              current: formatDecimal(wager.current, 2, locale),
              total: formatDecimal(wager.total, 2, locale),
              currency: wager.currency,
            })}
          </p>
        </div>
      ) : status.isPending ? (
        <Skeleton className="h-8" />
      ) : null}
    </div>
  );
}
