import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminPoliciesResponse } from '@wheelhouse/contracts/policies';
import { apiRequest } from '../../../lib/api-client';

export function fetchPolicies(signal?: AbortSignal) {
  return apiRequest('/api/admin/policies', { schema: ZAdminPoliciesResponse, signal });
}

export const policiesQuery = queryOptions({
  queryKey: ['policies'],
  queryFn: ({ signal }) => fetchPolicies(signal),
});

export function usePolicies() {
  return useQuery(policiesQuery);
}
