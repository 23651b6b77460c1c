import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminCryptoMethodsResponse } from '@wheelhouse/contracts/cashier-crypto';
import { apiRequest } from '../../../lib/api-client';

export function fetchCryptoMethods(signal?: AbortSignal) {
  return apiRequest('/api/admin/crypto-methods', { schema: ZAdminCryptoMethodsResponse, signal });
}

export const cryptoMethodsQuery = queryOptions({
  queryKey: ['crypto-methods'],
  queryFn: ({ signal }) => fetchCryptoMethods(signal),
});

export function useCryptoMethods() {
  return useQuery(cryptoMethodsQuery);
}
