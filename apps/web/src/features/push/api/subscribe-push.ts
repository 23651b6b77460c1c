import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPushState } from '@wheelhouse/contracts/push';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session/get-me';
import { pushStateQueryKey } from './get-push-state';

/** base64url → bytes, for PushManager.subscribe's applicationServerKey. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Accepting the prompt: the service worker is registered only now (never in the first load), the
 * browser subscribes with the server's VAPID key, and the subscription goes to the server as
 * `PATCH /api/v1/push/subscription {token: serialized subscription}` (shell spec §7).
 */
export async function subscribeThisBrowser(vapidPublicKey: string) {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(vapidPublicKey),
  });
  return apiRequest('/api/v1/push/subscription', {
    method: 'PATCH',
    body: { token: JSON.stringify(subscription) },
    schema: ZPushState,
  });
}

export function useSubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeThisBrowser,
    onSuccess: (state) => {
      queryClient.setQueryData(pushStateQueryKey, state);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
