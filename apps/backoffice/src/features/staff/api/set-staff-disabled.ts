import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffMember } from '@wheelhouse/contracts/admin-staff';
import { apiRequest } from '../../../lib/api-client';

/** Disabling ends the member's sessions; enabling lets them sign in again. */
export function setStaffDisabled(id: number, disabled: boolean) {
  return apiRequest(`/api/admin/staff/${id}/disabled`, {
    method: 'PUT',
    body: { disabled },
    schema: ZStaffMember,
  });
}

export function useSetStaffDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) =>
      setStaffDisabled(id, disabled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff-accounts'] }),
  });
}
