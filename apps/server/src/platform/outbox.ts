import { sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { outbox } from './db/schema';

/**
 * The transactional outbox (ARCHITECTURE.md "Outbox"): an event is a row written in the same database
 * transaction as the change it reports, so there is no event without a commit and no commit without
 * its event. A relay later publishes the rows to the bus and stamps `published_at`.
 */
export interface OutboxEvent {
  /** e.g. 'balance.changed', 'transaction.changed'. */
  topic: string;
  userId?: number | null;
  /** JSON-safe payload; bigints are written as decimal strings. */
  payload?: Record<string, unknown>;
}

export type OutboxRow = typeof outbox.$inferSelect;

/** One bus message made from one or more outbox rows (e.g. several balance changes of a player). */
export interface RelayMessage {
  /** The outbox rows this message reports. */
  ids: bigint[];
  /** Bus topic, e.g. topicFor('balance', userId). */
  topic: string;
  message: unknown;
}

/**
 * Turns the rows of one outbox topic into bus messages. Runs outside any transaction, after the
 * rows' transactions committed, so it may read current state (the balance after the change).
 * Throwing leaves the rows unpublished for the next attempt; returning no message for a row drops it.
 */
export type OutboxTranslator = (rows: OutboxRow[]) => Promise<RelayMessage[]>;
/** The translator of each outbox topic; each module registers those of the topics it writes. */
export type OutboxTranslators = Record<string, OutboxTranslator>;

export const BALANCE_CHANGED_TOPIC = 'balance.changed';

export function outboxPayloadJson(payload: Record<string, unknown> | undefined): string {
  return JSON.stringify(payload ?? {}, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
}

/** Appends events through `executor`, which must be the transaction that makes the change. */
export async function appendOutbox(executor: Database, events: OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  await executor.insert(outbox).values(
    events.map((event) => ({
      topic: event.topic,
      userId: event.userId ?? null,
      payload: sql`${outboxPayloadJson(event.payload)}::jsonb`,
    })),
  );
}
