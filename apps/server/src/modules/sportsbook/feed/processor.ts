import type { MarketStatus } from '@wheelhouse/contracts/sportsbook';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import {
  changed,
  DuplicateMessage,
  marketChange,
  type Applied,
  type EventChange,
} from './event-change';
import {
  marketKey,
  type EventMessage,
  type FeedMessage,
  type FeedSink,
  type HandleResult,
  type OddsChange,
  type Producer,
} from './messages';
import { oddsChangeQueue } from './odds-change';
import { feedRepository as repo } from './repository';
import type { EventRow } from './row-json';
import type { SettlementHooks } from './settlement-hooks';
import { feedMessageProblem } from './validate';

/** A producer silent this long is down: every market it owns is suspended until it speaks again. */
export const PRODUCER_SILENCE_MS = 20_000;

/** Every message but odds_change (that one goes in batches: odds-change.ts). */
type OtherEventMessage = Exclude<EventMessage, OddsChange>;

export interface FeedProcessorDeps {
  db: Database;
  clock: Clock;
  hooks: () => SettlementHooks;
  /** Told of every committed change (realtime). */
  onChanged?: (change: EventChange) => void;
  /** Told of events whose markets a producer's silence or recovery changed (realtime resyncs them). */
  onResync?: (eventIds: number[]) => void;
  silenceMs?: number;
  /** Told of every message refused at the seam (logged and counted by the app). */
  onRefused?: (refusal: FeedRefusal) => void;
}

/** A feed message the processor refused before applying it (feed/validate.ts). */
export interface FeedRefusal {
  kind: string;
  id: string | null;
  event: string | null;
  reason: string;
}

/**
 * Applies feed messages (UOF semantics, see messages.ts) to the sportsbook's state: each message
 * once (its id is recorded in the same transaction as its effect), messages of one event in turn
 * (the event row is locked), and per event and per market only a message newer than the state it
 * would change (`stateTs`): a replay or an out-of-order message leaves the state as the newest
 * message made it. Settlement changes go to the bets side (SettlementHooks) after the commit.
 * Odds changes, most of a feed, go several events to a transaction (odds-change.ts).
 */
