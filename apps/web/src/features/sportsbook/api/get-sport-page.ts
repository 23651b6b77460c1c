import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSportPage, type SportPage } from '@wheelhouse/contracts/sportsbook';
import { apiRequest } from '../../../lib/api-client';
import { sportsbookKeys } from './sportsbook-query-keys';

/** GET /api/v1/sportsbook/sports/:sport[?league=17]: categories → leagues → events. */
export function fetchSportPage(
  sport: string,
  league: number | undefined,
  signal?: AbortSignal,
): Promise<SportPage> {
  const query = league === undefined ? '' : `?league=${league}`;
  return apiRequest(`/api/v1/sportsbook/sports/${encodeURIComponent(sport)}${query}`, {
    schema: ZSportPage,
    signal,
  });
}

export const sportPageQueryOptions = (sport: string, league?: number) =>
  queryOptions({
    queryKey: sportsbookKeys.sport(sport, league),
    queryFn: ({ signal }) => fetchSportPage(sport, league, signal),
  });

/** Not asked for at all when the address is no sport value (the page shows not found). */
export function useSportPage(sport: string, league: number | undefined, enabled: boolean) {
  return useQuery({ ...sportPageQueryOptions(sport, league), enabled });
}
