import type { QueryClient } from '@tanstack/react-query';
import { supportConversationQueryKey } from './support-conversation-key';
import { noteSupportReply } from './support-chat-store';

interface LiveMessage {
  id: string;
  author: 'player' | 'staff';
}

function isLiveMessage(data: unknown): data is LiveMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { id, author } = data as Record<string, unknown>;
  return typeof id === 'string' && (author === 'player' || author === 'staff');
}

/**
 * A message on the `support` channel: the open chat refetches its conversation (parsed there with
 * the contract), a closed one counts a staff reply as unread. Zod-free: this runs in the realtime
 * chunk, not the chat's.
 */
export function receiveSupportMessage(queryClient: QueryClient, data: unknown): void {
  if (!isLiveMessage(data)) return;
  if (data.author === 'staff') noteSupportReply();
  void queryClient.invalidateQueries({ queryKey: supportConversationQueryKey });
}
