import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSeedsResponse, type SeedsResponse } from '@wheelhouse/contracts/originals';
import { apiRequest } from '../api-client';
import { useMe } from '../session/get-me';
import { originalsQueryKeys } from './originals-query-keys';

/** GET /api/v1/originals/seeds: the active pair (server seed by its hash), next nonce, last revealed pair. */
export function fetchSeeds(signal?: AbortSignal): Promise<SeedsResponse> {
  return apiRequest('/api/v1/originals/seeds', { schema: ZSeedsResponse, signal });
}

export const seedsQueryOptions = queryOptions({
  queryKey: originalsQueryKeys.seeds,
  queryFn: ({ signal }) => fetchSeeds(signal),
});

/** The player's seeds; guests have none (the endpoint answers 401). */
export function useSeeds() {
  const me = useMe();
  return useQuery({ ...seedsQueryOptions, enabled: Boolean(me.data) });
}
