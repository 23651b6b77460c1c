import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRatesResponse, type PutRatesRequest } from '@wheelhouse/contracts/rates';
import { apiRequest } from '../../../lib/api-client';
import { ratesQuery } from './rates';

/** PUT /api/admin/rates: sets the listed pairs by hand (audited); answers with every latest rate. */
export function setRates(body: PutRatesRequest) {
  return apiRequest('/api/admin/rates', { method: 'PUT', body, schema: ZRatesResponse });
}

export function useSetRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRates,
    // The answer is the whole current list: the table shows it without another request.
    onSuccess: (rates) => queryClient.setQueryData(ratesQuery.queryKey, rates),
  });
}
