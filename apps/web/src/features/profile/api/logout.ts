import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setBearerToken } from '../../../lib/session/bearer-token';
import { meQueryKey } from '../../../lib/session/get-me';

/** POST /api/v1/auth/logout → 204; the server ends the session and clears its cookie. */
export async function logout() {
  await apiRequest('/api/v1/auth/logout', { method: 'POST', schema: null });
  // The mini-app's bearer session (lib/session/bearer-token) is over too.
  setBearerToken(null);
}

/**
 * Signs out. `forgetSession` drops everything cached for the player; call it once the page has
 * left protected routes, or they would ask the now-guest to sign in.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: logout });
  const forgetSession = useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    queryClient.setQueryData(meQueryKey, null);
  }, [queryClient]);
  return { ...mutation, forgetSession };
}
