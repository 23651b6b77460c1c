import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZFiatPlayerFlags } from '@wheelhouse/contracts/admin-fiat-desk';
import { apiRequest } from '../../../lib/api-client';

export function fetchFiatFlags(globalId: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/fiat/players/${encodeURIComponent(globalId)}/flags`, {
    schema: ZFiatPlayerFlags,
    signal,
  });
}

export const fiatFlagsQuery = (globalId: string) =>
  queryOptions({
    queryKey: ['players', 'fiat-flags', globalId],
    queryFn: ({ signal }) => fetchFiatFlags(globalId, signal),
  });

export function useFiatFlags(globalId: string) {
  return useQuery(fiatFlagsQuery(globalId));
}
