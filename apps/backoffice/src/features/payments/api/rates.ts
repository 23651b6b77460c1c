import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRatesResponse } from '@wheelhouse/contracts/rates';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/rates: the latest rate of every currency pair (finance, admin). */
export function fetchRates(signal?: AbortSignal) {
  return apiRequest('/api/admin/rates', { schema: ZRatesResponse, signal });
}

export const ratesQuery = queryOptions({
  queryKey: ['exchange-rates'],
  queryFn: ({ signal }) => fetchRates(signal),
});

export function useRates() {
  return useQuery(ratesQuery);
}
