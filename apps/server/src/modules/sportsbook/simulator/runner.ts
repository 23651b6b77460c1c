import type { Clock } from '../../../platform/clock';
import type { EventMessage, FeedAdapter, FeedSink } from '../feed/messages';
import { messagesBetween, recoveryMessages } from './generator';

/** A gap longer than this (a first start, a restart, a stalled worker) is bridged by a recovery. */
const MAX_REPLAY_GAP_MS = 120_000;

/**
 * Hands messages over as a feed's consumers do: each event's in order, events side by side, so the
 * processor can take odds changes of many events in one transaction. Fails with the first error
 * once every lane has stopped (the tick is then replayed: each message acts once).
 */
async function deliver(sink: FeedSink, messages: readonly EventMessage[]): Promise<void> {
  const lanes = new Map<string, EventMessage[]>();
  for (const message of messages) {
    const lane = lanes.get(message.event);
    if (lane) lane.push(message);
    else lanes.set(message.event, [message]);
  }
  const results = await Promise.allSettled(
    [...lanes.values()].map(async (lane) => {
      for (const message of lane) await sink.handle(message);
    }),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * The embedded odds feed: on each tick, the seeded simulator's messages since the previous tick
 * (or, after a gap, a recovery: every open fixture's full state), then the producers' heartbeats.
 * It speaks the FeedAdapter seam like a real feed; ticks are driven by the worker's job tick.
 */
export function feedSimulator(deps: {
  seed: string;
  clock: Clock;
  log?: {
    info(object: unknown, message: string): void;
    warn(object: unknown, message: string): void;
  };
}) {
  let sink: FeedSink | null = null;
  let cursor: number | null = null;
  let running: Promise<number> | null = null;

  async function run(): Promise<number> {
    if (!sink) return 0;
    const now = deps.clock.now().getTime();
    const recovering = cursor === null || now - cursor > MAX_REPLAY_GAP_MS || now < cursor;
    const messages = recovering
      ? recoveryMessages(deps.seed, now)
      : messagesBetween(deps.seed, cursor!, now);
    await deliver(sink, messages);
    await sink.handle({ kind: 'alive', producer: 'prematch', ts: now });
    await sink.handle({ kind: 'alive', producer: 'live', ts: now });
    cursor = now;
    if (recovering)
      deps.log?.info({ messages: messages.length }, 'sportsbook simulator recovered its feed');
    return messages.length;
  }

  const adapter = {
    async start(next: FeedSink): Promise<void> {
      sink = next;
    },
    async stop(): Promise<void> {
      sink = null;
    },
    /** Sends what the feed said since the last tick; one tick at a time. Answers the number of messages. */
    tick(): Promise<number> {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
  } satisfies FeedAdapter & Record<string, unknown>;
  return adapter;
}

export type FeedSimulator = ReturnType<typeof feedSimulator>;
