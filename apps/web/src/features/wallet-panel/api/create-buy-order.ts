import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZFiatOrder, type BuyOrderRequest, type FiatOrder } from '@wheelhouse/contracts/fiat';
import { apiRequest } from '../../../lib/api-client';
import { transactionHistoryQueryKey } from '../../../lib/wallet/transaction-history-key';
import { buyOrderQueryKey } from './get-buy-order';

/** POST /api/v2/wallet/orders/buy: creates a fiat deposit order and answers it (spec §4). */
export function createBuyOrder(request: BuyOrderRequest): Promise<FiatOrder> {
  return apiRequest('/api/v2/wallet/orders/buy', {
    method: 'POST',
    body: request,
    schema: ZFiatOrder,
  });
}

/** Creates the order; the details view then starts from the answer without asking again. */
export function useCreateBuyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBuyOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(buyOrderQueryKey(order.id), order);
      void queryClient.invalidateQueries({
        queryKey: [...transactionHistoryQueryKey, 'list'],
      });
    },
  });
}
