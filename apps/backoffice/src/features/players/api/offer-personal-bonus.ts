import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminUserBonus, type OfferPersonalBonusRequest } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../../../lib/api-client';

export function offerPersonalBonus(globalId: string, body: OfferPersonalBonusRequest) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(globalId)}/personal-bonuses`, {
    method: 'POST',
    body,
    schema: ZAdminUserBonus,
  });
}

export function useOfferPersonalBonus(globalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferPersonalBonusRequest) => offerPersonalBonus(globalId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['players', 'bonuses', globalId] }),
  });
}
