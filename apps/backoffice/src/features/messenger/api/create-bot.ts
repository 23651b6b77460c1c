import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminBot, type BotInput } from '@wheelhouse/contracts/messenger';
import { apiRequest } from '../../../lib/api-client';

export function createBot(body: BotInput) {
  return apiRequest('/api/admin/messenger/bots', { method: 'POST', body, schema: ZAdminBot });
}

export function useCreateBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBot,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['messenger-bots'] }),
  });
}
