import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { meQueryKey } from '../../../../lib/session/get-me';
import { withStepUp } from '../../../../lib/step-up/with-step-up';

/** POST /api/v1/me/security/email (step-up): a verification link goes to the new address. */
export function changeEmail(email: string) {
  return apiRequest('/api/v1/me/security/email', {
    method: 'POST',
    body: { email },
    schema: null,
  });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => withStepUp(() => changeEmail(email)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['me', 'security'] });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
