import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@wheelhouse/contracts/plain/locales';
import type { TournamentsResponse } from '@wheelhouse/contracts/tournaments';
import { apiRequest } from '../api-client';
import { lazySchema } from '../lazy-schema';
import { useLocale } from '../use-locale';
import { tournamentQueryKeys } from './tournament-query-keys';

/** The sidebar lists at most 3 tournaments (shell spec §9), then an all-tournaments link. */
export const SIDEBAR_TOURNAMENTS = 3;

const schema = lazySchema(() =>
  import('@wheelhouse/contracts/tournaments').then((m) => m.ZTournamentsResponse),
);

/**
 * GET /api/v1/tournaments?status=current&limit=3: the tournaments the viewer may see that are
 * running, then those about to start, so the group is not empty between two tournaments.
 */
export function fetchSidebarTournaments(
  lang: Locale,
  signal?: AbortSignal,
): Promise<TournamentsResponse> {
  const query = new URLSearchParams({
    status: 'current',
    limit: String(SIDEBAR_TOURNAMENTS),
    lang,
  });
  return apiRequest(`/api/v1/tournaments?${query}`, { schema, signal });
}

export function sidebarTournamentsQueryOptions(lang: Locale) {
  return queryOptions({
    queryKey: tournamentQueryKeys.sidebar(lang),
    queryFn: ({ signal }) => fetchSidebarTournaments(lang, signal),
    staleTime: 60_000,
  });
}

export function useSidebarTournaments() {
  return useQuery(sidebarTournamentsQueryOptions(useLocale()));
}
