import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTransaction, type Transaction } from '@wheelhouse/contracts/wallet';
import { apiRequest } from '../../../lib/api-client';
import { showCancelled } from './cancel-withdrawal';

/**
 * POST /api/v1/wallet/orders/sell/{id}/cancel: cancels a pending fiat withdrawal while it is
 * cancellable (spec §4 "Cancellation"); the hold returns and the answer is its history row.
 */
export function cancelSellOrder(id: string): Promise<Transaction> {
  return apiRequest(`/api/v1/wallet/orders/sell/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    schema: ZTransaction,
  });
}

export function useCancelSellOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSellOrder,
    onSuccess: (cancelled) => showCancelled(queryClient, cancelled),
  });
}
