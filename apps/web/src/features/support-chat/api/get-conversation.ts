import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupportConversation } from '@wheelhouse/contracts/support';
import { apiRequest } from '../../../lib/api-client';
import { useMe } from '../../../lib/session/get-me';
import { supportConversationQueryKey } from '../../../lib/support-chat/support-conversation-key';

/** GET /api/v1/support/conversation: the newest 100 messages, oldest first. */
export function fetchConversation(signal?: AbortSignal) {
  return apiRequest('/api/v1/support/conversation', { schema: ZSupportConversation, signal });
}

export const conversationQueryOptions = queryOptions({
  queryKey: supportConversationQueryKey,
  queryFn: ({ signal }) => fetchConversation(signal),
});

export function useConversation() {
  const me = useMe();
  return useQuery({ ...conversationQueryOptions, enabled: Boolean(me.data) });
}
