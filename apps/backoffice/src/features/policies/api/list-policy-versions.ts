import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminPolicyVersionsResponse, type PolicySlug } from '@wheelhouse/contracts/policies';
import { apiRequest } from '../../../lib/api-client';

export function fetchPolicyVersions(slug: PolicySlug, signal?: AbortSignal) {
  return apiRequest(`/api/admin/policies/${slug}/versions`, {
    schema: ZAdminPolicyVersionsResponse,
    signal,
  });
}

export const policyVersionsQuery = (slug: PolicySlug) =>
  queryOptions({
    queryKey: ['policies', slug, 'versions'],
    queryFn: ({ signal }) => fetchPolicyVersions(slug, signal),
  });

export function usePolicyVersions(slug: PolicySlug) {
  return useQuery(policyVersionsQuery(slug));
}
