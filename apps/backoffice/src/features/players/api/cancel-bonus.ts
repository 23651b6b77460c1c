import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminUserBonus } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../../../lib/api-client';

export function cancelBonus(globalId: string, bonusId: string) {
  return apiRequest(
    `/api/admin/users/${encodeURIComponent(globalId)}/bonuses/${encodeURIComponent(bonusId)}/cancel`,
    { method: 'POST', schema: ZAdminUserBonus },
  );
}

export function useCancelBonus(globalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bonusId: string) => cancelBonus(globalId, bonusId),
    // The balance panel shows the bonus money that the cancel took back.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['players'] }),
  });
}
