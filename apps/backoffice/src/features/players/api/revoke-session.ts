import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminRevokeSessionsResponse } from '@wheelhouse/contracts/admin-players';
import { apiRequest } from '../../../lib/api-client';

/** Ends one of the player's sessions (audited); another player's session id is not found. */
export function revokeSession(globalId: string, sessionId: number) {
  return apiRequest(
    `/api/admin/users/${encodeURIComponent(globalId)}/sessions/${sessionId}/revoke`,
    { method: 'POST', schema: ZAdminRevokeSessionsResponse },
  );
}

export function useRevokeSession(globalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => revokeSession(globalId, sessionId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['players', 'sessions', globalId] }),
  });
}
