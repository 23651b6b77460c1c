import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminBuyOrder, type DeskConfirmRequest } from '@wheelhouse/contracts/admin-fiat-desk';
import { apiRequest } from '../../../lib/api-client';

/** The money arrived: credit the order, or the corrected amount that actually came. */
export function confirmOrder(id: string, body: DeskConfirmRequest) {
  return apiRequest(`/api/admin/fiat/orders/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    body,
    schema: ZAdminBuyOrder,
  });
}

export function useConfirmOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskConfirmRequest) => confirmOrder(id, body),
    onSuccess: (order) => queryClient.setQueryData(['fiat-orders', 'one', id], order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['fiat-orders', 'list'] }),
  });
}
