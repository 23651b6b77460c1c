import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminUserDetail, type AdminSetNameRequest } from '@wheelhouse/contracts/admin-players';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/admin/users/{id}/name (support; audited): both names and the reason. */
export function setPlayerName(globalId: string, body: AdminSetNameRequest) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(globalId)}/name`, {
    method: 'PUT',
    body,
    schema: ZAdminUserDetail,
  });
}

export function useSetPlayerName(globalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSetNameRequest) => setPlayerName(globalId, body),
    onSuccess: (detail) => queryClient.setQueryData(['players', 'detail', globalId], detail),
  });
}