export function feedProcessor(deps: FeedProcessorDeps) {
  const { db, clock } = deps;
  const silenceMs = deps.silenceMs ?? PRODUCER_SILENCE_MS;
  const oddsChanges = oddsChangeQueue({
    db,
    clock,
    ...(deps.onChanged ? { onChanged: deps.onChanged } : {}),
  });
  /** When this process last recorded each producer's life (a write at most once a second). */
  const lastRecorded = new Map<Producer, number>();

  async function alive(producer: Producer): Promise<void> {
    const now = clock.now();
    lastRecorded.set(producer, now.getTime());
    const wasDown = await repo.producerAlive(db, producer, now);
    if (!wasDown) return;
    const events = await repo.resumeProducerMarkets(db, producer);
    if (events.length > 0) deps.onResync?.(events);
  }

  /** Any message of a producer shows it is alive (and recovers it if it was down). */
  async function seen(producer: Producer): Promise<void> {
    const last = lastRecorded.get(producer);
    if (last !== undefined && clock.now().getTime() - last < 1000) return;
    await alive(producer);
  }

  async function apply(tx: Database, message: OtherEventMessage): Promise<Applied> {
    const event = await repo.lockEvent(tx, message.event);
    if (!event && message.kind !== 'fixture_change')
      return { result: { outcome: 'unknown_event' } };
    // The event row lock orders this check and the record below against any other process.
    if (await repo.isRecorded(tx, message.id)) return { result: { outcome: 'duplicate' } };
    const applied = await applyTo(tx, event, message);
    if (applied.held) return { ...applied, result: { outcome: 'held' } };
    if (!(await repo.recordMessage(tx, message, applied.result.outcome === 'applied')))
      throw new DuplicateMessage();
    return applied;
  }

  async function applyTo(
    tx: Database,
    event: EventRow | undefined,
    message: OtherEventMessage,
  ): Promise<Applied> {
    const stale: Applied = { result: { outcome: 'stale' } };
    if (message.kind === 'fixture_change') {
      await repo.upsertCatalogue(tx, message.fixture);
      if (!event) {
        const created = await repo.insertEvent(tx, message.event, message.fixture, message.ts);
        return changed(created, false, true, []);
      }
      if (message.ts <= event.fixtureTs) return stale;
      const updated = await repo.updateFixture(tx, event.id, message.fixture, message.ts);
      return changed(updated, event.live, false, []);
    }
    if (!event) return stale;

    switch (message.kind) {
      case 'bet_stop': {
        const keys = message.markets?.map((market) => marketKey(market.type, market.specifiers));
        const held =
          keys !== undefined &&
          (await repo.marketsByKey(tx, event.id, keys)).length < new Set(keys).size;
        const stopped = await repo.stopMarkets(tx, event.id, keys, message.ts, clock.now());
        if (stopped.length === 0) return { ...stale, held };
        const after = await repo.bumpVersion(tx, event.id);
        return {
          ...changed(
            after,
            event.live,
            false,
            stopped.map((market) => marketChange(market, [])),
          ),
          held,
        };
      }
      case 'bet_settlement': {
        const byKey = new Map(
          message.markets.map((market) => [marketKey(market.type, market.specifiers), market]),
        );
        const { markets, held } = await marketsToChange(
          tx,
          event.id,
          [...byKey.keys()],
          message.ts,
        );
        const changes: EventChange['markets'] = [];
        const hooks = deps.hooks();
        for (const market of markets) {
          // A newer settlement of a settled market is a re-settlement: the old one is rolled back first.
          if (market.status === 'settled') {
            const undone = await repo.changeSettlementState(
              tx,
              market.id,
              'suspended',
              message.ts,
              true,
            );
            await hooks.settlementRolledBack(tx, {
              marketId: market.id,
              version: undone.market.settlementVersion,
            });
          }
          const settled = await repo.settleMarket(
            tx,
            market,
            byKey.get(market.key)!.outcomes,
            message.ts,
          );
          changes.push(marketChange(settled.market, settled.outcomes));
          await hooks.marketSettled(tx, {
            marketId: market.id,
            version: settled.market.settlementVersion,
          });
        }
        if (changes.length === 0) return { ...stale, held };
        const after = await repo.bumpVersion(tx, event.id);
        return { ...changed(after, event.live, false, changes), held };
      }
      case 'bet_cancel':
      case 'rollback_bet_settlement':
      case 'rollback_bet_cancel': {
        const keys = message.markets.map((market) => marketKey(market.type, market.specifiers));
        const { markets, held } = await marketsToChange(tx, event.id, keys, message.ts);
        if (markets.length === 0) return { ...stale, held };
        const window =
          message.kind === 'rollback_bet_settlement'
            ? {}
            : {
                ...(message.startTime !== undefined ? { from: new Date(message.startTime) } : {}),
                ...(message.endTime !== undefined ? { to: new Date(message.endTime) } : {}),
              };
        const whole = !('from' in window) && !('to' in window);
        const changes: EventChange['markets'] = [];
        const hooks = deps.hooks();
        for (const market of markets) {
          const status = nextStatus(message.kind, market.status, whole);
          const result = await repo.changeSettlementState(
            tx,
            market.id,
            status,
            message.ts,
            message.kind === 'rollback_bet_settlement',
          );
          changes.push(marketChange(result.market, result.outcomes));
          const input = { marketId: market.id, version: result.market.settlementVersion };
          if (message.kind === 'bet_cancel')
            await hooks.marketCancelled(tx, { ...input, ...window });
          else if (message.kind === 'rollback_bet_cancel')
            await hooks.cancelRolledBack(tx, { ...input, ...window });
          else await hooks.settlementRolledBack(tx, input);
        }
        const after = await repo.bumpVersion(tx, event.id);
        return { ...changed(after, event.live, false, changes), held };
      }
    }
  }

  /**
   * The named markets whose state is older than ts (locked), and whether any named market does not
   * exist yet (the message is then held: applied to what exists, not recorded, so a resend completes it).
   */
  async function marketsToChange(tx: Database, eventId: number, keys: string[], ts: number) {
    const existing = await repo.marketsByKey(tx, eventId, keys);
    const held = existing.length < new Set(keys).size;
    const markets = await repo.lockMarketsOlderThan(tx, eventId, keys, ts);
    return { markets, held };
  }

  const processor = {
    async handle(message: FeedMessage): Promise<HandleResult> {
      const problem = feedMessageProblem(message);
      if (problem) {
        deps.onRefused?.({
          kind: String(message.kind),
          id: 'id' in message && typeof message.id === 'string' ? message.id : null,
          event: 'event' in message && typeof message.event === 'string' ? message.event : null,
          reason: problem,
        });
        return { outcome: 'refused', reason: problem };
      }
      if (message.kind === 'alive') {
        await alive(message.producer);
        return { outcome: 'applied' };
      }
      await seen(message.producer);
      if (message.kind === 'odds_change') return oddsChanges.handle(message);
      let applied: Applied;
      try {
        applied = await db.transaction((tx) => apply(tx as unknown as Database, message));
      } catch (error) {
        if (error instanceof DuplicateMessage) return { outcome: 'duplicate' };
        throw error;
      }
      if (applied.change) deps.onChanged?.(applied.change);
      return applied.result;
    },

    /**
     * The liveness watch (a worker tick): producers silent past the limit go down and their
     * markets are suspended. Returns the producers that went down now.
     */
    async checkProducers(): Promise<Producer[]> {
      const now = clock.now();
      const down = await repo.markSilentProducersDown(db, new Date(now.getTime() - silenceMs), now);
      for (const producer of down) {
        const events = await repo.suspendProducerMarkets(db, producer, now);
        if (events.length > 0) deps.onResync?.(events);
      }
      return down;
    },

    async producers() {
      return repo.producers(db);
    },
  } satisfies FeedSink & Record<string, unknown>;
  return processor;
}

export type FeedProcessor = ReturnType<typeof feedProcessor>;

function nextStatus(
  kind: 'bet_cancel' | 'rollback_bet_settlement' | 'rollback_bet_cancel',
  current: MarketStatus,
  whole: boolean,
): MarketStatus {
  if (kind === 'bet_cancel') return whole ? 'cancelled' : current;
  if (kind === 'rollback_bet_cancel') return current === 'cancelled' ? 'suspended' : current;
  // A rollback of a settlement reopens the market suspended, whether or not its settlement came yet
  // (out of order, the older settlement then arrives stale): the same state either way.
  return current === 'active' || current === 'settled' ? 'suspended' : current;
}
