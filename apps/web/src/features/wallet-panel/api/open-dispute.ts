import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZFiatOrder, type DisputeRequest, type FiatOrder } from '@wheelhouse/contracts/fiat';
import { apiRequest } from '../../../lib/api-client';
import { transactionHistoryQueryKey } from '../../../lib/wallet/transaction-history-key';
import { buyOrderQueryKey } from './get-buy-order';

export interface OpenDispute {
  orderId: string;
  request: DisputeRequest;
}

/** POST /api/v1/wallet/orders/buy/{id}/dispute: opens a dispute on a stuck deposit (spec §3, §4). */
export function openDispute({ orderId, request }: OpenDispute): Promise<FiatOrder> {
  return apiRequest(`/api/v1/wallet/orders/buy/${encodeURIComponent(orderId)}/dispute`, {
    method: 'POST',
    body: request,
    schema: ZFiatOrder,
  });
}

export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openDispute,
    onSuccess: (order) => {
      queryClient.setQueryData(buyOrderQueryKey(order.id), order);
      void queryClient.invalidateQueries({
        queryKey: [...transactionHistoryQueryKey, 'list'],
      });
    },
  });
}
