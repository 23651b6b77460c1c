import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../../components/ui/skeleton';
import { securityErrorMessage } from '../../../../lib/security-locale';
import { toast } from '../../../../lib/toast';
import { useEndSession } from '../../api/security/end-session';
import { useSessions } from '../../api/security/sessions';
import { LoadFailed } from './load-failed';
import { panelClass, secondaryButton } from './text-field';

/** Active sessions with device, address and country; end one or all others. */
export function SessionsPanel() {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const end = useEndSession();
  const time = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const run = (id: number | null) =>
    !end.isPending &&
    end.mutate(id, {
      onSuccess: ({ ended }) => toast.success(t('security.sessions.ended', { count: ended })),
      onError: (error) => toast.error(securityErrorMessage(t, error)),
    });
  const others = sessions.data?.data.filter((session) => !session.current) ?? [];

  return (
    <section className={panelClass} data-testid="security-sessions">
      <h3 className="font-semibold text-white">{t('security.sessions.title')}</h3>
      {sessions.isPending ? (
        <div className="mt-3 flex flex-col gap-2" aria-busy="true">
          <span className="sr-only">{t('security.loading')}</span>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : sessions.isError ? (
        <LoadFailed error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul className="mt-2 divide-y divide-slate-800">
            {sessions.data.data.map((session) => (
              <li
                key={session.id}
                data-testid="session-row"
                className="flex flex-wrap items-center justify-between gap-2 py-3"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-100">
                    {session.device}
                    {session.current ? (
                      <span className="ml-2 rounded-full bg-emerald-500/20 px-2 py-0.5 text-xs font-bold text-emerald-300">
                        {t('security.sessions.current')}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-400">
                    {[session.ip, session.country ?? t('security.sessions.unknown_country')]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="text-xs text-slate-500">
                    {t('security.sessions.last_seen', { time: time(session.lastSeenAt) })}
                  </p>
                </div>
                {!session.current ? (
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-disabled={end.isPending || undefined}
                    onClick={() => run(session.id)}
                  >
                    {t('security.sessions.end')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {others.length > 0 ? (
            <button
              type="button"
              className={`${secondaryButton} mt-2`}
              aria-disabled={end.isPending || undefined}
              onClick={() => run(null)}
            >
              {t('security.sessions.end_others')}
            </button>
          ) : (
            <p className="mt-2 text-sm text-slate-400">{t('security.sessions.empty')}</p>
          )}
        </>
      )}
    </section>
  );
}
