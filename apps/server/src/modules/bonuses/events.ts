import type { Database } from '../../platform/db/client';
import { appendOutbox, type OutboxTranslators } from '../../platform/outbox';

/**
 * Written in the transaction that makes a bonus row active (a deposit or claim activation, the
 * crypto deposit bonus, a staff grant, a wheel or tournament prize), once per row: every path
 * writes it only when the row is new or has just changed to active. The push module reads it
 * from the outbox and queues the `bonus_activated` notification.
 */
export const BONUS_ACTIVATED_TOPIC = 'bonus.activated';

export function recordBonusActivated(
  tx: Database,
  activated: { userId: number; bonusId: string },
): Promise<void> {
  return appendOutbox(tx, [
    {
      topic: BONUS_ACTIVATED_TOPIC,
      userId: activated.userId,
      payload: { bonusId: activated.bonusId },
    },
  ]);
}

/**
 * Nothing goes to the socket for an activation (the balance event that comes with it refreshes
 * the app); the empty translator lets the relay mark the rows published without a warning.
 */
export function bonusOutboxTranslators(): OutboxTranslators {
  return { [BONUS_ACTIVATED_TOPIC]: async () => [] };
}
