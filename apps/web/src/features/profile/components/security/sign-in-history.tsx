import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useSignIns } from '../../api/security/sign-ins';
import { LoadFailed } from './load-failed';
import { panelClass } from './text-field';

/** The latest sign-ins, successful and refused. */
export function SignInHistory() {
  const { t, i18n } = useTranslation();
  const history = useSignIns();
  const outcome = (success: boolean, failure: string | null) =>
    success
      ? t('security.history.success')
      : failure === 'second_factor'
        ? t('security.history.failed_second_factor')
        : t('security.history.failed_password');

  return (
    <section className={panelClass} data-testid="security-history">
      <h3 className="font-semibold text-white">{t('security.history.title')}</h3>
      {history.isPending ? (
        <div className="mt-3" aria-busy="true">
          <span className="sr-only">{t('security.loading')}</span>
          <Skeleton className="h-24" />
        </div>
      ) : history.isError ? (
        <LoadFailed error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">{t('security.history.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-800 text-sm">
          {history.data.data.map((event, index) => (
            <li
              key={`${event.at}-${index}`}
              className="flex flex-wrap justify-between gap-x-3 py-2"
            >
              <span className={event.success ? 'text-emerald-300' : 'text-rose-400'}>
                {outcome(event.success, event.failure)}
              </span>
              <span className="text-slate-300">{event.device}</span>
              <span className="text-slate-400">
                {[event.ip, event.country].filter(Boolean).join(' · ')}
              </span>
              <time dateTime={event.at} className="text-slate-500">
                {new Date(event.at).toLocaleString(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
