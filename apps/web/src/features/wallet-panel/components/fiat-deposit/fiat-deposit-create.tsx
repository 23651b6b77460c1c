import type { FieldError } from '@wheelhouse/contracts/errors';
import type { FiatDetails, FiatPaymentMethod } from '@wheelhouse/contracts/fiat';
import { useCreateBuyOrder } from '../../api/create-buy-order';
import { depositFailure } from '../../model/fiat-deposit-errors';
import type { PanelEvent } from '../../model/panel-machine';
import { useDepositFailureToast } from './fiat-deposit-toast';

/**
 * Creates the fiat deposit order (`POST /api/v2/wallet/orders/buy`) and opens its details; a
 * refusal shows the spec §8 toast, and field errors go back to the form that sent them.
 */
export function useCreateFiatDeposit(
  dispatch: (event: PanelEvent) => void,
  onFieldErrors: (fields: Record<string, FieldError>) => void,
) {
  const create = useCreateBuyOrder();
  const showFailure = useDepositFailureToast();
  const submit = (method: FiatPaymentMethod, amount: string, externalFields: FiatDetails) => {
    create.mutate(
      {
        amount,
        bankId: method.id,
        externalFields,
        // An external invoice returns the player to the page they paid from.
        callbackUrl: window.location.href,
      },
      {
        onSuccess: (order) => dispatch({ type: 'show-fiat-order', orderId: order.id }),
        onError: (error) => {
          const failure = depositFailure(error);
          showFailure(failure);
          onFieldErrors(failure.kind === 'refused' ? {} : failure.fields);
        },
      },
    );
  };
  return { submit, isSubmitting: create.isPending };
}
