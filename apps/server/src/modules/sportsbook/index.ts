import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import { sportsbookCatalogueRoutes } from './catalogue/routes';
import { catalogueService } from './catalogue/service';
import { feedProcessor, type FeedRefusal } from './feed/processor';
import { noSettlementHooks, type SettlementHooks } from './feed/settlement-hooks';
import { sportsbookPublisher } from './realtime/publisher';
import { devFinishEvent, devSportsbookRoutes } from './simulator/dev';
import { feedSimulator } from './simulator/runner';

/** Sportsbook: what other modules and the composition root may use. */
export type { CatalogueService } from './catalogue/service';
export type { FeedProcessor, FeedRefusal } from './feed/processor';
export type { FeedAdapter, FeedMessage, FeedSink } from './feed/messages';
export type { SettlementHooks } from './feed/settlement-hooks';

export const SPORTSBOOK_JOBS = {
  /**
   * Tick, every 2 s (worker role): the embedded simulator sends what its feed said since the last
   * tick (a real feed adapter pushes instead), then the producers' liveness is checked: a producer
   * silent for PRODUCER_SILENCE_MS has its markets suspended until it speaks again.
   */
  feed: 'sportsbook.feed',
} as const;

/**
 * The sportsbook module (ARCHITECTURE.md): the catalogue and read API (catalogue/), the odds feed
 * seam and its processor (feed/), the seeded simulator (simulator/), realtime (realtime/), bets,
 * settlement and cash-out (bets/), the operator API (admin/).
 */
export function registerSportsbook({ db, clock, config, bus }: Platform, registry: ModuleRegistry) {
  const catalogue = catalogueService({ db, clock });
  const publisher = sportsbookPublisher({ bus, catalogue });
  let hooks: SettlementHooks = noSettlementHooks;
  const refusalWatchers: Array<(refusal: FeedRefusal) => void> = [];
  const processor = feedProcessor({
    db,
    clock,
    hooks: () => hooks,
    onChanged: (change) => {
      publisher.start();
      publisher.changed(change);
    },
    onResync: (eventIds) => {
      publisher.start();
      publisher.resync(eventIds);
    },
    onRefused: (refusal) => {
      for (const watch of refusalWatchers) watch(refusal);
    },
  });
  registry.routes('/api/v1/sportsbook', sportsbookCatalogueRoutes, { catalogue });

  const simulator =
    config.sportsbookFeed === 'simulated'
      ? feedSimulator({ seed: config.sportsbookSimulatorSeed, clock })
      : null;
  void simulator?.start(processor);
  registry.jobs((jobs) =>
    jobs.every({
      name: SPORTSBOOK_JOBS.feed,
      everySeconds: 2,
      run: async () => {
        const messages = (await simulator?.tick()) ?? 0;
        const down = await processor.checkProducers();
        return { messages, down };
      },
    }),
  );
  if (config.simulators)
    registry.routes('/api/dev', devSportsbookRoutes, {
      finish: devFinishEvent({ catalogue, sink: processor, clock }),
    });

  return {
    catalogue,
    processor,
    realtime: publisher,
    simulator,
    /** The bets side's settlement handlers (called inside the feed's transactions). */
    useSettlementHooks(next: SettlementHooks): void {
      hooks = next;
    },
    /** Markets changed outside the feed (staff): the sockets watching these events get a snapshot. */
    marketsChanged(eventIds: number[]): void {
      publisher.start();
      publisher.resync(eventIds);
    },
    /** Feed messages refused at the seam (the app logs and counts them). */
    watchRefusedMessages(watch: (refusal: FeedRefusal) => void): void {
      refusalWatchers.push(watch);
    },
  };
}

export type SportsbookModule = ReturnType<typeof registerSportsbook>;
