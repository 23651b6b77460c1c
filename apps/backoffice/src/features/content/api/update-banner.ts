import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminBanner, type UpdateBannerRequest } from '@wheelhouse/contracts/banners';
import { apiRequest } from '../../../lib/api-client';

export function updateBanner(id: number, body: UpdateBannerRequest) {
  return apiRequest(`/api/admin/banners/${id}`, { method: 'PATCH', body, schema: ZAdminBanner });
}

export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateBannerRequest }) => updateBanner(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['banners'] }),
  });
}
