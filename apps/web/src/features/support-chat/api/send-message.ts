import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSupportMessage,
  type SendSupportMessageRequest,
  type SupportConversation,
} from '@wheelhouse/contracts/support';
import { apiRequest } from '../../../lib/api-client';
import { supportConversationQueryKey } from '../../../lib/support-chat/support-conversation-key';
import { withMessage } from '../model/conversation';

/** POST /api/v1/support/messages: text, a screenshot, or both. */
export function sendMessage(body: SendSupportMessageRequest) {
  return apiRequest('/api/v1/support/messages', { method: 'POST', body, schema: ZSupportMessage });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) =>
      queryClient.setQueryData<SupportConversation>(supportConversationQueryKey, (current) =>
        withMessage(current, message),
      ),
  });
}
