import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffMember } from '@wheelhouse/contracts/admin-staff';
import type { StaffRole } from '@wheelhouse/contracts/staff';
import { apiRequest } from '../../../lib/api-client';

export function setStaffRoles(id: number, roles: StaffRole[]) {
  return apiRequest(`/api/admin/staff/${id}/roles`, {
    method: 'PUT',
    body: { roles },
    schema: ZStaffMember,
  });
}

export function useSetStaffRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: number; roles: StaffRole[] }) => setStaffRoles(id, roles),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff-accounts'] }),
  });
}
