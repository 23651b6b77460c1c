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
import type { EventChange } from '../feed/processor';

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
 * Odds, status and score changes to the sockets watching an event (`sportsbook:event:<id>`) or the
 * live list (`sportsbook:live`), coalesced: changes of one event within a flush interval are merged
 * (the newest state of each market and outcome), so an event sends at most
 * SPORTSBOOK_UPDATES_PER_SECOND messages a second however fast its odds move. Snapshots on
 * subscribe come from `snapshot()` (the WebSocket gateway asks).
 */
export function sportsbookPublisher(deps: {
  bus: Bus;
  catalogue: CatalogueService;
  log?: { warn(object: unknown, message: string): void };
  intervalMs?: number;
}) {
  const intervalMs = deps.intervalMs ?? Math.floor(1000 / SPORTSBOOK_UPDATES_PER_SECOND);
  const pending = new Map<number, Pending>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

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

  async function flush(): Promise<void> {
    if (pending.size === 0) return;
    const items = [...pending.values()];
    pending.clear();
    const liveUpdates: EventPatch[] = [];
    const removed: number[] = [];
    for (const item of items) {
      const id = item.patch.id;
      try {
        if (item.resync) {
          const event = await deps.catalogue.eventOrNull(id);
          if (!event) continue;
          await publish(sportsbookEventChannel(id), { type: 'snapshot', event });
          const isLive = event.live && event.status === 'live';
          const wasLive = item.wasLive ?? isLive;
          if (isLive && !wasLive) {
            const { groups: _groups, ...summary } = event;
            await publish(LIVE_CHANNEL, { type: 'added', event: summary });
          } else if (!isLive && wasLive) removed.push(id);
          else if (isLive) {
            const main = event.mainMarket;
            liveUpdates.push({
              id,
              version: event.version,
              status: event.status,
              live: event.live,
              startsAt: event.startsAt,
              score: event.score,
              period: event.period,
              clock: event.clock,
              markets: main ? [{ id: main.id, status: main.status, outcomes: main.outcomes }] : [],
            });
          }
          continue;
        }
        await publish(sportsbookEventChannel(id), {
          type: 'update',
          event: { ...item.patch, markets: [...item.markets.values()] },
        });
        const isLive = item.patch.live && item.patch.status === 'live';
        if (isLive && !item.wasLive) {
          const event = await deps.catalogue.eventSummary(id);
          if (event) await publish(LIVE_CHANNEL, { type: 'added', event });
        } else if (!isLive && item.wasLive) removed.push(id);
        else if (isLive)
          liveUpdates.push({
            ...item.patch,
            markets: [...item.markets.values()].filter((market) => item.main.has(market.id)),
          });
      } catch (error) {
        deps.log?.warn({ err: error, eventId: id }, 'sportsbook realtime publish failed');
      }
    }
    try {
      if (removed.length > 0) await publish(LIVE_CHANNEL, { type: 'removed', eventIds: removed });
      if (liveUpdates.length > 0)
        await publish(LIVE_CHANNEL, { type: 'update', events: liveUpdates });
    } catch (error) {
      deps.log?.warn({ err: error }, 'sportsbook live publish failed');
    }
  }

  const scheduleFlush = () => {
    flushing = flushing.then(flush, flush);
    return flushing;
  };

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
      }
    },

    flush: scheduleFlush,

    start(): void {
      if (timer) return;
      timer = setInterval(() => void scheduleFlush(), intervalMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await scheduleFlush();
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
