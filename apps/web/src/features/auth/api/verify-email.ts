import { apiRequest } from '../../../lib/api-client';
import { useRequestState } from './use-request-state';

/** POST /api/v1/auth/email/verify with the token of the mailed link. */
export function verifyEmail(token: string) {
  return apiRequest('/api/v1/auth/email/verify', {
    method: 'POST',
    body: { token },
    schema: null,
  });
}

export function useVerifyEmail() {
  return useRequestState(verifyEmail);
}
