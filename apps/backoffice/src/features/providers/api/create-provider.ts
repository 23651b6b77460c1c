import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminWalletProvider,
  type CreateWalletProviderRequest,
} from '@wheelhouse/contracts/admin-providers';
import { apiRequest } from '../../../lib/api-client';

export function createProvider(body: CreateWalletProviderRequest) {
  return apiRequest('/api/admin/wallet-providers', {
    method: 'POST',
    body,
    schema: ZAdminWalletProvider,
  });
}

export function useCreateProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProvider,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['wallet-providers'] }),
  });
}
