import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { useRgSession } from '../../../lib/responsible-gaming/get-rg-session';
import { useRgState } from '../../../lib/responsible-gaming/get-rg-state';
import { useLocalizedPath } from '../../../lib/use-locale';

/**
 * The reality check: every N minutes of a play session, a dialog with the time played and the
 * session's net result. "Continue" closes it until the next N minutes; "Stop playing" goes back
 * to the home page (the player stays signed in, and the session ends after 30 minutes without a
 * stake). Which checks were seen is kept per session start for this tab.
 */
export function RealityCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const state = useRgState();
  const minutes = state.data?.realityCheck.minutes ?? null;
  const session = useRgSession(minutes !== null).data?.session ?? null;
  const [seen, setSeen] = useState<{ startedAt: string; count: number } | null>(null);
  const due = session && minutes ? Math.floor(session.playedSeconds / (minutes * 60)) : 0;
  const acknowledged = seen && session && seen.startedAt === session.startedAt ? seen.count : 0;
  const open = Boolean(session && due > acknowledged);

  useEffect(() => {
    if (session && seen && seen.startedAt !== session.startedAt) setSeen(null);
  }, [session, seen]);

  if (!open || !session) return null;
  const close = () => setSeen({ startedAt: session.startedAt, count: due });
  return (
    <Modal title={t('responsible-gaming.reality.title')} onClose={close} testId="reality-check">
      <p className="text-sm text-slate-200">
        {t('responsible-gaming.reality.played', {
          minutes: Math.floor(session.playedSeconds / 60),
        })}
      </p>
      <p className="mt-1 text-sm text-slate-200">
        {t('responsible-gaming.reality.net', { net: session.net, currency: session.currency })}
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={() => {
            close();
            void navigate(localized('/'));
          }}
          className="rounded-lg border border-slate-700 px-3 py-2 text-sm text-slate-100"
        >
          {t('responsible-gaming.reality.stop')}
        </button>
        <button
          type="button"
          onClick={close}
          className="rounded-lg bg-emerald-500 px-3 py-2 text-sm font-semibold text-slate-950"
        >
          {t('responsible-gaming.reality.continue')}
        </button>
      </div>
    </Modal>
  );
}
