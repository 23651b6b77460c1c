import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZReconciliationResponse,
  type ReconciliationQuery,
} from '@wheelhouse/contracts/admin-providers';
import { apiRequest, queryString } from '../../../lib/api-client';

export function fetchReconciliation(
  slug: string,
  query: ReconciliationQuery,
  signal?: AbortSignal,
) {
  return apiRequest(
    `/api/admin/wallet-providers/${encodeURIComponent(slug)}/reconciliation${queryString({ ...query })}`,
    { schema: ZReconciliationResponse, signal },
  );
}

export const reconciliationQuery = (slug: string, query: ReconciliationQuery) =>
  queryOptions({
    queryKey: ['wallet-providers', 'reconciliation', slug, query],
    queryFn: ({ signal }) => fetchReconciliation(slug, query, signal),
    placeholderData: keepPreviousData,
    enabled: slug !== '',
  });

export function useReconciliation(slug: string, query: ReconciliationQuery) {
  return useQuery(reconciliationQuery(slug, query));
}
