import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEndedSessionsResponse } from '@wheelhouse/contracts/account-security';
import { apiRequest } from '../../../../lib/api-client';
import { sessionsKey } from './sessions';

/** DELETE /api/v1/me/security/sessions/{id}, or every other session when id is null. */
export function endSession(id: number | null) {
  return id === null
    ? apiRequest('/api/v1/me/security/sessions/end-others', {
        method: 'POST',
        schema: ZEndedSessionsResponse,
      })
    : apiRequest(`/api/v1/me/security/sessions/${id}`, { method: 'DELETE', schema: null }).then(
        () => ({ ended: 1 }),
      );
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
