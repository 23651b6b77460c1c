import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ZBanState } from './ban-player';

export function unbanPlayer(globalId: string) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(globalId)}/unban`, {
    method: 'POST',
    schema: ZBanState,
  });
}

export function useUnbanPlayer(globalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unbanPlayer(globalId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['players'] }),
  });
}
