import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSessionResponse, type LoginRequest } from '@wheelhouse/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session/get-me';

/** POST /api/v1/auth/login: the server sets the session cookie; we only need to reload "me". */
export function login(body: LoginRequest) {
  return apiRequest('/api/v1/auth/login', { method: 'POST', body, schema: ZSessionResponse });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => queryClient.refetchQueries({ queryKey: meQueryKey }),
  });
}
