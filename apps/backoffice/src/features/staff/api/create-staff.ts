import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffMember, type CreateStaffRequest } from '@wheelhouse/contracts/admin-staff';
import { apiRequest } from '../../../lib/api-client';

export function createStaff(body: CreateStaffRequest) {
  return apiRequest('/api/admin/staff', { method: 'POST', body, schema: ZStaffMember });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff-accounts'] }),
  });
}
