import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZXRocketCurrenciesResponse,
  type XRocketCurrenciesResponse,
} from '@wheelhouse/contracts/messenger-payments';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/wallet/xrocket/currencies: what xRocket takes and pays, and the wallet link. */
export function fetchXRocketCurrencies(signal?: AbortSignal): Promise<XRocketCurrenciesResponse> {
  return apiRequest('/api/v1/wallet/xrocket/currencies', {
    schema: ZXRocketCurrenciesResponse,
    signal,
  });
}

export const xrocketCurrenciesQueryOptions = queryOptions({
  queryKey: ['wallet', 'xrocket-currencies'] as const,
  queryFn: ({ signal }) => fetchXRocketCurrencies(signal),
  staleTime: 60_000,
});

export function useXRocketCurrencies() {
  return useQuery(xrocketCurrenciesQueryOptions);
}
