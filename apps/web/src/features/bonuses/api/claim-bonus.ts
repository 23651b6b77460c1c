import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZPlayerBonus,
  type ClaimBonusRequest,
  type PlayerBonus,
} from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../../../lib/api-client';
import { balanceQueryKey } from '../../../lib/wallet/get-balance';
import { bonusQueryKeys } from './bonus-query-keys';

/**
 * POST /api/v2/bonuses/{id}/claim: claiming again answers the same bonus. The player's time zone
 * goes with it: the everyday bonus's activation deadline is their local midnight (shell spec §9).
 */
export function claimBonus(id: number): Promise<PlayerBonus> {
  const body: ClaimBonusRequest = { utcOffsetMinutes: -new Date().getTimezoneOffset() };
  return apiRequest(`/api/v2/bonuses/${id}/claim`, {
    method: 'POST',
    body,
    schema: ZPlayerBonus,
  });
}

/** A claim may credit a no-deposit bonus at once, so the balance is refreshed with the bonuses. */
export function useClaimBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimBonus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bonusQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
      ]),
  });
}
