import { useTranslation } from 'react-i18next';
import type { FiatPaymentMethod } from '@wheelhouse/contracts/fiat';
import { Skeleton } from '../../../../components/ui/skeleton';
import { openSupportChat } from '../../../../lib/support-chat/support-chat-store';
import { useFiatConditions } from '../../api/get-fiat-conditions';
import { findFiatMethod } from '../../model/fiat-methods';

/** The chosen fiat method from the conditions, with the query's state. */
export function useFiatMethod(bankId: string) {
  const conditions = useFiatConditions();
  const method = findFiatMethod(conditions.data, bankId);
  return { conditions, method };
}

export function FiatLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-11 w-full" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** A fiat step could not load: says so, with a retry. */
export function FiatLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="fiat-deposit-load-error"
      className="flex flex-col items-start gap-2 text-sm text-rose-200"
    >
      <p>{message}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-lg border border-slate-700 px-3 py-1.5 text-slate-100 hover:bg-slate-800"
        >
          {t('Shared.retry')}
        </button>
        <button
          type="button"
          onClick={openSupportChat}
          className="rounded-lg border border-slate-700 px-3 py-1.5 text-slate-100 hover:bg-slate-800"
        >
          {t('support.write')}
        </button>
      </div>
    </div>
  );
}

/** The method's name and icon over a fiat deposit step. */
export function FiatMethodHeader({ method }: { method: FiatPaymentMethod }) {
  return (
    <div className="flex items-center gap-3">
      {method.iconBig || method.icon ? (
        <img
          src={method.iconBig || method.icon}
          alt=""
          width={40}
          height={40}
          className="h-10 w-10 rounded-full object-cover"
        />
      ) : null}
      <div className="flex min-w-0 flex-col">
        <span className="text-sm font-semibold text-white">{method.name}</span>
        <span className="text-xs text-slate-400">{method.currency}</span>
      </div>
    </div>
  );
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
  testId,
  disabled = false,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      data-testid={testId}
      disabled={busy || disabled}
      className="rounded-xl bg-amber-400 px-4 py-2.5 text-sm font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-60"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
