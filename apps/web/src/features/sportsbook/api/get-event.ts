import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEventDetail, type SportEventDetail } from '@wheelhouse/contracts/sportsbook';
import { apiRequest } from '../../../lib/api-client';
import { sportsbookKeys } from './sportsbook-query-keys';

/** GET /api/v1/sportsbook/events/:eventId: the event with every market, grouped. */
export function fetchEvent(eventId: number, signal?: AbortSignal): Promise<SportEventDetail> {
  return apiRequest(`/api/v1/sportsbook/events/${eventId}`, { schema: ZEventDetail, signal });
}

export const eventQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: sportsbookKeys.event(eventId),
    queryFn: ({ signal }) => fetchEvent(eventId, signal),
  });

export function useEvent(eventId: number | null) {
  return useQuery({ ...eventQueryOptions(eventId ?? 0), enabled: eventId !== null });
}
