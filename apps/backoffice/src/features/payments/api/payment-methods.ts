import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminPaymentMethodsResponse } from '@wheelhouse/contracts/admin-payment-methods';
import { apiRequest } from '../../../lib/api-client';

export function fetchPaymentMethods(signal?: AbortSignal) {
  return apiRequest('/api/admin/payment-methods', { schema: ZAdminPaymentMethodsResponse, signal });
}

export const paymentMethodsQuery = queryOptions({
  queryKey: ['payment-methods'],
  queryFn: ({ signal }) => fetchPaymentMethods(signal),
});

export function usePaymentMethods() {
  return useQuery(paymentMethodsQuery);
}
