import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminWithdrawal } from '@wheelhouse/contracts/admin-withdrawals';
import { apiRequest } from '../../../lib/api-client';

/** 200: the gateway took the payout; 202: approved, the worker sends it (payoutRetrying). */
export function approveWithdrawal(id: string) {
  return apiRequest(`/api/admin/withdrawals/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    schema: ZAdminWithdrawal,
  });
}

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['withdrawals'] }),
  });
}
