import { useTranslation } from 'react-i18next';
import type { Balance } from '@wheelhouse/contracts/wallet';
import { formatPrimaryAmount } from '../../../lib/money/format-display-amount';
import { useLocale } from '../../../lib/use-locale';
import { StateBadge } from './bonus-card';
import { WagerProgress } from './wager-progress';

type UserBonus = Balance['userBonuses'][number];

/**
 * A bonus the Balance carries but no bonus offer describes (the crypto method's deposit bonus):
 * its money and wagering, in the primary currency as the Balance gives them.
 */
export function BalanceOnlyBonus({ bonus, balance }: { bonus: UserBonus; balance: Balance }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const left = balance.bonuses.find((entry) => entry.bonusId === bonus.id) ?? bonus.amount;
  const title = t('bonuses.deposit_bonus.title');
  return (
    <article
      data-testid="running-bonus"
      data-user-bonus-id={bonus.id}
      className="flex flex-col gap-3 rounded-2xl border border-amber-400/40 bg-slate-900 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-base font-semibold text-white">{title}</h3>
        <StateBadge tone="on">{t('bonuses.state.active')}</StateBadge>
      </div>
      <p className="text-sm text-slate-300">{t('bonuses.deposit_bonus.text')}</p>
      <div>
        <p className="text-xs text-slate-400">{t('bonuses.active.amount')}</p>
        <p data-testid="running-bonus-amount" className="text-xl font-bold text-white tabular-nums">
          {formatPrimaryAmount(left, locale)}
        </p>
      </div>
      <WagerProgress title={title} wager={bonus.wager} currency={bonus.amount.currency.code} />
    </article>
  );
}
