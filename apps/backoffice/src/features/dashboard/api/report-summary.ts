import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZReportSummaryResponse } from '@wheelhouse/contracts/admin-reports';
import { apiRequest } from '../../../lib/api-client';

export function fetchReportSummary(signal?: AbortSignal) {
  return apiRequest('/api/admin/reports/summary', { schema: ZReportSummaryResponse, signal });
}

export const reportSummaryQuery = queryOptions({
  queryKey: ['reports', 'summary'],
  queryFn: ({ signal }) => fetchReportSummary(signal),
  refetchInterval: 60_000,
});

export function useReportSummary() {
  return useQuery(reportSummaryQuery);
}
