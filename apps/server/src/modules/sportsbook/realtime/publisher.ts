import {
  sportsbookEventChannel,
  sportsbookEventIdOf,
  type RealtimeChannel,
} from '@wheelhouse/contracts/realtime';
import {
  SPORTSBOOK_UPDATES_PER_SECOND,
  type EventPatch,
  type MarketPatch,
  type SportsbookEventMessage,
  type SportsbookLiveMessage,
} from '@wheelhouse/contracts/sportsbook';
import type { Bus } from '../../../platform/bus';
import type { CatalogueService } from '../catalogue/service';
import { eventFields, presentOutcome } from '../catalogue/service';
import type { EventChange } from '../feed/event-change';

export const LIVE_CHANNEL = 'sportsbook:live' satisfies RealtimeChannel;

interface Pending {
  patch: Omit<EventPatch, 'markets'>;
  markets: Map<number, MarketPatch>;
  /** Main-market ids among `markets` (the live list carries only those). */
  main: Set<number>;
  /** Null when unknown (a resync of an event this process has not seen change). */
  wasLive: boolean | null;
  /** Send a fresh snapshot (new markets, or a resync) instead of a patch. */
  resync: boolean;
}

/**
 * Per-key leading/trailing-edge throttle: `touch(key)` fires at once when the key last fired at
 * least `intervalMs` ago (leading edge), else once when the interval since that firing ends
 * (trailing edge), however often it is touched meanwhile. Keys do not delay each other.
 * `fire` answers whether it sent anything; only a send starts the key's interval.
 */
