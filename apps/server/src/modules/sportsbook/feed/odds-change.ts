import type { MarketStatus, MarketType } from '@wheelhouse/contracts/sportsbook';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { changed, DuplicateMessage, type Applied, type EventChange } from './event-change';
import { marketKey, type HandleResult, type OddsChange } from './messages';
import {
  oddsChangeRepository as repo,
  type OddsChangeRecord,
  type OddsChangeWrite,
} from './odds-change-repository';
import { feedRepository } from './repository';
import type { EventRow, MarketRow, OutcomeRow } from './row-json';

/** The most odds changes one transaction applies. */
const MAX_BATCH = 64;

interface Planned {
  index: number;
  event: EventRow;
  structural: boolean;
  markets: Map<number, { type: MarketType; key: string; status: MarketStatus }>;
}

const marketRef = (eventId: number, key: string) => `${eventId}|${key}`;

/**
 * Applies odds_change messages of different events in one transaction, in three statements
 * whatever their number, and one more for each market the feed names for the first time
 * (odds-change-repository.ts). Each message acts exactly as it would alone:
 * a replay is a duplicate, an unknown event is not recorded, a closed event or a market state
 * newer than the message leaves the state as it was, and the message is recorded with its effect.
 * Answers each message's result in the order given.
 */
export async function applyOddsChanges(
  tx: Database,
  messages: readonly OddsChange[],
  at: Date,
): Promise<Applied[]> {
  const locked = await repo.lockEvents(
    tx,
    messages.map(({ id, event }) => ({ id, event })),
  );
  const results: Applied[] = [];
  const records: OddsChangeRecord[] = [];
  const open: Array<{ index: number; message: OddsChange; event: EventRow; keys: string[] }> = [];
  messages.forEach((message, index) => {
    const entry = locked.get(message.event);
    if (!entry) {
      results[index] = { result: { outcome: 'unknown_event' } };
    } else if (entry.recorded) {
      results[index] = { result: { outcome: 'duplicate' } };
    } else {
      results[index] = { result: { outcome: 'stale' } };
      // A closed or cancelled event is final: nothing reopens it.
      if (entry.event.status === 'closed' || entry.event.status === 'cancelled')
        records.push(recordOf(message, false));
      else
        open.push({
          index,
          message,
          event: entry.event,
          keys: message.markets.map((market) => marketKey(market.type, market.specifiers)),
        });
    }
  });

  const existing = new Map<string, MarketRow>(
    (
      await repo.lockMarkets(
        tx,
        open.flatMap(({ event, keys }) => keys.map((key) => ({ eventId: event.id, key }))),
      )
    ).map((market) => [marketRef(market.eventId, market.key), market]),
  );
  const writes: OddsChangeWrite[] = [];
  const planned: Planned[] = [];
  for (const { index, message, event, keys } of open) {
    const touched = message.sportEventStatus !== undefined && message.ts > event.stateTs;
    const suspendAll = message.bettingStatus === 'suspended';
    const markets: Planned['markets'] = new Map();
    const updates: OddsChangeWrite['updates'] = [];
    const outcomes: OddsChangeWrite['outcomes'] = [];
    let structural = false;
    let position = new Set(keys.filter((key) => existing.has(marketRef(event.id, key)))).size;
    for (const [n, market] of message.markets.entries()) {
      const key = keys[n]!;
      const status: MarketStatus =
        suspendAll && market.status === 'active' ? 'suspended' : market.status;
      let row = existing.get(marketRef(event.id, key));
      if (!row) {
        row = await feedRepository.insertMarket(tx, {
          eventId: event.id,
          key,
          market,
          status,
          ts: message.ts,
          position: position++,
        });
        existing.set(marketRef(event.id, key), row);
        structural = true;
      } else {
        if (message.ts <= row.stateTs || row.status === 'settled' || row.status === 'cancelled')
          continue;
        updates.push({ id: row.id, status });
      }
      markets.set(row.id, { type: market.type, key, status });
      for (const outcome of market.outcomes)
        outcomes.push({
          marketId: row.id,
          key: outcome.key,
          odds: outcome.odds,
          active: outcome.active,
        });
    }
    const bump = touched || markets.size > 0;
    writes.push({
      eventId: event.id,
      ts: message.ts,
      updates,
      outcomes,
      bump,
      ...(touched && message.sportEventStatus ? { status: message.sportEventStatus } : {}),
    });
    records.push(recordOf(message, bump));
    if (bump) planned.push({ index, event, structural, markets });
  }
  if (records.length === 0) return results;

  const written = await repo.write(tx, writes, records, at);
  // Recorded meanwhile by another process: the caller rolls back and applies each message alone.
  if (records.some((record) => !written.recorded.has(record.id))) throw new DuplicateMessage();
  const outcomesByMarket = new Map<number, OutcomeRow[]>();
  for (const outcome of written.outcomes) {
    const list = outcomesByMarket.get(outcome.marketId) ?? [];
    list.push(outcome);
    outcomesByMarket.set(outcome.marketId, list);
  }
  for (const { index, event, structural, markets } of planned) {
    const after = written.events.get(event.id);
    if (!after) continue;
    results[index] = changed(
      after,
      event.live,
      structural,
      [...markets].map(([id, market]) => ({
        id,
        type: market.type,
        key: market.key,
        status: written.statuses.get(id) ?? market.status,
        outcomes: outcomesByMarket.get(id) ?? [],
      })),
    );
  }
  return results;
}

