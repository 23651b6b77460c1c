import { useMutation } from '@tanstack/react-query';
import { ZSecondFactorSetupResponse } from '@wheelhouse/contracts/account-security';
import { apiRequest } from '../../../../lib/api-client';
import { withStepUp } from '../../../../lib/step-up/with-step-up';

/** POST /api/v1/me/security/second-factor/setup (step-up): a new key for the QR code. */
export function setupSecondFactor() {
  return apiRequest('/api/v1/me/security/second-factor/setup', {
    method: 'POST',
    schema: ZSecondFactorSetupResponse,
  });
}

export function useSetupSecondFactor() {
  return useMutation({ mutationFn: () => withStepUp(setupSecondFactor) });
}
