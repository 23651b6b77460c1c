import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useCryptoMethods } from '../../api/get-crypto-methods';
import type { CryptoWithdrawDraft, PanelEvent } from '../../model/panel-machine';
import { CryptoWithdrawForm } from './crypto-withdraw-form';
import { MethodsLoadError } from '../panel/methods-load-error';

function emptyDraft(currency: string): CryptoWithdrawDraft {
  return { currency, address: '', amount: '', memo: '', provider: null };
}

/** Crypto-withdraw view (spec §2): the method's form, once the method is known. */
export function CryptoWithdrawView({
  currency,
  draft,
  attemptKey,
  dispatch,
}: {
  currency: string;
  draft: CryptoWithdrawDraft | null;
  attemptKey: string | null;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const methods = useCryptoMethods();
  const method = methods.data?.find((candidate) => candidate.code === currency);
  const disabled = method !== undefined && !method.withdrawAllowed;

  // The grid lists every method; one without withdrawals (or switched off while its form is
  // open) shows the withdraw-disabled view instead of a form.
  useEffect(() => {
    if (disabled) dispatch({ type: 'withdraw-disabled', currency });
  }, [disabled, currency, dispatch]);

  if (methods.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-12" />
        <span className="sr-only">{t('wallet.withdrawal_crypto.loading')}</span>
      </div>
    );
  }
  if (methods.isError || !method) {
    return <MethodsLoadError onRetry={() => void methods.refetch()} />;
  }
  if (disabled) return null;
  return (
    <CryptoWithdrawForm
      method={method}
      draft={draft?.currency === currency ? draft : emptyDraft(currency)}
      attemptKey={attemptKey}
      dispatch={dispatch}
    />
  );
}
