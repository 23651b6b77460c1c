import type { ResetPasswordRequest } from '@wheelhouse/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';
import { useRequestState } from './use-request-state';

/** POST /api/v1/auth/password/reset: every session ends; sign in with the new password. */
export function resetPassword(body: ResetPasswordRequest) {
  return apiRequest('/api/v1/auth/password/reset', { method: 'POST', body, schema: null });
}

export function useResetPassword() {
  return useRequestState(resetPassword);
}
