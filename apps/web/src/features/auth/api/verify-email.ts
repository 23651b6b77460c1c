import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/auth/email/verify with the token of the mailed link. */
export function verifyEmail(token: string) {
  return apiRequest('/api/v1/auth/email/verify', {
    method: 'POST',
    body: { token },
    schema: null,
  });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'security'] }),
  });
}
