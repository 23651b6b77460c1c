import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { withStepUp } from '../../../../lib/step-up/with-step-up';

/** POST /api/v1/me/security/second-factor/disable (step-up). */
export function disableSecondFactor() {
  return apiRequest('/api/v1/me/security/second-factor/disable', { method: 'POST', schema: null });
}

export function useDisableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withStepUp(disableSecondFactor),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'security'] }),
  });
}
