import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPlayerBonusesResponse, type PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../api-client';
import { useMe } from '../session/get-me';

/**
 * GET /api/v2/bonuses: every bonus the player can see (welcome steps first). One page of 100
 * covers a programme's welcome steps, everyday, personal and promo bonuses.
 */
export const playerBonusesQueryKey = ['bonuses', 'list'] as const;

export async function fetchPlayerBonuses(signal?: AbortSignal): Promise<PlayerBonus[]> {
  const page = await apiRequest('/api/v2/bonuses?limit=100', {
    schema: ZPlayerBonusesResponse,
    signal,
  });
  return page.data;
}

export const playerBonusesQueryOptions = queryOptions({
  queryKey: playerBonusesQueryKey,
  queryFn: ({ signal }) => fetchPlayerBonuses(signal),
});

export function usePlayerBonuses() {
  const me = useMe();
  return useQuery({ ...playerBonusesQueryOptions, enabled: Boolean(me.data) });
}
