import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminGame, type CreateGameRequest } from '@wheelhouse/contracts/games';
import { apiRequest } from '../../../lib/api-client';

export function createGame(body: CreateGameRequest) {
  return apiRequest('/api/admin/games', { method: 'POST', body, schema: ZAdminGame });
}

export function useCreateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGame,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['games', 'list'] }),
  });
}
