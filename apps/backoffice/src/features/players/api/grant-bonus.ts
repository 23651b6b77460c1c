import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminUserBonus, type GrantBonusRequest } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../../../lib/api-client';

export function grantBonus(globalId: string, body: GrantBonusRequest, key: string) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(globalId)}/bonuses`, {
    method: 'POST',
    body,
    schema: ZAdminUserBonus,
    headers: { 'idempotency-key': key },
  });
}

export function useGrantBonus(globalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: GrantBonusRequest; key: string }) =>
      grantBonus(globalId, body, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['players'] }),
  });
}
