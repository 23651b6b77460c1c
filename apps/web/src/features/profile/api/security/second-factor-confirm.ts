import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRecoveryCodesResponse } from '@wheelhouse/contracts/account-security';
import { apiRequest } from '../../../../lib/api-client';
import { withStepUp } from '../../../../lib/step-up/with-step-up';

/** POST /api/v1/me/security/second-factor/confirm: on, with 10 recovery codes shown once. */
export function confirmSecondFactor(code: string) {
  return apiRequest('/api/v1/me/security/second-factor/confirm', {
    method: 'POST',
    body: { code },
    schema: ZRecoveryCodesResponse,
  });
}

export function useConfirmSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => withStepUp(() => confirmSecondFactor(code)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'security'] }),
  });
}
