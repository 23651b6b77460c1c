import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminNotesResponse } from '@wheelhouse/contracts/admin-players';
import { apiRequest } from '../../../lib/api-client';

export function fetchPlayerNotes(globalId: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(globalId)}/notes?limit=100`, {
    schema: ZAdminNotesResponse,
    signal,
  });
}

export function usePlayerNotes(globalId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['players', 'notes', globalId],
      queryFn: ({ signal }) => fetchPlayerNotes(globalId, signal),
    }),
  );
}
