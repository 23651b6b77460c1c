import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { staffMeKey } from './me';

export function staffLogout() {
  return apiRequest('/api/admin/auth/logout', { method: 'POST', schema: null });
}

/** Signs out and forgets every cached answer: the next staff member sees none of them. */
export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffLogout,
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(staffMeKey, null);
    },
  });
}
