import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminWalletProvidersResponse } from '@wheelhouse/contracts/admin-providers';
import { apiRequest } from '../../../lib/api-client';

export function fetchProviders(signal?: AbortSignal) {
  return apiRequest('/api/admin/wallet-providers', {
    schema: ZAdminWalletProvidersResponse,
    signal,
  });
}

export const providersQuery = () =>
  queryOptions({
    queryKey: ['wallet-providers', 'list'],
    queryFn: ({ signal }) => fetchProviders(signal),
  });

export function useProviders() {
  return useQuery(providersQuery());
}
