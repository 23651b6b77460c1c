import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { CryptoPaymentMethod } from '@wheelhouse/contracts/cashier-crypto';
import type { FieldError } from '@wheelhouse/contracts/errors';
import { useLocale } from '../../../lib/use-locale';
import { useCreateCryptoWithdrawal } from '../api/create-crypto-withdrawal';
import type { CryptoWithdrawDraft, PanelEvent } from '../model/panel-machine';
import { withdrawFailure, type WithdrawFailure } from '../model/withdraw-errors';
import { hasMemo, readAmountInput } from '../model/withdraw-form';

/** The request body of a draft the form has already validated. */
export function withdrawRequestOf(draft: CryptoWithdrawDraft, method: CryptoPaymentMethod) {
  const amount = readAmountInput(draft.amount, method.precision);
  const memo = hasMemo(method) ? draft.memo.trim() : '';
  return {
    currency: method.code,
    address: draft.address.trim(),
    amount: amount.ok ? amount.value : draft.amount.trim(),
    memo: memo === '' ? null : memo,
    provider: draft.provider,
  };
}

function formatErrorTime(time: string, locale: string): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return time;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(date);
}

/**
 * Sends a confirmed withdrawal under its attempt key and acts on the answer (spec §4 step 7, §8):
 * the pending view on success; the wager or personal-data view; a catalogue toast with the request
 * key and time; the error view (retry keeps the key) when the outcome is unknown; otherwise the
 * create-failure toast. Field errors go back to the form.
 */
export function useWithdrawSubmit(
  dispatch: (event: PanelEvent) => void,
  onFieldErrors: (fields: Record<string, FieldError>) => void = () => {},
) {
  const { t } = useTranslation();
  const locale = useLocale();
  const create = useCreateCryptoWithdrawal();

  const onFailure = (failure: WithdrawFailure) => {
    if (failure.kind !== 'uncertain') dispatch({ type: 'end-withdraw-attempt' });
    switch (failure.kind) {
      case 'wager':
        dispatch({ type: 'show-wager' });
        return;
      case 'personal-data':
        dispatch({ type: 'show-personal-data' });
        return;
      case 'catalogue':
        toast.error(t(`wallet.server_error.${failure.code}`), {
          description: t('wallet.server_error.reference', {
            key: failure.requestKey,
            time: formatErrorTime(failure.time, locale),
          }),
        });
        onFieldErrors(failure.fields);
        return;
      case 'uncertain':
        toast.error(t('wallet.withdrawal_crypto.error'));
        dispatch({ type: 'show-error', errorType: 'withdrawal' });
        return;
      case 'failed':
        toast.error(t('wallet.withdrawal_crypto.error'));
        onFieldErrors(failure.fields);
        return;
    }
  };

  const submit = (draft: CryptoWithdrawDraft, method: CryptoPaymentMethod, key: string) => {
    create.mutate(
      { request: withdrawRequestOf(draft, method), idempotencyKey: key },
      {
        onSuccess: (transaction) => dispatch({ type: 'withdraw-created', transaction }),
        onError: (error) => onFailure(withdrawFailure(error)),
      },
    );
  };

  return { submit, isSubmitting: create.isPending };
}
