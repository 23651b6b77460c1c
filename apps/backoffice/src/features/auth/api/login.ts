import { useMutation } from '@tanstack/react-query';
import { ZStaffLoginResponse, type StaffLoginRequest } from '@wheelhouse/contracts/admin';
import { apiRequest } from '../../../lib/api-client';

/** Password first: signed in, or a challenge for the TOTP code (and a new enrolment to set up). */
export function staffLogin(body: StaffLoginRequest) {
  return apiRequest('/api/admin/auth/login', { method: 'POST', body, schema: ZStaffLoginResponse });
}

export function useStaffLogin() {
  return useMutation({ mutationFn: staffLogin });
}
