import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminWalletProvider,
  type UpdateWalletProviderRequest,
} from '@wheelhouse/contracts/admin-providers';
import { apiRequest } from '../../../lib/api-client';

export function updateProvider(slug: string, body: UpdateWalletProviderRequest) {
  return apiRequest(`/api/admin/wallet-providers/${encodeURIComponent(slug)}`, {
    method: 'PATCH',
    body,
    schema: ZAdminWalletProvider,
  });
}

export function useUpdateProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: UpdateWalletProviderRequest }) =>
      updateProvider(slug, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['wallet-providers'] }),
  });
}
