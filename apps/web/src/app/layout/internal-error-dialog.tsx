import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/modal';

/** "Unstable connection" (shell spec §4): a required query failed on the network or with a 5xx. */
export function InternalErrorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('layout.internal_error.title')}
      onClose={onClose}
      testId="internal-error-dialog"
    >
      <p className="text-slate-300">{t('layout.internal_error.text')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 w-full rounded-xl bg-amber-400 px-4 py-3 font-semibold text-slate-950 hover:bg-amber-300"
      >
        {t('layout.internal_error.retry')}
      </button>
    </Modal>
  );
}
