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

/**
 * A module that acts on committed events besides relaying them (e.g. tournament scoring of bet
 * events). `prepare` runs outside any transaction (it may read current state through the module's
 * services); the returned `apply` runs inside the relay's transaction, with the rows that relay
 * claimed, so the consumer's writes commit together with the rows' `published_at`: once per row,
 * unless a process dies in between (then again: consumers dedupe by a natural key). The messages
 * `apply` returns are published after the commit.
 */
export interface OutboxConsumer {
  topics: readonly string[];
  prepare(rows: OutboxRow[]): Promise<OutboxApply>;
}
export type OutboxApply = (claimed: OutboxRow[], tx: Database) => Promise<RelayMessage[]>;

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

/**
 * Whether a committed event of `topics` whose payload `createdAt` is before `before` still waits
 * for the relay (or sits in a relay's open transaction, which counts as waiting too). The payload
 * time is the change's own (an ISO-8601 UTC string, `…sssZ`), compared as text: that format sorts
 * like the instant. Only unpublished rows are read (a partial index covers them).
 */
export async function hasUnpublishedBefore(
  executor: Database,
  topics: readonly string[],
  before: Date,
): Promise<boolean> {
  if (topics.length === 0) return false;
  const result = await executor.execute(sql`
    select 1 from outbox
    where published_at is null
      and topic in (${sql.join(
        topics.map((topic) => sql`${topic}`),
        sql`, `,
      )})
      and payload->>'createdAt' < ${before.toISOString()}
    limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
