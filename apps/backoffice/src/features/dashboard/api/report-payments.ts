import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPaymentsResponse } from '@wheelhouse/contracts/admin-reports';
import { apiRequest, queryString } from '../../../lib/api-client';

export function fetchPaymentsReport(range: { from?: string; to?: string }, signal?: AbortSignal) {
  return apiRequest(`/api/admin/reports/payments${queryString(range)}`, {
    schema: ZPaymentsResponse,
    signal,
  });
}

export const paymentsReportQuery = (range: { from?: string; to?: string }) =>
  queryOptions({
    queryKey: ['reports', 'payments', range],
    queryFn: ({ signal }) => fetchPaymentsReport(range, signal),
  });

export function usePaymentsReport(range: { from?: string; to?: string }) {
  return useQuery(paymentsReportQuery(range));
}
