import { useMutation } from '@tanstack/react-query';
import { ZAcceptedResponse } from '@wheelhouse/contracts/account-security';
import { apiRequest } from '../../../../lib/api-client';

/** POST /api/v1/me/security/email/verification: the link again. */
export function resendVerification() {
  return apiRequest('/api/v1/me/security/email/verification', {
    method: 'POST',
    schema: ZAcceptedResponse,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
