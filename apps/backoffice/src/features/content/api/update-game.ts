import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminGame, type UpdateGameRequest } from '@wheelhouse/contracts/games';
import { apiRequest } from '../../../lib/api-client';

export function updateGame(id: number, body: UpdateGameRequest) {
  return apiRequest(`/api/admin/games/${id}`, { method: 'PATCH', body, schema: ZAdminGame });
}

export function useUpdateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateGameRequest }) => updateGame(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['games', 'list'] }),
  });
}
