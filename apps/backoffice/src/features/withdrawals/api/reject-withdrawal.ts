import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminWithdrawal,
  type AdminWithdrawalRejectRequest,
} from '@wheelhouse/contracts/admin-withdrawals';
import { apiRequest } from '../../../lib/api-client';

export function rejectWithdrawal(id: string, body: AdminWithdrawalRejectRequest) {
  return apiRequest(`/api/admin/withdrawals/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body,
    schema: ZAdminWithdrawal,
  });
}

export function useRejectWithdrawal(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminWithdrawalRejectRequest) => rejectWithdrawal(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['withdrawals'] }),
  });
}
