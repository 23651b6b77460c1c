import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';

/** Spec shell.md "Exit-confirmation modal (continue and cancel)": continue leaves, cancel stays. */
export function ExitConfirmation({
  onContinue,
  onCancel,
}: {
  onContinue: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('games.page.exit.title')} onClose={onCancel} testId="exit-confirmation">
      <p className="text-sm text-slate-300">{t('games.page.exit.text')}</p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-xl bg-slate-800 px-4 font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-amber-400"
        >
          {t('games.page.exit.cancel')}
        </button>
        <button
          type="button"
          onClick={onContinue}
          data-testid="exit-continue"
          className="min-h-11 rounded-xl bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-amber-400"
        >
          {t('games.page.exit.continue')}
        </button>
      </div>
    </Modal>
  );
}
