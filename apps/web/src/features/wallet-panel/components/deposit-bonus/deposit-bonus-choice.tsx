import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBonusSettings } from '../../../../lib/bonuses/get-bonus-settings';
import { usePlayerBonuses } from '../../../../lib/bonuses/get-player-bonuses';
import { multiplierPercent } from '../../../../lib/bonuses/multiplier-percent';
import { useSaveBonusSettings } from '../../../../lib/bonuses/save-bonus-settings';
import { formatExactAmount } from '../../../../lib/money/format-exact-amount';
import { useMe } from '../../../../lib/session/get-me';
import { useLocale } from '../../../../lib/use-locale';
import { Skeleton } from '../../../../components/ui/skeleton';
import {
  depositBonusChoice,
  withChannelBonus,
  type DepositBonusChoice as Choice,
  type DepositChannel,
} from '../../model/deposit-bonus-choice';

function useChoiceText(choice: Choice, channel: DepositChannel): string {
  const { t } = useTranslation();
  const locale = useLocale();
  switch (choice.kind) {
    case 'off':
      return t('bonus-promo.deposit.off', { kind: t(`bonus-promo.deposit.kind_${channel}`) });
    case 'none':
      return t('bonus-promo.deposit.none');
    case 'pending':
      return t('bonus-promo.deposit.pending', { title: choice.bonus.title });
    case 'welcome': {
      const { conditions } = choice.bonus;
      const values = {
        title: choice.bonus.title,
        percent: multiplierPercent(conditions.amountMultiplier),
        min: formatExactAmount(conditions.minDeposit, locale),
        currency: conditions.currency,
      };
      return conditions.maxAmount
        ? t('bonus-promo.deposit.welcome', {
            ...values,
            cap: formatExactAmount(conditions.maxAmount, locale),
          })
        : t('bonus-promo.deposit.welcome_uncapped', values);
    }
  }
}

function ChoiceCard({
  choice,
  channel,
  enabled,
  saving,
  failed,
  onToggle,
}: {
  choice: Choice;
  channel: DepositChannel;
  enabled: boolean;
  saving: boolean;
  failed: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const text = useChoiceText(choice, channel);
  return (
    <div
      data-testid="deposit-bonus-choice"
      data-choice={choice.kind}
      className="flex flex-col gap-2 rounded-xl border border-emerald-500/30 bg-emerald-500/10 p-3"
    >
      <div className="flex items-center justify-between gap-3">
        <span id={labelId} className="text-sm font-semibold text-emerald-100">
          {t('bonus-promo.deposit.toggle')}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby={labelId}
          aria-busy={saving || undefined}
          disabled={saving}
          data-testid="deposit-bonus-toggle"
          onClick={onToggle}
          className={`relative h-6 w-11 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400 disabled:opacity-60 ${
            enabled ? 'bg-emerald-500' : 'bg-slate-600'
          }`}
        >
          <span
            className={`absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white transition-transform ${
              enabled ? 'translate-x-5' : ''
            }`}
          />
        </button>
      </div>
      <p data-testid="deposit-bonus-text" className="text-sm text-slate-200">
        {saving ? t('bonus-promo.deposit.saving') : text}
      </p>
      {failed ? (
        <p role="alert" className="text-sm text-rose-300">
          {t('bonus-promo.deposit.save_failed')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Cashier deposit views: which bonus this deposit will activate, and a switch that turns the
 * channel's deposit bonuses off (or on again) through the bonus settings. Renders nothing while
 * the player's bonus data is unavailable: a deposit never waits for it.
 */
export function DepositBonusChoice({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation();
  const me = useMe();
  const settings = useBonusSettings();
  const bonuses = usePlayerBonuses();
  const save = useSaveBonusSettings();

  if (settings.isPending || bonuses.isPending)
    return (
      <div role="status" aria-busy="true">
        <Skeleton className="h-20 w-full rounded-xl" />
        <span className="sr-only">{t('bonus-promo.deposit.title')}</span>
      </div>
    );
  if (settings.isError || bonuses.isError || !me.data)
    return (
      <p role="alert" className="text-xs text-slate-400">
        {t('bonus-promo.deposit.load_failed')}
      </p>
    );

  const choice = depositBonusChoice({
    channel,
    settings: settings.data,
    bonuses: bonuses.data,
    depositCount: me.data.depositCount,
  });
  const enabled = choice.kind !== 'off';
  return (
    <ChoiceCard
      choice={choice}
      channel={channel}
      enabled={enabled}
      saving={save.isPending}
      failed={save.isError}
      onToggle={() => save.mutate(withChannelBonus(settings.data, channel, !enabled))}
    />
  );
}
