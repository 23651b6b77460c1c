import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGgrResponse, type GgrGroup } from '@wheelhouse/contracts/admin-reports';
import { apiRequest, queryString } from '../../../lib/api-client';

export interface GgrReportQuery {
  from?: string;
  to?: string;
  groupBy: GgrGroup;
}

export function fetchGgrReport(query: GgrReportQuery, signal?: AbortSignal) {
  return apiRequest(`/api/admin/reports/ggr${queryString({ ...query })}`, {
    schema: ZGgrResponse,
    signal,
  });
}

export const ggrReportQuery = (query: GgrReportQuery) =>
  queryOptions({
    queryKey: ['reports', 'ggr', query],
    queryFn: ({ signal }) => fetchGgrReport(query, signal),
  });

export function useGgrReport(query: GgrReportQuery) {
  return useQuery(ggrReportQuery(query));
}
