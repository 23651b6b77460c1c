import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function deleteBanner(id: number) {
  return apiRequest(`/api/admin/banners/${id}`, { method: 'DELETE', schema: null });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['banners'] }),
  });
}
