import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type {
  CryptoPaymentMethod,
  CryptoWithdrawRequest,
} from '@wheelhouse/contracts/cashier-crypto';
import type { FieldError } from '@wheelhouse/contracts/errors';
import type { SellOrderRequest } from '@wheelhouse/contracts/fiat';
import { useCreateCryptoWithdrawal } from '../api/create-crypto-withdrawal';
import { useCreateSellOrder } from '../api/create-sell-order';
import type { CryptoWithdrawDraft, PanelEvent } from '../model/panel-machine';
import { withdrawFailure, type WithdrawFailure } from '../model/withdraw-errors';
import { hasMemo, readAmountInput, toBotWallet } from '../model/withdraw-form';
import { useCatalogueToast } from './use-catalogue-toast';

/**
 * The request body of a draft the form has already validated. To the crypto-bot wallet it has no
 * address and no memo (spec §5: the address is required unless provider is cryptobot).
 */
export function withdrawRequestOf(
  draft: CryptoWithdrawDraft,
  method: CryptoPaymentMethod,
): CryptoWithdrawRequest {
  const amount = readAmountInput(draft.amount, method.precision);
  if (toBotWallet(draft))
    return {
      currency: method.code,
      amount: amount.ok ? amount.value : draft.amount.trim(),
      memo: null,
      provider: draft.provider,
    };
  const memo = hasMemo(method) ? draft.memo.trim() : '';
  return {
    currency: method.code,
    address: draft.address.trim(),
    amount: amount.ok ? amount.value : draft.amount.trim(),
    memo: memo === '' ? null : memo,
    provider: draft.provider,
  };
}

/**
 * What a failed withdrawal create means to the player (spec §4 step 7, §8): the wager or
 * personal-data view; a catalogue toast with the request key and time; the flow's own failure
 * toast otherwise (`failureKey`). When the outcome is unknown (no answer, a server fault) the
 * attempt key is kept so a retry cannot make a second withdrawal; `onUncertain` says where the
 * retry happens. Field errors go back to the form.
 */
export function useWithdrawFailure({
  dispatch,
  onFieldErrors,
  failureKey,
  onUncertain,
}: {
  dispatch: (event: PanelEvent) => void;
  onFieldErrors: (fields: Record<string, FieldError>) => void;
  failureKey: 'wallet.withdrawal_crypto.error' | 'wallet.server_error.create_deposit_fail_message';
  onUncertain: () => void;
}) {
  const { t } = useTranslation();
  const catalogueToast = useCatalogueToast();
  return (failure: WithdrawFailure) => {
    if (failure.kind !== 'uncertain') dispatch({ type: 'end-withdraw-attempt' });
    switch (failure.kind) {
      case 'wager':
        dispatch({ type: 'show-wager' });
        return;
      case 'personal-data':
        dispatch({ type: 'show-personal-data' });
        return;
      case 'catalogue':
        catalogueToast(failure);
        onFieldErrors(failure.fields);
        return;
      case 'uncertain':
        toast.error(t(failureKey));
        onUncertain();
        return;
      case 'failed':
        toast.error(t(failureKey));
        onFieldErrors(failure.fields);
        return;
    }
  };
}

/**
 * Sends a confirmed crypto withdrawal under its attempt key and acts on the answer: the pending
 * view on success; failures as useWithdrawFailure says, the unknown outcome in the error view
 * (its retry keeps the key).
 */
export function useWithdrawSubmit(
  dispatch: (event: PanelEvent) => void,
  onFieldErrors: (fields: Record<string, FieldError>) => void = () => {},
) {
  const create = useCreateCryptoWithdrawal();
  const onFailure = useWithdrawFailure({
    dispatch,
    onFieldErrors,
    failureKey: 'wallet.withdrawal_crypto.error',
    onUncertain: () => dispatch({ type: 'show-error', errorType: 'withdrawal' }),
  });

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

/**
 * Sends a confirmed fiat withdrawal (`POST /api/v2/wallet/orders/sell`) under its attempt key: the
 * pending view (type withdraw) on success; a failure shows the toast of spec §8 "Fiat withdraw
 * failure" (or the catalogue's own). An unknown outcome keeps the player on the form with the
 * attempt key kept, so confirming again replays the same request instead of selling twice.
 */
export function useSellOrderSubmit(
  dispatch: (event: PanelEvent) => void,
  onFieldErrors: (fields: Record<string, FieldError>) => void = () => {},
) {
  const create = useCreateSellOrder();
  const onFailure = useWithdrawFailure({
    dispatch,
    onFieldErrors,
    failureKey: 'wallet.server_error.create_deposit_fail_message',
    onUncertain: () => {},
  });

  const submit = (request: SellOrderRequest, key: string) => {
    create.mutate(
      { request, idempotencyKey: key },
      {
        onSuccess: (transaction) => dispatch({ type: 'withdraw-created', transaction }),
        onError: (error) => onFailure(withdrawFailure(error)),
      },
    );
  };

  return { submit, isSubmitting: create.isPending };
}
