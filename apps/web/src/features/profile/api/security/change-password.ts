import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@wheelhouse/contracts/account-security';
import { apiRequest } from '../../../../lib/api-client';

/** POST /api/v1/me/security/password: the other sessions end. */
export function changePassword(body: ChangePasswordRequest) {
  return apiRequest('/api/v1/me/security/password', { method: 'POST', body, schema: null });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'security'] }),
  });
}
