import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSessionResponse, type RegisterRequest } from '@wheelhouse/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { openBonusDrawer } from '../../../lib/bonus-drawer/bonus-drawer-store';
import { meQueryKey } from '../../../lib/session/get-me';

/** POST /api/v1/auth/register: creates the account and signs it in (cookie set by the server). */
export function register(body: RegisterRequest) {
  return apiRequest('/api/v1/auth/register', { method: 'POST', body, schema: ZSessionResponse });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async () => {
      await queryClient.refetchQueries({ queryKey: meQueryKey });
      // Shell spec §2: the bonus drawer greets a new player (once: the server keeps its status).
      openBonusDrawer('sign-up');
    },
  });
}