function recordOf(message: OddsChange, applied: boolean): OddsChangeRecord {
  return { id: message.id, event: message.event, ts: message.ts, applied };
}

interface Pending {
  message: OddsChange;
  resolve: (result: HandleResult) => void;
  reject: (error: unknown) => void;
}

/**
 * The odds_change lane of the processor. Odds changes are most of a feed, and each alone would be
 * a transaction of its own: the messages that arrive while one batch runs go together in the
 * next, at most one per event (a later message of an event waits for the next batch, so an
 * event's messages still apply in the order they came). A lone message goes at once.
 */
export function oddsChangeQueue(deps: {
  db: Database;
  clock: Clock;
  onChanged?: (change: EventChange) => void;
}) {
  const queue: Pending[] = [];
  let draining = false;

  function take(): Pending[] {
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    const events = new Set<string>();
    for (const pending of queue) {
      if (batch.length < MAX_BATCH && !events.has(pending.message.event)) {
        events.add(pending.message.event);
        batch.push(pending);
      } else {
        rest.push(pending);
      }
    }
    queue.splice(0, queue.length, ...rest);
    return batch;
  }

  async function run(batch: Pending[]): Promise<void> {
    let applied: Applied[];
    try {
      applied = await deps.db.transaction((tx) =>
        applyOddsChanges(
          tx as unknown as Database,
          batch.map((pending) => pending.message),
          deps.clock.now(),
        ),
      );
    } catch (error) {
      // One message's failure must not fail the others: each goes again alone.
      if (batch.length > 1) {
        for (const pending of batch) await run([pending]);
      } else if (error instanceof DuplicateMessage) {
        batch[0]!.resolve({ outcome: 'duplicate' });
      } else {
        batch[0]!.reject(error);
      }
      return;
    }
    applied.forEach((item, index) => {
      const pending = batch[index]!;
      try {
        if (item.change) deps.onChanged?.(item.change);
        pending.resolve(item.result);
      } catch (error) {
        pending.reject(error);
      }
    });
  }

  async function drain(): Promise<void> {
    draining = true;
    try {
      while (queue.length > 0) await run(take());
    } finally {
      draining = false;
    }
  }

  return {
    handle(message: OddsChange): Promise<HandleResult> {
      return new Promise((resolve, reject) => {
        queue.push({ message, resolve, reject });
        if (!draining) void drain();
      });
    },
  };
}
