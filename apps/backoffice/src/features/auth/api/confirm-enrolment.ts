import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffMeResponse, type StaffEnrolmentConfirmRequest } from '@wheelhouse/contracts/admin';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { staffMeKey } from './me';

/** Confirms the new second factor with its first code (audited); answers the member, now enrolled. */
export function confirmStaffEnrolment(body: StaffEnrolmentConfirmRequest) {
  return apiRequest('/api/admin/me/second-factor/confirm', {
    method: 'POST',
    body,
    schema: ZStaffMeResponse,
  });
}

export function useConfirmStaffEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmStaffEnrolment,
    onSuccess: (me) => queryClient.setQueryData(staffMeKey, me),
    onError: (error) => {
      // Set up meanwhile (another tab): the member's data says so again.
      if (isApiError(error) && error.detail === 'second_factor_enrolled')
        void queryClient.invalidateQueries({ queryKey: staffMeKey });
    },
  });
}
