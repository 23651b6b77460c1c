import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTopLeagues, type TopLeagues } from '@wheelhouse/contracts/sportsbook';
import { apiRequest } from '../../../lib/api-client';
import { sportsbookKeys } from './sportsbook-query-keys';

/** GET /api/v1/sportsbook/top-leagues: the leagues flagged top, with their next events. */
export function fetchTopLeagues(signal?: AbortSignal): Promise<TopLeagues> {
  return apiRequest('/api/v1/sportsbook/top-leagues', { schema: ZTopLeagues, signal });
}

export const topLeaguesQueryOptions = queryOptions({
  queryKey: sportsbookKeys.topLeagues,
  queryFn: ({ signal }) => fetchTopLeagues(signal),
});

export function useTopLeagues() {
  return useQuery(topLeaguesQueryOptions);
}
