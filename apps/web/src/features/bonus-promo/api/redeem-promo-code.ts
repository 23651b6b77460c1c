import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPlayerBonus, type PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../../../lib/api-client';
import { balanceQueryKey } from '../../../lib/wallet/get-balance';

/** POST /api/v2/promo-codes/redeem: the bonus the code gave (active at once, or pending). */
export function redeemPromoCode(code: string): Promise<PlayerBonus> {
  return apiRequest('/api/v2/promo-codes/redeem', {
    method: 'POST',
    body: { code },
    schema: ZPlayerBonus,
  });
}

export function useRedeemPromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemPromoCode,
    onSuccess: () => {
      // The bonus lists, the code's own preview and the bonus balance all changed.
      void queryClient.invalidateQueries({ queryKey: ['bonuses'] });
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
    },
  });
}
