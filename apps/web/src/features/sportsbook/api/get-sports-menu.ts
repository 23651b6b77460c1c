import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSportsMenuResponse, type SportsMenuResponse } from '@wheelhouse/contracts/sportsbook';
import { apiRequest } from '../../../lib/api-client';
import { sportsbookKeys } from './sportsbook-query-keys';

/** GET /api/v1/sportsbook/menu: sports and cybersports with their categories and leagues. */
export function fetchSportsMenu(signal?: AbortSignal): Promise<SportsMenuResponse> {
  return apiRequest('/api/v1/sportsbook/menu', { schema: ZSportsMenuResponse, signal });
}

export const sportsMenuQueryOptions = queryOptions({
  queryKey: sportsbookKeys.menu,
  queryFn: ({ signal }) => fetchSportsMenu(signal),
  staleTime: 60_000,
});

export function useSportsMenu() {
  return useQuery(sportsMenuQueryOptions);
}
