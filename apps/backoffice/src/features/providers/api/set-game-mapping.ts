import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZGameMapping, type SetGameMappingRequest } from '@wheelhouse/contracts/admin-providers';
import { apiRequest } from '../../../lib/api-client';

export function setGameMapping(gameId: number, body: SetGameMappingRequest) {
  return apiRequest(`/api/admin/game-mappings/${gameId}`, {
    method: 'PUT',
    body,
    schema: ZGameMapping,
  });
}

export function useSetGameMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, body }: { gameId: number; body: SetGameMappingRequest }) =>
      setGameMapping(gameId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['game-mappings'] }),
  });
}
