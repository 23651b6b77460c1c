import { useTranslation } from 'react-i18next';

/** The game could not load what it needs: say so and offer a retry (shell spec §8 wording). */
export function PlayAreaFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="original-load-error"
      className="flex flex-col items-center gap-3 rounded-2xl border border-slate-800 bg-slate-900/60 p-6 text-center"
    >
      <p className="font-semibold text-white">{t('Shared.something_went_wrong')}</p>
      <p className="text-sm text-slate-400">{t('Shared.temporary_difficulties')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-lg bg-slate-700 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-600"
      >
        {t('Shared.retry')}
      </button>
    </div>
  );
}
