import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPlayerBonus, type PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../../../lib/api-client';
import { useMe } from '../../../lib/session/get-me';
import { bonusQueryKeys } from './bonus-query-keys';

/** GET /api/v2/bonuses/{id}: one bonus as the list shows it; 404 for one the player cannot see. */
export function fetchBonus(id: number, signal?: AbortSignal): Promise<PlayerBonus> {
  return apiRequest(`/api/v2/bonuses/${id}`, { schema: ZPlayerBonus, signal });
}

export function bonusQueryOptions(id: number) {
  return queryOptions({
    queryKey: bonusQueryKeys.one(id),
    queryFn: ({ signal }) => fetchBonus(id, signal),
  });
}

export function useBonus(id: number | null) {
  const me = useMe();
  return useQuery({
    ...bonusQueryOptions(id ?? 0),
    enabled: Boolean(me.data) && id !== null,
  });
}
