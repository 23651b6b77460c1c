import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminBuyOrder, type DeskReasonRequest } from '@wheelhouse/contracts/admin-fiat-desk';
import { apiRequest } from '../../../lib/api-client';

/** The money was sent back to the payer: the order ends as refunded, nothing credited. */
export function refundOrder(id: string, body: DeskReasonRequest) {
  return apiRequest(`/api/admin/fiat/orders/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    body,
    schema: ZAdminBuyOrder,
  });
}

export function useRefundOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskReasonRequest) => refundOrder(id, body),
    onSuccess: (order) => queryClient.setQueryData(['fiat-orders', 'one', id], order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['fiat-orders', 'list'] }),
  });
}
