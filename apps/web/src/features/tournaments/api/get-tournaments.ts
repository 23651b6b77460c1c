import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@wheelhouse/contracts/plain/locales';
import { ZTournamentsResponse, type TournamentsResponse } from '@wheelhouse/contracts/tournaments';
import { apiRequest } from '../../../lib/api-client';
import { tournamentQueryKeys } from '../../../lib/tournaments/tournament-query-keys';
import { useLocale } from '../../../lib/use-locale';

export type TournamentsTab = 'active' | 'upcoming' | 'finished';

/** A page holds every tournament of a tab: they are few at any time. */
const LIMIT = 100;

/** GET /api/v1/tournaments?status=: one tab of /tournaments, in the page's language. */
export function fetchTournaments(
  status: TournamentsTab,
  lang: Locale,
  signal?: AbortSignal,
): Promise<TournamentsResponse> {
  const query = new URLSearchParams({ status, lang, limit: String(LIMIT) });
  return apiRequest(`/api/v1/tournaments?${query}`, { schema: ZTournamentsResponse, signal });
}

export function tournamentsQueryOptions(status: TournamentsTab, lang: Locale) {
  return queryOptions({
    queryKey: tournamentQueryKeys.list(status, lang),
    queryFn: ({ signal }) => fetchTournaments(status, lang, signal),
  });
}

export function useTournaments(status: TournamentsTab) {
  return useQuery(tournamentsQueryOptions(status, useLocale()));
}
