import { BALANCE_CHANGED_TOPIC, type OutboxEvent } from './outbox';

/**
 * What one committed ledger transfer moved: the transfer's kind (`bet`, `win`, `deposit`, `hold`,
 * …), the currency it starts in (a deposit's own currency, before any conversion) and the amount
 * in that currency's minor units, as a decimal string.
 *
 * The ledger stamps these on the `balance.changed` outbox event it writes in the same statement as
 * the transfer (payload field `movements`). The event row exists only if the transfer committed, so
 * whoever reads committed outbox rows (the relay, then the metrics) counts committed money and never
 * a rolled-back attempt, without a query of its own.
 */
export interface MoneyMovement {
  kind: string;
  currency: string;
  amount: string;
}

export const MOVEMENTS_FIELD = 'movements';

/**
 * `events` with `movements` added to the payload of the first balance.changed event: one stamp per
 * transfer, however many balance events it carries. Events without one stay as they are (such a
 * transfer is not counted).
 */
export function withMovements(events: OutboxEvent[], movements: MoneyMovement[]): OutboxEvent[] {
  const index = events.findIndex((event) => event.topic === BALANCE_CHANGED_TOPIC);
  if (index < 0 || movements.length === 0) return events;
  return events.map((event, at) =>
    at === index
      ? { ...event, payload: { ...event.payload, [MOVEMENTS_FIELD]: movements } }
      : event,
  );
}

/** The movements stamped on an event's payload; anything malformed is ignored. */
export function movementsOf(payload: unknown): MoneyMovement[] {
  if (!payload || typeof payload !== 'object') return [];
  const stamped = (payload as Record<string, unknown>)[MOVEMENTS_FIELD];
  if (!Array.isArray(stamped)) return [];
  return stamped.filter(
    (item): item is MoneyMovement =>
      !!item &&
      typeof item === 'object' &&
      typeof (item as MoneyMovement).kind === 'string' &&
      typeof (item as MoneyMovement).currency === 'string' &&
      typeof (item as MoneyMovement).amount === 'string',
  );
}
