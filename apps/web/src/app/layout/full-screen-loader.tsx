import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';

/** Covers the app while the data every page depends on (the session) is still loading. */
export function FullScreenLoader() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950">
      <div className="flex h-20 w-20 items-center justify-center rounded-full bg-slate-900">
        <Spinner size={40} label={t('Shared.loading')} />
      </div>
    </div>
  );
}
