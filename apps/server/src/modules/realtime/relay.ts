import type { Bus } from '../../platform/bus';
import type { Database } from '../../platform/db/client';
import type {
  OutboxConsumer,
  OutboxRow,
  OutboxTranslators,
  RelayMessage,
} from '../../platform/outbox';

export type { OutboxTranslator, OutboxTranslators, RelayMessage } from '../../platform/outbox';
import { relayRepository } from './repository';
import { setTimeout as delay } from 'node:timers/promises';

export interface RelayLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxRelayOptions {
  db: Database;
  bus: Bus;
  translators: OutboxTranslators;
  /** Modules acting on the events in the relay's transaction (platform/outbox OutboxConsumer). */
  consumers?: OutboxConsumer[];
  log: RelayLog;
  /** How often to look for events nobody nudged about (a crash, another process). Default 250 ms. */
  pollMs?: number;
  batchSize?: number;
  /** Published events older than this are deleted (checked every few minutes). Default 24 h. */
  retainMs?: number;
  /**
   * Told of the rows this relay marked published, after that commit (the metrics count them): each
   * committed event reaches exactly one relay's call, unless a process dies in between.
   */
  onRelayed?: (rows: OutboxRow[]) => void;
}

const PRUNE_EVERY_MS = 5 * 60_000;

/**
 * While changes keep coming, how long a relay waits after a batch before the next, so each batch
 * takes more events for its fixed reads and round trips; the first change after a quiet spell
 * goes out at once.
 */
const GATHER_MS = 50;

/**
 * The outbox relay (ARCHITECTURE.md "Outbox"): publishes committed events to the bus and marks them
 * published. It runs right after a nudge (a service committed a change) and on a short poll, so an
 * event left behind by a crash or written by another process goes out too. Each batch:
 *
 *   1. reads the oldest unpublished rows (no lock) and translates them, reading current state
 *      (topics and consumers' preparation concurrently);
 *   2. in one transaction, claims the rows with `FOR UPDATE SKIP LOCKED` (so several processes relay
 *      side by side without sending an event twice), publishes the messages of the claimed rows and
 *      marks them published. A crash before the commit leaves them unpublished: at least once.
 *
 * Translation happens before the transaction because on PGlite (one connection) a read outside an
 * open transaction would wait for it forever. Delivery is at least once and consumers treat events
 * as state (the latest Balance, a Transaction's current status), so a repeat is harmless.
 */
export function outboxRelay(options: OutboxRelayOptions) {
  const repository = relayRepository(options.db);
  const batchSize = options.batchSize ?? 100;
  const retainMs = options.retainMs ?? 24 * 60 * 60_000;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let failing = false;
  let lastPrune = 0;

  async function translate(rows: OutboxRow[]): Promise<RelayMessage[]> {
    const byTopic = new Map<string, OutboxRow[]>();
    for (const row of rows) byTopic.set(row.topic, [...(byTopic.get(row.topic) ?? []), row]);
    // Topics translate side by side: a slow one (balances read per player) must not hold back
    // the others, nor the consumers preparing in parallel (tournament scoring).
    const translated = await Promise.all(
      [...byTopic].map(async ([topic, topicRows]) => {
        const translator = options.translators[topic];
        if (translator) return translator(topicRows);
        options.log.warn({ topic, count: topicRows.length }, 'outbox topic without a translator');
        return [];
      }),
    );
    const messages = translated.flat();
    // Publish in the order the changes happened.
    const first = (message: RelayMessage) =>
      message.ids.reduce((min, id) => (id < min ? id : min), message.ids[0] ?? 0n);
    return messages.sort((a, b) => (first(a) < first(b) ? -1 : first(a) > first(b) ? 1 : 0));
  }

  /** Relays one batch; returns how many rows it took care of. */
  async function relayBatch(): Promise<number> {
    const rows = await repository.peek(batchSize);
    if (rows.length === 0) return 0;
    const consumers = options.consumers ?? [];
    const [messages, applies] = await Promise.all([
      translate(rows),
      Promise.all(
        consumers.map(async (consumer) => {
          const mine = rows.filter((row) => consumer.topics.includes(row.topic));
          return mine.length === 0
            ? null
            : { topics: consumer.topics, apply: await consumer.prepare(mine) };
        }),
      ),
    ]);
    const after: RelayMessage[] = [];
    const relayed = await options.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const claimed = new Set(
        await repository.claim(
          rows.map((row) => row.id),
          tx,
        ),
      );
      if (claimed.size === 0) return [];
      const mine = messages.filter((message) => message.ids.some((id) => claimed.has(id)));
      // One connection per bus keeps these in order; publishing them together saves round trips.
      await Promise.all(mine.map((message) => options.bus.publish(message.topic, message.message)));
      await repository.markPublished([...claimed], tx);
      const claimedRows = rows.filter((row) => claimed.has(row.id));
      for (const consumer of applies) {
        if (!consumer) continue;
        const theirs = claimedRows.filter((row) => consumer.topics.includes(row.topic));
        if (theirs.length > 0) after.push(...(await consumer.apply(theirs, tx)));
      }
      return claimedRows;
    });
    await Promise.all(after.map((message) => options.bus.publish(message.topic, message.message)));
    if (relayed.length > 0) options.onRelayed?.(relayed);
    return relayed.length;
  }

  async function prune() {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    await repository.prune(new Date(Date.now() - retainMs));
  }

  async function drain() {
    do {
      again = false;
      try {
        while (!stopped && (await relayBatch()) === batchSize);
        await prune();
        if (failing) options.log.warn({}, 'outbox relay recovered');
        failing = false;
      } catch (error) {
        // Logged once per failure streak; the poll keeps retrying.
        if (!failing) options.log.error({ err: error }, 'outbox relay failed; retrying');
        failing = true;
      }
      if (again && !stopped) await delay(GATHER_MS);
    } while (again && !stopped);
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    /** Starts the poll and relays what is waiting. */
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(() => void run(), options.pollMs ?? 250);
      timer.unref();
      void run();
    },

    /** A change was committed: relay now instead of at the next poll. */
    nudge() {
      if (!stopped) void run();
    },

    /** Relays everything waiting and resolves when done (tests, shutdown). */
    async flush(): Promise<void> {
      await run();
      if (again) await run();
    },

    /** Stops polling and waits for the batch in flight. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

export type OutboxRelay = ReturnType<typeof outboxRelay>;
