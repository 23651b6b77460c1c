import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminBot, type BotPatch } from '@wheelhouse/contracts/messenger';
import { apiRequest } from '../../../lib/api-client';

export function updateBot(id: string, body: BotPatch) {
  return apiRequest(`/api/admin/messenger/bots/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: ZAdminBot,
  });
}

export function useUpdateBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BotPatch }) => updateBot(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['messenger-bots'] }),
  });
}
