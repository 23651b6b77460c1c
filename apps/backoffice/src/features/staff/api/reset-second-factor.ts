import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffMember } from '@wheelhouse/contracts/admin-staff';
import { apiRequest } from '../../../lib/api-client';

/** The member sets up a new authenticator at their next sign-in. */
export function resetSecondFactor(id: number) {
  return apiRequest(`/api/admin/staff/${id}/second-factor/reset`, {
    method: 'POST',
    schema: ZStaffMember,
  });
}

export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSecondFactor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff-accounts'] }),
  });
}
