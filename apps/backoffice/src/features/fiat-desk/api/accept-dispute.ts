import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminFiatDispute,
  type AdminFiatDisputeAcceptRequest,
} from '@wheelhouse/contracts/admin-fiat-disputes';
import { apiRequest } from '../../../lib/api-client';

/** The player is right: credit the order (or the corrected amount). */
export function acceptDispute(id: number, body: AdminFiatDisputeAcceptRequest) {
  return apiRequest(`/api/admin/fiat/disputes/${id}/accept`, {
    method: 'POST',
    body,
    schema: ZAdminFiatDispute,
  });
}

export function useAcceptDispute(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminFiatDisputeAcceptRequest) => acceptDispute(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['fiat-disputes'] }),
  });
}
