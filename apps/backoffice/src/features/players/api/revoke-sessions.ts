import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminRevokeSessionsResponse } from '@wheelhouse/contracts/admin-players';
import { apiRequest } from '../../../lib/api-client';

/** Signs the player out everywhere (audited). */
export function revokeSessions(globalId: string) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(globalId)}/sessions/revoke`, {
    method: 'POST',
    schema: ZAdminRevokeSessionsResponse,
  });
}

export function useRevokeSessions(globalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeSessions(globalId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['players', 'sessions', globalId] }),
  });
}
