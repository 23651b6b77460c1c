import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import type { RgState, RgTimeLimit } from '@wheelhouse/contracts/responsible-gaming';
import { errorMessage } from '../../../../lib/error-message';
import { useLocale } from '../../../../lib/use-locale';
import { useSetTimeLimit } from '../../api/set-time-limit';
import { formatWhen } from './format';
import { LimitForm } from './limit-form';

function TimeLimitRow({ limit }: { limit: RgTimeLimit }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSetTimeLimit();
  const session = limit.kind === 'session';
  const id = `rg-${limit.kind}`;
  return (
    <section className="flex flex-col gap-1 rounded-xl border border-slate-800 p-3 sm:p-4">
      <h3 className="font-semibold text-white">
        {t(session ? 'responsible-gaming.session_title' : 'responsible-gaming.reality_title')}
      </h3>
      <p className="text-sm text-slate-400">
        {t(session ? 'responsible-gaming.session_hint' : 'responsible-gaming.reality_hint')}
      </p>
      <LimitForm<number>
        key={limit.minutes ?? 'none'}
        id={id}
        label={t('responsible-gaming.minutes_label')}
        initial={limit.minutes?.toString() ?? ''}
        inputMode="numeric"
        parse={(text) => {
          const minutes = /^\d{1,4}$/.test(text) ? Number(text) : 0;
          return minutes >= 1 && minutes <= 1440 ? minutes : null;
        }}
        invalidText={t('responsible-gaming.invalid_minutes')}
        hasLimit={limit.minutes !== null}
        pending={save.isPending}
        onSave={(minutes) =>
          save.mutate(
            { kind: limit.kind, minutes },
            {
              onSuccess: () => toast.success(t('responsible-gaming.saved')),
              onError: (error) =>
                toast.error(t('responsible-gaming.save_failed'), {
                  description: errorMessage(t, error),
                }),
            },
          )
        }
      />
      {limit.pending ? (
        <p className="text-xs text-amber-300">
          {limit.pending.value === null
            ? t('responsible-gaming.pending_removal', {
                effectiveAt: formatWhen(limit.pending.effectiveAt, locale),
              })
            : t('responsible-gaming.pending_value', {
                value: t('responsible-gaming.minutes_value', { minutes: limit.pending.value }),
                effectiveAt: formatWhen(limit.pending.effectiveAt, locale),
              })}
        </p>
      ) : null}
    </section>
  );
}

/** The session time limit and the reality-check interval. */
export function TimeLimits({ state }: { state: RgState }) {
  return (
    <>
      <TimeLimitRow limit={state.session} />
      <TimeLimitRow limit={state.realityCheck} />
    </>
  );
}
