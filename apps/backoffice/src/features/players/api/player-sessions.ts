import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminPlayerSessionsResponse } from '@wheelhouse/contracts/admin-players';
import { apiRequest } from '../../../lib/api-client';

export function fetchPlayerSessions(globalId: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(globalId)}/sessions`, {
    schema: ZAdminPlayerSessionsResponse,
    signal,
  });
}

export function usePlayerSessions(globalId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['players', 'sessions', globalId],
      queryFn: ({ signal }) => fetchPlayerSessions(globalId, signal),
    }),
  );
}
