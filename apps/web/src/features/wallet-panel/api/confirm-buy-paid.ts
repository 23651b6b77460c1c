import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZFiatOrder, type FiatOrder, type PaidRequest } from '@wheelhouse/contracts/fiat';
import { apiRequest } from '../../../lib/api-client';
import { transactionHistoryQueryKey } from '../../../lib/wallet/transaction-history-key';
import { buyOrderQueryKey } from './get-buy-order';

export interface ConfirmBuyPaid {
  orderId: string;
  request: PaidRequest;
}

/** POST /api/v1/wallet/orders/buy/{id}/paid: the payer's name and receipt (spec §4 "Confirming"). */
export function confirmBuyPaid({ orderId, request }: ConfirmBuyPaid): Promise<FiatOrder> {
  return apiRequest(`/api/v1/wallet/orders/buy/${encodeURIComponent(orderId)}/paid`, {
    method: 'POST',
    body: request,
    schema: ZFiatOrder,
  });
}

export function useConfirmBuyPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBuyPaid,
    onSuccess: (order) => {
      queryClient.setQueryData(buyOrderQueryKey(order.id), order);
      void queryClient.invalidateQueries({
        queryKey: [...transactionHistoryQueryKey, 'list'],
      });
    },
  });
}
