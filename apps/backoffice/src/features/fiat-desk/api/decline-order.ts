import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminBuyOrder, type DeskReasonRequest } from '@wheelhouse/contracts/admin-fiat-desk';
import { apiRequest } from '../../../lib/api-client';

export function declineOrder(id: string, body: DeskReasonRequest) {
  return apiRequest(`/api/admin/fiat/orders/${encodeURIComponent(id)}/decline`, {
    method: 'POST',
    body,
    schema: ZAdminBuyOrder,
  });
}

export function useDeclineOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskReasonRequest) => declineOrder(id, body),
    onSuccess: (order) => queryClient.setQueryData(['fiat-orders', 'one', id], order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['fiat-orders', 'list'] }),
  });
}
