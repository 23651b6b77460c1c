import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminBanner, type CreateBannerRequest } from '@wheelhouse/contracts/banners';
import { apiRequest } from '../../../lib/api-client';

export function createBanner(body: CreateBannerRequest) {
  return apiRequest('/api/admin/banners', { method: 'POST', body, schema: ZAdminBanner });
}

export function useCreateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBanner,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['banners'] }),
  });
}
