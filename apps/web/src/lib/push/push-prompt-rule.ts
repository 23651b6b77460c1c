/** Push refusal snooze (shell spec §9): the prompt is not offered again for 7 days. */
export const PUSH_REFUSAL_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000;

export interface PushPromptInput {
  /** The settings call's push.enabled (operator switch and server keys). */
  enabled: boolean;
  signedIn: boolean;
  /** The browser has service workers, PushManager and Notification. */
  supported: boolean;
  permission: 'default' | 'granted' | 'denied';
  /** isPushNotificationsActive / the push state: the player already has a subscription. */
  active: boolean;
  /** When the player last refused, ISO time, or null. */
  refusedAt: string | null;
  now: number;
}

/**
 * Shell spec §4 "Web push": the prompt shows only when all hold — enabled by configuration, signed
 * in, push supported, permission not granted, push not active, and not refused within 7 days.
 * A permission the player denied in the browser also hides it: the browser would refuse the
 * subscription without asking, so the prompt could only fail.
 */
export function shouldShowPushPrompt(input: PushPromptInput): boolean {
  if (!input.enabled || !input.signedIn || !input.supported) return false;
  if (input.permission !== 'default' || input.active) return false;
  if (input.refusedAt !== null) {
    const refused = Date.parse(input.refusedAt);
    if (Number.isNaN(refused) || input.now - refused < PUSH_REFUSAL_SNOOZE_MS) return false;
  }
  return true;
}

/** Whether this browser can do web push at all. */
export function browserSupportsPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}
