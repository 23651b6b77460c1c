import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPlayersResponse } from '@wheelhouse/contracts/admin-reports';
import { apiRequest, queryString } from '../../../lib/api-client';

export function fetchPlayersReport(range: { from?: string; to?: string }, signal?: AbortSignal) {
  return apiRequest(`/api/admin/reports/players${queryString(range)}`, {
    schema: ZPlayersResponse,
    signal,
  });
}

export const playersReportQuery = (range: { from?: string; to?: string }) =>
  queryOptions({
    queryKey: ['reports', 'players', range],
    queryFn: ({ signal }) => fetchPlayersReport(range, signal),
  });

export function usePlayersReport(range: { from?: string; to?: string }) {
  return useQuery(playersReportQuery(range));
}
