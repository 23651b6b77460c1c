import { useTranslation } from 'react-i18next';
import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';
import type { Balance } from '@wheelhouse/contracts/wallet';
import { Countdown } from '../../../components/ui/countdown';
import { useLocale } from '../../../lib/use-locale';
import { formatBonusAmount } from '../model/format';
import { BalanceOnlyBonus } from './balance-only-bonus';
import { BonusCard, StateBadge } from './bonus-card';
import { WagerProgress } from './wager-progress';

function RunningBonus({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const activation = bonus.activation;
  if (!activation) return null;
  const active = activation.state === 'active';
  const currency = bonus.conditions.currency;
  return (
    <BonusCard
      bonus={bonus}
      testId="running-bonus"
      className="border-amber-400/40"
      badge={
        <StateBadge tone={active ? 'on' : 'off'}>
          {t(`bonuses.state.${activation.state}`)}
        </StateBadge>
      }
    >
      {active ? (
        <>
          <div>
            <p className="text-xs text-slate-400">{t('bonuses.active.amount')}</p>
            <p
              data-testid="running-bonus-amount"
              className="text-xl font-bold text-white tabular-nums"
            >
              {formatBonusAmount(activation.amount, currency, locale)}
            </p>
          </div>
          <WagerProgress title={bonus.title} wager={activation.wager} currency={currency} />
          {activation.expiresAt ? (
            <div className="flex flex-wrap items-center gap-2 text-xs text-slate-400">
              <span>{t('bonuses.active.expires')}</span>
              <Countdown to={new Date(activation.expiresAt)} />
            </div>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-slate-300">{t('bonuses.card.pending_hint')}</p>
      )}
    </BonusCard>
  );
}

/**
 * The bonuses the player has pending or in play now, with their wagering (shell spec §3 Balance),
 * and any bonus the Balance carries that no offer describes.
 */
export function RunningBonuses({
  bonuses,
  balance,
}: {
  bonuses: PlayerBonus[];
  balance: Balance | undefined;
}) {
  const { t } = useTranslation();
  const listed = new Set(bonuses.map((bonus) => bonus.activation?.userBonusId));
  const others = (balance?.userBonuses ?? []).filter(
    (bonus) => bonus.status === 'active' && !listed.has(bonus.id),
  );
  if (bonuses.length === 0 && others.length === 0) return null;
  return (
    <section aria-labelledby="bonuses-running" className="flex flex-col gap-3">
      <h2 id="bonuses-running" className="text-lg font-semibold text-white">
        {t('bonuses.sections.active')}
      </h2>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {bonuses.map((bonus) => (
          <RunningBonus key={bonus.id} bonus={bonus} />
        ))}
        {balance
          ? others.map((bonus) => (
              <BalanceOnlyBonus key={bonus.id} bonus={bonus} balance={balance} />
            ))
          : null}
      </div>
    </section>
  );
}
