import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { isBotMode } from '../../lib/messenger/bot-mode';

/**
 * The loading overlay (shell spec §4): covers the app while the messenger sign-in runs and while
 * the data every page depends on is loading: a spinner in a circle, under the splash image in bot
 * mode.
 */
export function FullScreenLoader() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="loading-overlay"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-slate-950"
    >
      {isBotMode() ? <img src="/mini-app-splash.svg" alt="" width={160} height={160} /> : null}
      <div className="flex h-20 w-20 items-center justify-center rounded-full bg-slate-900">
        <Spinner size={40} label={t('Shared.loading')} />
      </div>
    </div>
  );
}
