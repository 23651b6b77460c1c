import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminFiatDispute,
  type AdminFiatDisputeRejectRequest,
} from '@wheelhouse/contracts/admin-fiat-disputes';
import { apiRequest } from '../../../lib/api-client';

export function rejectDispute(id: number, body: AdminFiatDisputeRejectRequest) {
  return apiRequest(`/api/admin/fiat/disputes/${id}/reject`, {
    method: 'POST',
    body,
    schema: ZAdminFiatDispute,
  });
}

export function useRejectDispute(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminFiatDisputeRejectRequest) => rejectDispute(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['fiat-disputes'] }),
  });
}
