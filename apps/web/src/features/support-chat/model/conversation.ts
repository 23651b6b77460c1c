import type { SupportConversation, SupportMessage } from '@wheelhouse/contracts/support';

/**
 * The conversation with `message` in it, once: the same message may arrive twice (the answer to
 * the send and the realtime echo, or two tabs), and messages stay in id order.
 */
export function withMessage(
  conversation: SupportConversation | undefined,
  message: SupportMessage,
): SupportConversation {
  const messages = conversation?.messages ?? [];
  if (messages.some((entry) => entry.id === message.id)) return { messages };
  const next = [...messages, message].sort((a, b) =>
    a.id.length === b.id.length
      ? a.id < b.id
        ? -1
        : a.id > b.id
          ? 1
          : 0
      : a.id.length - b.id.length,
  );
  return { messages: next };
}
