import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPlayerBonusesResponse, type PlayerBonusesResponse } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../../../lib/api-client';
import { useMe } from '../../../lib/session/get-me';
import { bonusQueryKeys } from './bonus-query-keys';

/** A player sees a handful of bonuses (4 welcome steps, everyday, their own): one page holds all. */
const LIMIT = 100;

/** GET /api/v2/bonuses: welcome steps first, then everyday, personal and promo bonuses. */
export function fetchBonuses(signal?: AbortSignal): Promise<PlayerBonusesResponse> {
  return apiRequest(`/api/v2/bonuses?offset=0&limit=${LIMIT}`, {
    schema: ZPlayerBonusesResponse,
    signal,
  });
}

export const bonusesQueryOptions = queryOptions({
  queryKey: bonusQueryKeys.list,
  queryFn: ({ signal }) => fetchBonuses(signal),
});

/** Token only (shell spec §7): asked for only while someone is signed in. */
export function useBonuses() {
  const me = useMe();
  return useQuery({ ...bonusesQueryOptions, enabled: Boolean(me.data) });
}
