import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@wheelhouse/contracts/plain/locales';
import { ZTournament, type Tournament } from '@wheelhouse/contracts/tournaments';
import { apiRequest } from '../../../lib/api-client';
import { tournamentQueryKeys } from '../../../lib/tournaments/tournament-query-keys';
import { useLocale } from '../../../lib/use-locale';

/** GET /api/v1/tournaments/{id}: 404 for an unknown one or, for non-VIPs, a VIP-only one. */
export function fetchTournament(
  id: number,
  lang: Locale,
  signal?: AbortSignal,
): Promise<Tournament> {
  return apiRequest(`/api/v1/tournaments/${id}?${new URLSearchParams({ lang })}`, {
    schema: ZTournament,
    signal,
  });
}

export function tournamentQueryOptions(id: number, lang: Locale) {
  return queryOptions({
    queryKey: tournamentQueryKeys.detail(id, lang),
    queryFn: ({ signal }) => fetchTournament(id, lang, signal),
  });
}

export function useTournament(id: number) {
  return useQuery(tournamentQueryOptions(id, useLocale()));
}
