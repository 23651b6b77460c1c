import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEventList, type EventList } from '@wheelhouse/contracts/sportsbook';
import { apiRequest } from '../../../lib/api-client';
import { sportsbookKeys } from './sportsbook-query-keys';

const HOURS = 24;
const LIMIT = 12;

/** GET /api/v1/sportsbook/upcoming: events starting within a day, soonest first. */
export function fetchUpcomingEvents(sport?: string, signal?: AbortSignal): Promise<EventList> {
  const params = new URLSearchParams({ hours: String(HOURS), limit: String(LIMIT) });
  if (sport) params.set('sport', sport);
  return apiRequest(`/api/v1/sportsbook/upcoming?${params}`, { schema: ZEventList, signal });
}

export const upcomingEventsQueryOptions = (sport?: string) =>
  queryOptions({
    queryKey: sportsbookKeys.upcoming(sport),
    queryFn: ({ signal }) => fetchUpcomingEvents(sport, signal),
  });

export function useUpcomingEvents(sport?: string) {
  return useQuery(upcomingEventsQueryOptions(sport));
}
