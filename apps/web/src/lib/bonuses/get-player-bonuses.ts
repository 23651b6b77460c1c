import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZPlayerBonusesResponse,
  type PlayerBonus,
  type PlayerBonusesResponse,
} from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../api-client';
import { useMe } from '../session/get-me';

/**
 * GET /api/v2/bonuses: every bonus the player can see (welcome steps first). One page of 100
 * covers a programme's welcome steps, everyday, personal and promo bonuses.
 */
export const playerBonusesQueryKey = ['bonuses', 'list'] as const;

// The bonuses page caches the whole answer under the same key: keep the cached shape the same.
export function fetchPlayerBonuses(signal?: AbortSignal): Promise<PlayerBonusesResponse> {
  return apiRequest('/api/v2/bonuses?offset=0&limit=100', {
    schema: ZPlayerBonusesResponse,
    signal,
  });
}

export const playerBonusesQueryOptions = queryOptions({
  queryKey: playerBonusesQueryKey,
  queryFn: ({ signal }) => fetchPlayerBonuses(signal),
});

const bonusesOf = (page: PlayerBonusesResponse): PlayerBonus[] => page.data;

export function usePlayerBonuses() {
  const me = useMe();
  return useQuery({ ...playerBonusesQueryOptions, select: bonusesOf, enabled: Boolean(me.data) });
}
