import type { Database } from '../../platform/db/client';
import { appendOutbox, type OutboxTranslators } from '../../platform/outbox';

/**
 * Written in the transaction that records a player's successful sign-in from a device new to them
 * (not at registration), once per sign-in event. The push module reads it from the outbox and
 * queues the `new_device_sign_in` notification, keyed on the sign-in; auth never imports push
 * (push already leads back to auth through settings and admin).
 */
export const NEW_DEVICE_SIGN_IN_TOPIC = 'auth.new_device_sign_in';

export function recordNewDeviceSignIn(
  tx: Database,
  signIn: { userId: number; signInId: number },
): Promise<void> {
  return appendOutbox(tx, [
    {
      topic: NEW_DEVICE_SIGN_IN_TOPIC,
      userId: signIn.userId,
      payload: { signInId: signIn.signInId },
    },
  ]);
}

/** Nothing goes to the socket for it; the empty translator lets the relay mark the rows published. */
export function authOutboxTranslators(): OutboxTranslators {
  return { [NEW_DEVICE_SIGN_IN_TOPIC]: async () => [] };
}
