import { ZSupportMessage } from '@wheelhouse/contracts/support';
import { topicFor } from '../../platform/bus';
import type { OutboxTranslators } from '../../platform/outbox';
import { SUPPORT_MESSAGE_TOPIC } from './service';

/** A chat message goes to its player's `support` channel (every tab of theirs, no one else's). */
export function supportOutboxTranslators(): OutboxTranslators {
  return {
    [SUPPORT_MESSAGE_TOPIC]: async (rows) =>
      rows.flatMap((row) => {
        const message = ZSupportMessage.safeParse(row.payload);
        if (row.userId === null || !message.success) return [];
        return [{ ids: [row.id], topic: topicFor('support', row.userId), message: message.data }];
      }),
  };
}
