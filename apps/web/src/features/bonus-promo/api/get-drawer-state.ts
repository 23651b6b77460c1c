import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBonusDrawerState, type BonusDrawerState } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v2/bonuses/drawer: whether the drawer was shown to the player, and its variant. */
export const drawerStateQueryKey = ['bonuses', 'drawer-state'] as const;

export function fetchDrawerState(signal?: AbortSignal): Promise<BonusDrawerState> {
  return apiRequest('/api/v2/bonuses/drawer', { schema: ZBonusDrawerState, signal });
}

export function useDrawerState(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: drawerStateQueryKey,
      queryFn: ({ signal }) => fetchDrawerState(signal),
    }),
    enabled,
  });
}
