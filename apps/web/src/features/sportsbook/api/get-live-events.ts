import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEventList, type EventList } from '@wheelhouse/contracts/sportsbook';
import { apiRequest } from '../../../lib/api-client';
import { sportsbookKeys } from './sportsbook-query-keys';

/** GET /api/v1/sportsbook/live[?sport=soccer-1]: events in play with their main market. */
export function fetchLiveEvents(sport?: string, signal?: AbortSignal): Promise<EventList> {
  const query = sport ? `?sport=${encodeURIComponent(sport)}` : '';
  return apiRequest(`/api/v1/sportsbook/live${query}`, { schema: ZEventList, signal });
}

export const liveEventsQueryOptions = (sport?: string) =>
  queryOptions({
    queryKey: sportsbookKeys.live(sport),
    queryFn: ({ signal }) => fetchLiveEvents(sport, signal),
  });

export function useLiveEvents(sport?: string) {
  return useQuery(liveEventsQueryOptions(sport));
}
