import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Balance } from '@wheelhouse/contracts/wallet';
import { useBalance } from '../../../lib/wallet/get-balance';
import { bonusQueryKeys } from '../api/bonus-query-keys';

/**
 * The Balance is what the realtime channel keeps live: when its bonuses change (one activates,
 * a bet moves the wagering, one converts or ends), the bonuses shown are asked for again.
 * Answers the Balance, for the bonuses only it knows of.
 */
export function useBonusesFollowBalance(): Balance | undefined {
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
  return balance.data;
}
