import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBonusModalState, type BonusModalState } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../api-client';
import { useMe } from '../session/get-me';

/** GET /api/v2/bonuses/modal: deposit count, lastShowModalAt and the welcome/everyday variant. */
export const bonusModalStateQueryKey = ['bonuses', 'modal-state'] as const;

export function fetchBonusModalState(signal?: AbortSignal): Promise<BonusModalState> {
  return apiRequest('/api/v2/bonuses/modal', { schema: ZBonusModalState, signal });
}

export const bonusModalStateQueryOptions = queryOptions({
  queryKey: bonusModalStateQueryKey,
  queryFn: ({ signal }) => fetchBonusModalState(signal),
});

export function useBonusModalState() {
  const me = useMe();
  return useQuery({ ...bonusModalStateQueryOptions, enabled: Boolean(me.data) });
}
