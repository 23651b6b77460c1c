import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminSportsEventsPage } from '@wheelhouse/contracts/sportsbook-bets';
import { apiRequest, queryString } from '../../../lib/api-client';

export interface SportsEventsQuery {
  q?: string;
  status?: 'live' | 'prematch' | 'ended';
  offset: number;
  limit: number;
}

/** GET /api/admin/sportsbook/events: search by competitor name, live / prematch / ended. */
export function fetchSportsEvents(query: SportsEventsQuery, signal?: AbortSignal) {
  return apiRequest(`/api/admin/sportsbook/events${queryString({ ...query })}`, {
    schema: ZAdminSportsEventsPage,
    signal,
  });
}

export const sportsEventsQuery = (query: SportsEventsQuery) =>
  queryOptions({
    queryKey: ['sportsbook', 'events', query],
    queryFn: ({ signal }) => fetchSportsEvents(query, signal),
    placeholderData: keepPreviousData,
  });

export function useSportsEvents(query: SportsEventsQuery) {
  return useQuery(sportsEventsQuery(query));
}
