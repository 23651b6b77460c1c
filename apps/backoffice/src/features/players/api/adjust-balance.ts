import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminAdjustmentResponse,
  type AdminAdjustmentRequest,
} from '@wheelhouse/contracts/admin-money';
import { apiRequest } from '../../../lib/api-client';

/** Credits or debits real money; the key makes a repeated click one adjustment. */
export function adjustBalance(globalId: string, body: AdminAdjustmentRequest, key: string) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(globalId)}/adjustments`, {
    method: 'POST',
    body,
    schema: ZAdminAdjustmentResponse,
    headers: { 'idempotency-key': key },
  });
}

export function useAdjustBalance(globalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: AdminAdjustmentRequest; key: string }) =>
      adjustBalance(globalId, body, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['players'] }),
  });
}
