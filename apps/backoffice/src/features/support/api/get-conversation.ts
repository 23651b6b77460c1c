import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminSupportConversation } from '@wheelhouse/contracts/support';
import { apiRequest } from '../../../lib/api-client';

export function fetchConversation(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/support/conversations/${id}`, {
    schema: ZAdminSupportConversation,
    signal,
  });
}

export const conversationQuery = (id: number) =>
  queryOptions({
    queryKey: ['support', 'conversation', id],
    queryFn: ({ signal }) => fetchConversation(id, signal),
    refetchInterval: 10_000,
  });

export function useConversation(id: number) {
  return useQuery(conversationQuery(id));
}
