import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminGameProvider, type SaveGameProviderRequest } from '@wheelhouse/contracts/games';
import { apiRequest } from '../../../lib/api-client';

/** Creates or replaces a provider by its value (slug). */
export function saveGameProvider(value: string, body: SaveGameProviderRequest) {
  return apiRequest(`/api/admin/games/providers/${encodeURIComponent(value)}`, {
    method: 'PUT',
    body,
    schema: ZAdminGameProvider,
  });
}

export function useSaveGameProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ value, body }: { value: string; body: SaveGameProviderRequest }) =>
      saveGameProvider(value, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['games', 'providers'] }),
  });
}
