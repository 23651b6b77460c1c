import { useMutation } from '@tanstack/react-query';
import { ZPushBroadcastResponse, type PushBroadcastRequest } from '@wheelhouse/contracts/push';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/push/broadcast: a notification to every subscribed player (audited). */
export function sendPushBroadcast(body: PushBroadcastRequest) {
  return apiRequest('/api/admin/push/broadcast', {
    method: 'POST',
    body,
    schema: ZPushBroadcastResponse,
  });
}

export function useSendPushBroadcast() {
  return useMutation({ mutationFn: sendPushBroadcast });
}
