import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminSupportConversationsResponse } from '@wheelhouse/contracts/support';
import { apiRequest, queryString } from '../../../lib/api-client';

export function fetchConversations(status: 'waiting' | 'all', signal?: AbortSignal) {
  return apiRequest(`/api/admin/support/conversations${queryString({ status, limit: 100 })}`, {
    schema: ZAdminSupportConversationsResponse,
    signal,
  });
}

export const conversationsQuery = (status: 'waiting' | 'all') =>
  queryOptions({
    queryKey: ['support', 'conversations', status],
    queryFn: ({ signal }) => fetchConversations(status, signal),
    // New player messages show without a reload.
    refetchInterval: 15_000,
  });

export function useConversations(status: 'waiting' | 'all') {
  return useQuery(conversationsQuery(status));
}
