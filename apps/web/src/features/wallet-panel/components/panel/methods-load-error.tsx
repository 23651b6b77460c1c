import { useTranslation } from 'react-i18next';

/** The payment methods could not be loaded: says so and offers to ask again. */
export function MethodsLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-sm text-rose-200">
      <p>{t('wallet.methods.failed')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-lg border border-slate-700 px-3 py-1.5 text-slate-100 hover:bg-slate-800"
      >
        {t('Shared.retry')}
      </button>
    </div>
  );
}
