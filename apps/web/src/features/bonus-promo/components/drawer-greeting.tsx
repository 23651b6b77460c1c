import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePlayerBonuses } from '../../../lib/bonuses/get-player-bonuses';
import { errorMessage } from '../../../lib/error-message';
import { greetingItems, type GreetingState } from '../model/greeting-steps';
import { ConditionList } from './condition-list';

const BADGE: Record<GreetingState, string> = {
  claimed: 'bg-emerald-500/15 text-emerald-300',
  current: 'bg-amber-400/15 text-amber-200',
  available: 'bg-sky-500/15 text-sky-200',
  disabled: 'bg-slate-700/60 text-slate-400',
};

/** The greeting-bonus accordion: each step (or the everyday bonus) opens to its conditions. */
export function DrawerGreeting({ variant }: { variant: 'welcome' | 'everyday' }) {
  const { t } = useTranslation();
  const bonuses = usePlayerBonuses();

  if (bonuses.isPending)
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-2">
        <Skeleton className="h-12 w-full rounded-xl" />
        <Skeleton className="h-12 w-full rounded-xl" />
        <span className="sr-only">{t('bonus-promo.drawer.loading')}</span>
      </div>
    );
  if (bonuses.isError)
    return (
      <div role="alert" className="flex items-center justify-between gap-3 text-sm text-rose-200">
        <span>
          {t('bonus-promo.drawer.load_failed')} {errorMessage(t, bonuses.error)}
        </span>
        <button
          type="button"
          onClick={() => void bonuses.refetch()}
          className="rounded-lg border border-slate-700 px-3 py-1.5 text-slate-100 hover:bg-slate-800"
        >
          {t('bonus-promo.drawer.retry')}
        </button>
      </div>
    );
  const items = greetingItems(bonuses.data, variant);
  if (items.length === 0)
    return <p className="text-sm text-slate-400">{t('bonus-promo.drawer.empty')}</p>;

  const stateText = (state: GreetingState) =>
    variant === 'everyday' && state === 'available'
      ? t('bonus-promo.drawer.everyday_available')
      : variant === 'everyday' && state === 'claimed'
        ? t('bonus-promo.drawer.everyday_claimed')
        : t(`bonus-promo.drawer.state_${state}`);

  return (
    <div className="flex flex-col gap-2" data-testid="bonus-drawer-greeting">
      {items.map(({ bonus, state }) => (
        <details
          key={bonus.id}
          data-testid="bonus-drawer-step"
          data-state={state}
          className="group rounded-xl border border-slate-800 bg-slate-950/60"
        >
          <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl px-3 py-3 focus-visible:outline-2 focus-visible:outline-amber-400">
            <span className="min-w-0 flex-1">
              {bonus.conditions.type === 'welcome' ? (
                <span className="block text-xs text-slate-400">
                  {t('bonus-promo.drawer.step', { count: bonus.conditions.minDepositNumber })}
                </span>
              ) : null}
              <span
                className="block truncate font-semibold text-white"
                data-testid="bonus-drawer-step-title"
              >
                {bonus.title}
              </span>
            </span>
            <span
              className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[state]}`}
            >
              {stateText(state)}
            </span>
            <svg
              viewBox="0 0 24 24"
              width="16"
              height="16"
              aria-hidden="true"
              className="shrink-0 text-slate-400 transition-transform group-open:rotate-180"
            >
              <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </summary>
          <div className="flex flex-col gap-3 px-3 pb-3">
            {bonus.description ? (
              <p className="text-sm text-slate-300">{bonus.description}</p>
            ) : null}
            <ConditionList conditions={bonus.conditions} />
          </div>
        </details>
      ))}
    </div>
  );
}
