import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAuditFacetsResponse } from '@wheelhouse/contracts/admin-audit';
import { apiRequest } from '../../../lib/api-client';

/** Every action and entity type recorded so far: the choices of the log's filters. */
export function fetchAuditFacets(signal?: AbortSignal) {
  return apiRequest('/api/admin/audit/facets', { schema: ZAuditFacetsResponse, signal });
}

export const auditFacetsQuery = queryOptions({
  queryKey: ['audit', 'facets'],
  queryFn: ({ signal }) => fetchAuditFacets(signal),
});

export function useAuditFacets() {
  return useQuery(auditFacetsQuery);
}
