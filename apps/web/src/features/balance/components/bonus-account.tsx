import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Balance } from '@wheelhouse/contracts/wallet';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatPrimaryAmount } from '../../../lib/money/format-display-amount';
import { useLocale, useLocalizedPath } from '../../../lib/use-locale';
import { bonusAccount, wagerPercent } from '../model/bonus-account';

function usePercentText() {
  const locale = useLocale();
  return (percent: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
      percent / 100,
    );
}

/** With several bonuses running, each one's part of the bonus account and its own wagering. */
function PerBonus({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const percentText = usePercentText();
  return (
    <ul data-testid="balance-bonus-list" className="mt-3 flex flex-col gap-2">
      {balance.bonuses.map((entry, index) => {
        const own = balance.userBonuses.filter((bonus) => bonus.id === entry.bonusId);
        const exact = wagerPercent(own);
        const percent = exact === null ? null : Math.floor(exact);
        const name = t('balance.card.bonus_n', { n: index + 1 });
        return (
          <li
            key={entry.bonusId}
            data-testid="balance-bonus-item"
            className="text-xs text-slate-300"
          >
            <div className="mb-1 flex justify-between gap-2">
              <span>{name}</span>
              <span className="tabular-nums">
                {formatPrimaryAmount(entry, locale)}
                {percent === null ? '' : ` · ${percentText(percent)}`}
              </span>
            </div>
            {percent === null ? null : (
              <ProgressBar value={percent} label={t('balance.card.bonus_progress', { name })} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The bonus account (the per-bonus amounts of the Balance added up) with its wagering progress, or
 * a plain note when no bonus is active; a link leads to the bonuses page.
 */
export function BonusAccount({
  balance,
  onNavigate,
}: {
  balance: Balance;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const percentText = usePercentText();
  const exact = wagerPercent(balance.userBonuses);
  // Whole percents, rounded down like the model: the bar and its text must agree.
  const percent = exact === null ? null : Math.floor(exact);

  return (
    <div className="rounded-xl bg-slate-800/60 p-3">
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-xs text-slate-400">{t('balance.card.bonus')}</p>
        <Link
          to={localized('/bonuses')}
          onClick={onNavigate}
          data-testid="balance-bonuses-link"
          className="text-xs font-semibold text-amber-300 hover:text-amber-200"
        >
          {t('balance.card.all_bonuses')}
        </Link>
      </div>
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
            <span className="tabular-nums">{percentText(percent)}</span>
          </div>
          <ProgressBar value={percent} label={t('balance.card.wager_progress')} />
        </div>
      )}
      {balance.bonuses.length > 1 ? <PerBonus balance={balance} /> : null}
    </div>
  );
}
