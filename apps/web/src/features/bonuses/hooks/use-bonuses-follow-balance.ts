import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBalance } from '../../../lib/wallet/get-balance';
import { bonusQueryKeys } from '../api/bonus-query-keys';

/**
 * The Balance is what the realtime channel keeps live: when its bonuses change (one activates,
 * a bet moves the wagering, one converts or ends), the bonuses shown are asked for again.
 */
export function useBonusesFollowBalance(): void {
  const queryClient = useQueryClient();
  const balance = useBalance();
  const signature = balance.data
    ? balance.data.userBonuses
        .map((bonus) => `${bonus.id}:${bonus.status}:${bonus.wager.current}`)
        .join('|')
    : null;
  const previous = useRef(signature);
  useEffect(() => {
    if (signature === null) return;
    if (previous.current !== null && previous.current !== signature)
      void queryClient.invalidateQueries({ queryKey: bonusQueryKeys.all, exact: false });
    previous.current = signature;
  }, [signature, queryClient]);
}
