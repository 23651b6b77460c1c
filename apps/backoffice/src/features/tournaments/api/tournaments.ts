import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminTournament,
  ZAdminTournamentResults,
  ZAdminTournamentsResponse,
  type AdminTournamentInput,
  type AdminTournamentPatch,
} from '@wheelhouse/contracts/tournaments';
import { apiRequest } from '../../../lib/api-client';

const KEY = ['admin-tournaments'] as const;

/** GET /api/admin/tournaments: the newest 100 (tournaments are few). */
export function fetchTournaments(signal?: AbortSignal) {
  return apiRequest('/api/admin/tournaments?limit=100', {
    schema: ZAdminTournamentsResponse,
    signal,
  });
}

export const tournamentsQuery = () =>
  queryOptions({ queryKey: KEY, queryFn: ({ signal }) => fetchTournaments(signal) });

export function useTournaments() {
  return useQuery(tournamentsQuery());
}

/** GET /api/admin/tournaments/{id}: one tournament (404 when there is no such tournament). */
export function fetchTournament(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/tournaments/${id}`, { schema: ZAdminTournament, signal });
}

export const tournamentQuery = (id: number) =>
  queryOptions({
    queryKey: [...KEY, id],
    queryFn: ({ signal }) => fetchTournament(id, signal),
  });

/** Saving or cancelling any tournament invalidates this one too (same key prefix). */
export function useTournament(id: number, enabled = true) {
  return useQuery({ ...tournamentQuery(id), enabled });
}

/** GET /api/admin/tournaments/{id}/results: the standings, with prizes and when they were paid. */
export function useTournamentResults(id: number) {
  return useQuery({
    queryKey: [...KEY, id, 'results'],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/tournaments/${id}/results?limit=100`, {
        schema: ZAdminTournamentResults,
        signal,
      }),
  });
}

export type SaveTournament =
  { id: undefined; body: AdminTournamentInput } | { id: number; body: AdminTournamentPatch };

/** POST /api/admin/tournaments or PATCH /api/admin/tournaments/{id} (audited). */
export function useSaveTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveTournament) =>
      apiRequest(id === undefined ? '/api/admin/tournaments' : `/api/admin/tournaments/${id}`, {
        method: id === undefined ? 'POST' : 'PATCH',
        body,
        schema: ZAdminTournament,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/admin/tournaments/{id}/cancel: refunds buy-ins (audited). */
export function useCancelTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/tournaments/${id}/cancel`, {
        method: 'POST',
        schema: ZAdminTournament,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
