import { useTranslation } from 'react-i18next';

/** The count of items waiting in a queue, beside its navigation entry; nothing when empty. */
export function QueueBadge({ count, testId }: { count: number | undefined; testId?: string }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <span
      className="ml-auto min-w-6 rounded-full bg-amber-400 px-1.5 text-center text-xs font-semibold text-slate-950"
      data-testid={testId}
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('nav.waiting', { count })}</span>
    </span>
  );
}
