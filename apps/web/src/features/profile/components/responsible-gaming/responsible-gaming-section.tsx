import './locale';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Skeleton } from '../../../../components/ui/skeleton';
import { errorMessage } from '../../../../lib/error-message';
import { useRgState } from '../../../../lib/responsible-gaming/get-rg-state';
import { BlockPanel } from './block-panel';
import { MoneyLimits } from './money-limits';
import { TimeLimits } from './time-limits';

/** The profile's "Responsible gaming" section (a chunk of its own, loaded with the profile). */
export default function ResponsibleGamingSection() {
  const { t } = useTranslation();
  const state = useRgState();
  return (
    <section
      aria-labelledby="rg-title"
      data-testid="responsible-gaming"
      className="flex flex-col gap-3 rounded-2xl border border-slate-800 bg-slate-900 p-4 sm:p-6"
    >
      <h2 id="rg-title" className="text-lg font-semibold text-white">
        {t('responsible-gaming.title')}
      </h2>
      {state.data ? (
        <>
          <p className="text-sm text-slate-400">
            {t('responsible-gaming.intro', { currency: state.data.currency })}
          </p>
          <MoneyLimits state={state.data} />
          <TimeLimits state={state.data} />
          <BlockPanel block={state.data.block} />
        </>
      ) : state.isError ? (
        <AlertBox variant="warning" title={t('responsible-gaming.load_failed')}>
          <p>{errorMessage(t, state.error)}</p>
          <button
            type="button"
            onClick={() => void state.refetch()}
            className="mt-2 rounded-lg border border-amber-400/60 px-3 py-1.5 font-semibold"
          >
            {t('responsible-gaming.retry')}
          </button>
        </AlertBox>
      ) : (
        <div aria-busy="true" aria-label={t('responsible-gaming.loading')}>
          <Skeleton className="h-40 w-full" />
        </div>
      )}
    </section>
  );
}
