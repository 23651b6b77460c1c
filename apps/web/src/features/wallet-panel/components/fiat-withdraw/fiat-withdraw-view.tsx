import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useFiatConditions } from '../../api/get-fiat-conditions';
import { useSavedSellDetails } from '../../api/get-saved-sell-details';
import { draftFromSaved } from '../../model/fiat-withdraw-form';
import { findFiatMethod } from '../../model/fiat-methods';
import type { FiatWithdrawDraft, PanelEvent } from '../../model/panel-machine';
import { FiatWithdrawForm } from './fiat-withdraw-form';
import { MethodsLoadError } from '../panel/methods-load-error';

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-3" data-testid="fiat-withdraw-loading">
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
      <Skeleton className="h-12" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/**
 * Fiat-withdraw view (spec §2): the method's form once the method is known and, for a new draft,
 * the saved details have answered (the first entry pre-fills the form, spec §7; without an answer
 * the form starts empty). A draft kept from the wager or personal-data view is used as it is.
 */
export function FiatWithdrawView({
  bankId,
  draft,
  attemptKey,
  dispatch,
}: {
  bankId: string;
  draft: FiatWithdrawDraft | undefined;
  attemptKey: string | null;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const conditions = useFiatConditions();
  const saved = useSavedSellDetails(bankId);
  const method = findFiatMethod(conditions.data, bankId);
  const kept = draft?.bankId === bankId ? draft : undefined;

  if (conditions.isPending) return <Loading label={t('wallet.fiat_withdraw.loading')} />;
  if (conditions.isError) return <MethodsLoadError onRetry={() => void conditions.refetch()} />;
  if (!method?.sell) {
    return (
      <AlertBox variant="warning" testId="fiat-withdraw-not-available">
        {t('wallet.fiat_withdraw.not_available')}
      </AlertBox>
    );
  }
  if (!kept && saved.isPending) return <Loading label={t('wallet.fiat_withdraw.saved_loading')} />;
  return (
    <FiatWithdrawForm
      method={method}
      draft={kept ?? draftFromSaved(bankId, saved.data)}
      attemptKey={attemptKey}
      dispatch={dispatch}
    />
  );
}
