import { useMutation } from '@tanstack/react-query';
import { ZAcceptedResponse } from '@wheelhouse/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/auth/password/forgot: the same answer whether the address has an account. */
export function forgotPassword(email: string) {
  return apiRequest('/api/v1/auth/password/forgot', {
    method: 'POST',
    body: { email },
    schema: ZAcceptedResponse,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
