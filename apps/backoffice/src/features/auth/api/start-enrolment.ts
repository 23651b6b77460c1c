import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffEnrolmentResponse } from '@wheelhouse/contracts/admin';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { staffMeKey } from './me';

/**
 * Starts setting up a second factor for the signed-in member: a new secret (replacing one not yet
 * confirmed). 409 second_factor_enrolled when one is already set up.
 */
export function startStaffEnrolment() {
  return apiRequest('/api/admin/me/second-factor', {
    method: 'POST',
    schema: ZStaffEnrolmentResponse,
  });
}

export function useStartStaffEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startStaffEnrolment,
    onError: (error) => {
      // Set up meanwhile (another tab): the member's data says so again.
      if (isApiError(error) && error.detail === 'second_factor_enrolled')
        void queryClient.invalidateQueries({ queryKey: staffMeKey });
    },
  });
}