function throttle<K>(intervalMs: number, now: () => number, fire: (key: K) => boolean) {
  const lastFired = new Map<K, number>();
  const timers = new Map<K, NodeJS.Timeout>();
  /** `fire` says whether it sent anything (a manual flush may have taken it meanwhile). */
  const fireNow = (key: K) => {
    if (fire(key)) lastFired.set(key, now());
  };
  return {
    touch(key: K): void {
      if (timers.has(key)) return;
      const last = lastFired.get(key);
      const wait = last === undefined ? 0 : last + intervalMs - now();
      if (wait <= 0) return fireNow(key);
      const timer = setTimeout(() => {
        timers.delete(key);
        fireNow(key);
      }, wait);
      timer.unref?.();
      timers.set(key, timer);
    },
    /** The key was sent outside the throttle (a manual flush): its interval starts now. */
    sent(key: K): void {
      const timer = timers.get(key);
      if (timer) clearTimeout(timer);
      timers.delete(key);
      lastFired.set(key, now());
      // Keys idle for more than an interval need no record (the next touch fires at once).
      if (lastFired.size > 4096) {
        const cutoff = now() - intervalMs;
        for (const [other, at] of lastFired) if (at <= cutoff) lastFired.delete(other);
      }
    },
    clear(): void {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** The live list's pending changes: removals and main-market patches by event. */
interface LivePending {
  removed: Set<number>;
  updates: Map<number, EventPatch>;
}

const LIVE_KEY = 0;

/**
 * Odds, status and score changes to the sockets watching an event (`sportsbook:event:<id>`) or the
 * live list (`sportsbook:live`), coalesced per event: an event whose last message went out at
 * least one interval (1000 / SPORTSBOOK_UPDATES_PER_SECOND ms) ago sends at once (leading edge);
 * changes arriving within the interval after a send are merged (the newest state of each market and
 * outcome) and go out when the interval ends (trailing edge). Each event has its own interval, so
 * a busy event never delays another; the live list is one channel and is throttled the same way.
 * So an event sends at most SPORTSBOOK_UPDATES_PER_SECOND messages a second however fast its odds
 * move. Before `start()` changes wait for `flush()`. Snapshots on subscribe come from
 * `snapshot()` (the WebSocket gateway asks).
 */
export function sportsbookPublisher(deps: {
  bus: Bus;
  catalogue: CatalogueService;
  log?: { warn(object: unknown, message: string): void };
  intervalMs?: number;
  /** Milliseconds now (tests with fake timers leave it: Date.now is faked too). */
  now?: () => number;
}) {
  const intervalMs = deps.intervalMs ?? Math.floor(1000 / SPORTSBOOK_UPDATES_PER_SECOND);
  const now = deps.now ?? (() => Date.now());
  const pending = new Map<number, Pending>();
  const live: LivePending = { removed: new Set(), updates: new Map() };
  let started = false;
  /** Sends run one after another, so each channel's messages keep their order. */
  let sending: Promise<void> = Promise.resolve();
  const enqueue = (send: () => Promise<void>) => {
    sending = sending.then(send, send);
    return sending;
  };
  const events = throttle<number>(intervalMs, now, (id) => {
    const item = pending.get(id);
    if (!item) return false;
    pending.delete(id);
    void enqueue(() => sendEvent(item));
    return true;
  });
  const liveList = throttle<number>(intervalMs, now, () => {
    if (live.removed.size === 0 && live.updates.size === 0) return false;
    void enqueue(sendLive);
    return true;
  });

  function entry(change: { event: EventChange['event']; wasLive: boolean }): Pending {
    let item = pending.get(change.event.id);
    if (!item) {
      item = {
        patch: eventFields(change.event),
        markets: new Map(),
        main: new Set(),
        wasLive: change.wasLive,
        resync: false,
      };
      pending.set(change.event.id, item);
    } else if (change.event.version >= item.patch.version) item.patch = eventFields(change.event);
    return item;
  }

  async function publish(channel: string, message: SportsbookEventMessage | SportsbookLiveMessage) {
    await deps.bus.publish(channel, message);
  }

  /** A change of the live list; it goes out with the list's next message. */
  function liveChanged(id: number, change: { removed: true } | { update: EventPatch }): void {
    if ('removed' in change) {
      live.updates.delete(id);
      live.removed.add(id);
    } else live.updates.set(id, change.update);
    if (started) liveList.touch(LIVE_KEY);
  }

  /** An event joined the live list: sent at once (rare), dropping what the list held for it. */
  async function liveAdded(id: number, message: SportsbookLiveMessage): Promise<void> {
    live.removed.delete(id);
    live.updates.delete(id);
    await publish(LIVE_CHANNEL, message);
  }

  async function sendEvent(item: Pending): Promise<void> {
    const id = item.patch.id;
    try {
      if (item.resync) {
        const event = await deps.catalogue.eventOrNull(id);
        if (!event) return;
        await publish(sportsbookEventChannel(id), { type: 'snapshot', event });
        const isLive = event.live && event.status === 'live';
        const wasLive = item.wasLive ?? isLive;
        if (isLive && !wasLive) {
          const { groups: _groups, ...summary } = event;
          await liveAdded(id, { type: 'added', event: summary });
        } else if (!isLive && wasLive) liveChanged(id, { removed: true });
        else if (isLive) {
          const main = event.mainMarket;
          liveChanged(id, {
            update: {
              id,
              version: event.version,
              status: event.status,
              live: event.live,
              startsAt: event.startsAt,
              score: event.score,
              period: event.period,
              clock: event.clock,
              markets: main ? [{ id: main.id, status: main.status, outcomes: main.outcomes }] : [],
            },
          });
        }
        return;
      }
      await publish(sportsbookEventChannel(id), {
        type: 'update',
        event: { ...item.patch, markets: [...item.markets.values()] },
      });
      const isLive = item.patch.live && item.patch.status === 'live';
      if (isLive && !item.wasLive) {
        const event = await deps.catalogue.eventSummary(id);
        if (event) await liveAdded(id, { type: 'added', event });
      } else if (!isLive && item.wasLive) liveChanged(id, { removed: true });
      else if (isLive)
        liveChanged(id, {
          update: {
            ...item.patch,
            markets: [...item.markets.values()].filter((market) => item.main.has(market.id)),
          },
        });
    } catch (error) {
      deps.log?.warn({ err: error, eventId: id }, 'sportsbook realtime publish failed');
    }
  }

  async function sendLive(): Promise<void> {
    const removed = [...live.removed];
    const updates = [...live.updates.values()];
    live.removed.clear();
    live.updates.clear();
    try {
      if (removed.length > 0) await publish(LIVE_CHANNEL, { type: 'removed', eventIds: removed });
      if (updates.length > 0) await publish(LIVE_CHANNEL, { type: 'update', events: updates });
    } catch (error) {
      deps.log?.warn({ err: error }, 'sportsbook live publish failed');
    }
  }

  /** Everything pending goes out now (tests, shutdown); each sent channel's interval starts. */
  function flushAll(): Promise<void> {
    const items = [...pending.values()];
    pending.clear();
    for (const item of items) {
      events.sent(item.patch.id);
      void enqueue(() => sendEvent(item));
    }
    return enqueue(async () => {
      if (live.removed.size === 0 && live.updates.size === 0) return;
      liveList.sent(LIVE_KEY);
      await sendLive();
    });
  }

  return {
    /** A committed change of one event (from the feed processor). */
    changed(change: EventChange): void {
      const item = entry(change);
      if (change.structural) item.resync = true;
      for (const market of change.markets) {
        const previous = item.markets.get(market.id);
        const outcomes = new Map(previous?.outcomes.map((o) => [o.id, o]));
        for (const outcome of market.outcomes) outcomes.set(outcome.id, presentOutcome(outcome));
        item.markets.set(market.id, {
          id: market.id,
          status: market.status,
          outcomes: [...outcomes.values()],
        });
        if (market.key === '1x2' || market.key === 'winner') item.main.add(market.id);
      }
      if (started) events.touch(change.event.id);
    },

    /** Events whose markets changed outside a message (a producer went silent or recovered). */
    resync(eventIds: number[]): void {
      for (const id of eventIds) {
        const item = pending.get(id);
        if (item) item.resync = true;
        else
          pending.set(id, {
            patch: {
              id,
              version: 0,
              status: 'live',
              live: true,
              startsAt: '',
              score: null,
              period: null,
              clock: null,
            },
            markets: new Map(),
            main: new Set(),
            wasLive: null,
            resync: true,
          });
        if (started) events.touch(id);
      }
    },

    flush: flushAll,

    /** From now on changes go out by the throttle (before, they wait for flush()). */
    start(): void {
      started = true;
    },

    async stop(): Promise<void> {
      started = false;
      events.clear();
      liveList.clear();
      await flushAll();
    },

    /** What a socket gets right after it subscribes to a sportsbook channel; undefined for other channels. */
    async snapshot(
      channel: string,
    ): Promise<SportsbookEventMessage | SportsbookLiveMessage | undefined> {
      if (channel === LIVE_CHANNEL)
        return { type: 'snapshot', events: await deps.catalogue.liveEvents() };
      const eventId = sportsbookEventIdOf(channel);
      if (eventId === null) return undefined;
      const event = await deps.catalogue.eventOrNull(eventId);
      return event ? { type: 'snapshot', event } : { type: 'gone', eventId };
    },
  };
}

export type SportsbookPublisher = ReturnType<typeof sportsbookPublisher>;
