import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../../components/ui/alert-box';
import { transactionHistoryQueryKey } from '../../../../lib/wallet/transaction-history-key';
import { useCryptoMethods } from '../../api/get-crypto-methods';
import { fetchTransactions } from '../../api/get-transactions';
import { useWithdrawSubmit } from '../../hooks/use-withdraw-submit';
import type {
  CryptoWithdrawDraft,
  ErrorType,
  FiatOrderFailure,
  InvoiceProvider,
  PanelEvent,
} from '../../model/panel-machine';

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

/** The reason staff gave for a declined order, from its history row (the order has none). */
function useDeclineReason(orderId: string | undefined): string | null {
  const row = useQuery({
    queryKey: [...transactionHistoryQueryKey, 'row', orderId ?? ''] as const,
    queryFn: async ({ signal }) => {
      const page = await fetchTransactions(0, signal);
      return page.items.find((item) => item.id === orderId) ?? null;
    },
    enabled: orderId !== undefined,
  });
  return row.data?.reason ?? null;
}

/** A failed fiat deposit: why (expired, declined with the reason, refunded). */
function FiatFailure({ failure, orderId }: { failure: FiatOrderFailure; orderId?: string }) {
  const { t } = useTranslation();
  const reason = useDeclineReason(failure === 'declined' ? orderId : undefined);
  return (
    <AlertBox variant="warning" testId="error-fiat-failure">
      <span className="flex flex-col gap-1">
        <span>{t(`wallet.fiat_deposit.error_${failure}`)}</span>
        {reason ? (
          <span data-testid="error-reason">{t('wallet.fiat_deposit.reason', { reason })}</span>
        ) : null}
      </span>
    </AlertBox>
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
  bankId,
  failure,
  orderId,
  invoice,
  dispatch,
}: {
  type: ErrorType;
  draft: CryptoWithdrawDraft | null;
  attemptKey: string | null;
  /** A fiat deposit's method: retry starts a new order for it (spec §8). */
  bankId?: string;
  failure?: FiatOrderFailure;
  orderId?: string;
  /** A messenger provider's invoice that could not be made: retry opens its view again. */
  invoice?: { provider: InvoiceProvider; currency: string };
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const canRetry = type === 'withdrawal' && draft !== null && attemptKey !== null;
  return (
    <div className="flex flex-col gap-4" data-testid={`error-${type}`}>
      {failure ? (
        <FiatFailure failure={failure} orderId={orderId} />
      ) : (
        <AlertBox variant="warning">{t(`wallet.view.error_${type}`)}</AlertBox>
      )}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {canRetry ? (
          <RetryWithdrawal draft={draft} attemptKey={attemptKey} dispatch={dispatch} />
        ) : null}
        {type === 'deposit' && bankId ? (
          <button
            type="button"
            data-testid="error-retry"
            onClick={() => dispatch({ type: 'choose-fiat-deposit', bankId })}
            className="rounded-xl bg-amber-400 px-4 py-2.5 text-sm font-semibold text-slate-950 hover:bg-amber-300"
          >
            {t('Shared.retry')}
          </button>
        ) : null}
        {type === 'deposit' && invoice ? (
          <button
            type="button"
            data-testid="error-retry"
            onClick={() =>
              dispatch(
                invoice.provider === 'cryptobot'
                  ? { type: 'choose-crypto-bot-deposit', currency: invoice.currency }
                  : { type: 'choose-x-rocket', mode: 'deposit' },
              )
            }
            className="rounded-xl bg-amber-400 px-4 py-2.5 text-sm font-semibold text-slate-950 hover:bg-amber-300"
          >
            {t('Shared.retry')}
          </button>
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
