import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZCryptoPaymentMethodsResponse,
  type CryptoPaymentMethodsResponse,
} from '@wheelhouse/contracts/cashier-crypto';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/wallet/currencies/bonus: the crypto payment methods (cashier spec §3, §7). */
export function fetchCryptoMethods(signal?: AbortSignal): Promise<CryptoPaymentMethodsResponse> {
  return apiRequest('/api/v1/wallet/currencies/bonus', {
    schema: ZCryptoPaymentMethodsResponse,
    signal,
  });
}

export const cryptoMethodsQueryOptions = queryOptions({
  queryKey: ['wallet', 'crypto-methods'] as const,
  queryFn: ({ signal }) => fetchCryptoMethods(signal),
  staleTime: 60_000,
});

export function useCryptoMethods() {
  return useQuery(cryptoMethodsQueryOptions);
}
