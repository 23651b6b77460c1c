import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAdminLiability,
  ZAdminMarkets,
  ZAdminSportsBetsPage,
} from '@wheelhouse/contracts/sportsbook-bets';
import { apiRequest, queryString } from '../../../lib/api-client';

/** GET /api/admin/sportsbook/events/:id/markets: every market with outcomes, odds, results. */
export const eventMarketsQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['sportsbook', 'event', eventId, 'markets'],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/sportsbook/events/${eventId}/markets`, {
        schema: ZAdminMarkets,
        signal,
      }),
  });

export function useEventMarkets(eventId: number) {
  return useQuery(eventMarketsQuery(eventId));
}

/** GET /api/admin/sportsbook/events/:id/liability: open stakes and payouts per outcome. */
export const eventLiabilityQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['sportsbook', 'event', eventId, 'liability'],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/sportsbook/events/${eventId}/liability`, {
        schema: ZAdminLiability,
        signal,
      }),
  });

export function useEventLiability(eventId: number) {
  return useQuery(eventLiabilityQuery(eventId));
}

/** GET /api/admin/sportsbook/events/:id/bets: bets with a leg on the event, newest first. */
export const eventBetsQuery = (eventId: number, page: { offset: number; limit: number }) =>
  queryOptions({
    queryKey: ['sportsbook', 'event', eventId, 'bets', page],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/sportsbook/events/${eventId}/bets${queryString(page)}`, {
        schema: ZAdminSportsBetsPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useEventBets(eventId: number, page: { offset: number; limit: number }) {
  return useQuery(eventBetsQuery(eventId, page));
}
