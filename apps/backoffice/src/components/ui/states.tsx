import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { Button } from './button';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center gap-3 p-6 text-sm text-slate-400">
      <span
        aria-hidden
        className="size-4 animate-spin rounded-full border-2 border-slate-600 border-t-amber-400"
      />
      {label ?? t('common.loading')}
    </div>
  );
}

export function Empty({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <p data-testid="empty-state" className="p-6 text-center text-sm text-slate-400">
      {text ?? t('common.empty')}
    </p>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="error-state"
      className="flex flex-col items-start gap-3 rounded-md border border-rose-900 bg-rose-950/40 p-4 text-sm text-rose-200"
    >
      <p>{errorMessage(t, error)}</p>
      {onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
    </div>
  );
}
