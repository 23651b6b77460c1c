import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminGameCategory, type SaveGameCategoryRequest } from '@wheelhouse/contracts/games';
import { apiRequest } from '../../../lib/api-client';

/** Creates or replaces a category by its value (slug). */
export function saveGameCategory(value: string, body: SaveGameCategoryRequest) {
  return apiRequest(`/api/admin/games/categories/${encodeURIComponent(value)}`, {
    method: 'PUT',
    body,
    schema: ZAdminGameCategory,
  });
}

export function useSaveGameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ value, body }: { value: string; body: SaveGameCategoryRequest }) =>
      saveGameCategory(value, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['games', 'categories'] }),
  });
}
