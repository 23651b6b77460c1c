import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/ui/alert-box';
import { useCryptoMethods } from '../api/get-crypto-methods';
import { useWithdrawSubmit } from '../hooks/use-withdraw-submit';
import type { CryptoWithdrawDraft, ErrorType, PanelEvent } from '../model/panel-machine';

function RetryWithdrawal({
  draft,
  attemptKey,
  dispatch,
}: {
  draft: CryptoWithdrawDraft;
  attemptKey: string;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const method = useCryptoMethods().data?.find((candidate) => candidate.code === draft.currency);
  const { submit, isSubmitting } = useWithdrawSubmit((event) => {
    // A definite refusal belongs to the form, where the player can change the draft.
    if (event.type === 'end-withdraw-attempt') {
      dispatch(event);
      dispatch({ type: 'choose-crypto-withdraw', currency: draft.currency });
      return;
    }
    dispatch(event);
  });
  return (
    <button
      type="button"
      data-testid="error-retry"
      disabled={!method || isSubmitting}
      onClick={() => method && submit(draft, method, attemptKey)}
      className="rounded-xl bg-amber-400 px-4 py-2.5 text-sm font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-60"
    >
      {isSubmitting ? t('wallet.withdrawal_crypto.submitting') : t('Shared.retry')}
    </button>
  );
}

/**
 * Error view (spec §2): the deposit or withdrawal did not go through. A withdrawal whose outcome
 * is unknown can be retried under the same Idempotency-Key, so it is never made twice.
 */
export function ErrorView({
  type,
  draft,
  attemptKey,
  dispatch,
}: {
  type: ErrorType;
  draft: CryptoWithdrawDraft | null;
  attemptKey: string | null;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const canRetry = type === 'withdrawal' && draft !== null && attemptKey !== null;
  return (
    <div className="flex flex-col gap-4" data-testid={`error-${type}`}>
      <AlertBox variant="warning">{t(`wallet.view.error_${type}`)}</AlertBox>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {canRetry ? (
          <RetryWithdrawal draft={draft} attemptKey={attemptKey} dispatch={dispatch} />
        ) : null}
        <button
          type="button"
          data-testid="error-another-method"
          onClick={() => dispatch({ type: 'back' })}
          className="rounded-xl border border-slate-700 px-4 py-2.5 text-sm font-semibold text-slate-100 hover:bg-slate-800"
        >
          {t('wallet.view.another_method')}
        </button>
      </div>
    </div>
  );
}
