import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSessionResponse } from '@wheelhouse/contracts/auth';
import type { StaffLoginRequest } from '@wheelhouse/contracts/admin';
import { apiRequest } from '../../../lib/api-client';
import { staffMeKey } from './me';

/** Signs in: the server sets the staff session cookie (scoped to /api/admin). */
export function staffLogin(body: StaffLoginRequest) {
  return apiRequest('/api/admin/auth/login', { method: 'POST', body, schema: ZSessionResponse });
}

export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffLogin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMeKey }),
  });
}
