import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOperatorSettings } from '@wheelhouse/contracts/settings';
import { apiRequest } from '../../../lib/api-client';

export function fetchSettings(signal?: AbortSignal) {
  return apiRequest('/api/admin/settings', { schema: ZOperatorSettings, signal });
}

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => fetchSettings(signal),
});

export function useSettings() {
  return useQuery(settingsQuery);
}
