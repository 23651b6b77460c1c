import { useMutation } from '@tanstack/react-query';
import { ZStaffSignedIn, type StaffSecondFactorRequest } from '@wheelhouse/contracts/admin';
import { apiRequest } from '../../../lib/api-client';

/** The second step: the TOTP code with the challenge (confirms a new enrolment too). */
export function staffSecondFactor(body: StaffSecondFactorRequest) {
  return apiRequest('/api/admin/auth/second-factor', {
    method: 'POST',
    body,
    schema: ZStaffSignedIn,
  });
}

export function useStaffSecondFactor() {
  return useMutation({ mutationFn: staffSecondFactor });
}
