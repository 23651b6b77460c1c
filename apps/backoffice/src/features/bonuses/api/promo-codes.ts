import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminPromoCodesResponse } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../../../lib/api-client';

export function fetchPromoCodes(signal?: AbortSignal) {
  return apiRequest('/api/admin/promo-codes', { schema: ZAdminPromoCodesResponse, signal });
}

export const promoCodesQuery = () =>
  queryOptions({
    queryKey: ['promo-codes'],
    queryFn: ({ signal }) => fetchPromoCodes(signal),
  });

export function usePromoCodes() {
  return useQuery(promoCodesQuery());
}
