import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminRequisitesResponse } from '@wheelhouse/contracts/admin-fiat-desk';
import { apiRequest, queryString } from '../../../lib/api-client';

export function fetchRequisites(methodId: string | undefined, signal?: AbortSignal) {
  return apiRequest(`/api/admin/fiat/requisites${queryString({ methodId })}`, {
    schema: ZAdminRequisitesResponse,
    signal,
  });
}

export const requisitesQuery = (methodId: string | undefined) =>
  queryOptions({
    queryKey: ['fiat-requisites', methodId ?? null],
    queryFn: ({ signal }) => fetchRequisites(methodId, signal),
  });

export function useRequisites(methodId: string | undefined) {
  return useQuery(requisitesQuery(methodId));
}
