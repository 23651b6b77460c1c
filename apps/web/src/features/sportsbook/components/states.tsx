import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/ui/alert-box';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 4, testId }: { rows?: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2" aria-busy="true" data-testid={testId}>
      <span className="sr-only">{t('sportsbook.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-20" />
      ))}
    </div>
  );
}

/** A list that could not load, with a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertBox variant="warning" role="alert" title={t('Shared.something_went_wrong')}>
      <p>{errorMessage(t, error)}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 rounded-lg border border-amber-400/60 px-3 py-1.5 font-semibold"
      >
        {t('Shared.retry')}
      </button>
    </AlertBox>
  );
}

/** Nothing to show (yet). */
export function EmptyState({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p
      role="status"
      data-testid={testId}
      className="rounded-xl border border-dashed border-slate-800 px-4 py-6 text-center text-sm text-slate-400"
    >
      {children}
    </p>
  );
}

/** A titled block of the page. */
export function Section({
  title,
  children,
  testId,
  action,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  action?: ReactNode;
}) {
  return (
    <section aria-label={title} data-testid={testId} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-white">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
