import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPlayerBonus, type PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../../../lib/api-client';
import { balanceQueryKey } from '../../../lib/wallet/get-balance';
import { bonusQueryKeys } from './bonus-query-keys';

/** POST /api/v2/bonuses/{id}/cancel: the bonus money left goes back to the house. */
export function cancelBonus(id: number): Promise<PlayerBonus> {
  return apiRequest(`/api/v2/bonuses/${id}/cancel`, { method: 'POST', schema: ZPlayerBonus });
}

export function useCancelBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBonus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bonusQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
      ]),
  });
}
