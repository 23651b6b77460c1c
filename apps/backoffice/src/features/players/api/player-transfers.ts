import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminTransfersResponse } from '@wheelhouse/contracts/admin-money';
import { apiRequest, queryString } from '../../../lib/api-client';

export function fetchPlayerTransfers(
  globalId: string,
  page: { offset: number; limit: number },
  signal?: AbortSignal,
) {
  return apiRequest(
    `/api/admin/users/${encodeURIComponent(globalId)}/transfers${queryString(page)}`,
    { schema: ZAdminTransfersResponse, signal },
  );
}

export const playerTransfersQuery = (globalId: string, page: { offset: number; limit: number }) =>
  queryOptions({
    queryKey: ['players', 'transfers', globalId, page],
    queryFn: ({ signal }) => fetchPlayerTransfers(globalId, page, signal),
    placeholderData: keepPreviousData,
  });

export function usePlayerTransfers(globalId: string, page: { offset: number; limit: number }) {
  return useQuery(playerTransfersQuery(globalId, page));
}
