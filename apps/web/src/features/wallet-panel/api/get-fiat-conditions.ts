import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZFiatConditionsResponse, type FiatConditionsResponse } from '@wheelhouse/contracts/fiat';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v2/wallet/orders/conditions: the fiat payment methods and the "other" ids (spec §3). */
export function fetchFiatConditions(signal?: AbortSignal): Promise<FiatConditionsResponse> {
  return apiRequest('/api/v2/wallet/orders/conditions', {
    schema: ZFiatConditionsResponse,
    signal,
  });
}

export const fiatConditionsQueryOptions = queryOptions({
  queryKey: ['wallet', 'fiat-conditions'] as const,
  queryFn: ({ signal }) => fetchFiatConditions(signal),
  staleTime: 60_000,
  // Cashier spec §7: this call is made without retry; the grid offers its own retry button.
  retry: false,
});

export function useFiatConditions() {
  return useQuery(fiatConditionsQueryOptions);
}
