import type { MarketStatus } from '@wheelhouse/contracts/sportsbook';
import type { Database } from '../../../platform/db/client';
import { runPrepared } from '../../../platform/db/prepared';
import type { SportEventStatus } from './messages';
import {
  eventFromJson,
  marketFromJson,
  outcomeFromJson,
  parseJson,
  type EventRow,
  type MarketRow,
  type OutcomeRow,
} from './row-json';

/** One event's writes in a batch of odds changes. */
export interface OddsChangeWrite {
  eventId: number;
  /** Feed timestamp of the message: the markets' and (when `status`) the event's new state time. */
  ts: number;
  updates: Array<{ id: number; status: MarketStatus }>;
  outcomes: Array<{ marketId: number; key: string; odds: bigint; active: boolean }>;
  /** A new version of the event (its realtime patch carries it). */
  bump: boolean;
  status?: SportEventStatus;
}

export interface OddsChangeRecord {
  id: string;
  event: string;
  ts: number;
  applied: boolean;
}

/*
 * Named statements: PostgreSQL parses and plans each once per connection. The JSON sets give the
 * planner nothing to plan per call (it counts any set as 100 rows), so one plan serves them all.
 */
const LOCK_EVENTS_SQL = `
  select row_to_json(e) as j,
    exists (select 1 from sb_feed_messages f where f.id = v.id) as recorded
  from sb_events e
  join jsonb_to_recordset($1::jsonb) as v(id text, event text) on e.external_id = v.event
  order by e.id
  for update of e`;

const LOCK_MARKETS_SQL = `
  select row_to_json(m) as j from sb_markets m
  join jsonb_to_recordset($1::jsonb) as v("eventId" int, key text)
    on m.event_id = v."eventId" and m.key = v.key
  order by m.id
  for update of m`;

/** A staff suspension outlives the feed's "active". */
const NEXT_STATUS = `case when m.staff_suspended and v.status = 'active' then 'suspended' else v.status end`;

const WRITE_SQL = `
  with ms as (
    update sb_markets m set status = ${NEXT_STATUS}, feed_status = v.status, state_ts = v.ts,
      producer_suspended = false, updated_at = now(),
      stopped_at = case when ${NEXT_STATUS} <> 'active' and m.status = 'active' then $5::timestamptz else m.stopped_at end
    from jsonb_to_recordset($1::jsonb) as v(id int, status text, ts bigint) where m.id = v.id
    returning m.id, m.status
  ), os as (
    insert into sb_outcomes (market_id, key, odds, active)
    select v.market_id, v.key, v.odds, v.active
      from rows from (jsonb_to_recordset($2::jsonb) as (market_id int, key text, odds bigint, active boolean))
        with ordinality as v(market_id, key, odds, active, n)
      order by v.n
    on conflict (market_id, key) do update set odds = excluded.odds, active = excluded.active
    returning *
  ), ev as (
    update sb_events e set version = e.version + 1,
      status = case when v.touched then v.status else e.status end,
      live = case when v.touched then v.live else e.live end,
      score = case when v.touched then v.score else e.score end,
      period = case when v.touched then v.period else e.period end,
      clock = case when v.touched then v.clock else e.clock end,
      state_ts = case when v.touched then v.ts else e.state_ts end
    from jsonb_to_recordset($3::jsonb)
      as v(id int, touched boolean, status text, live boolean, score jsonb, period text, clock text, ts bigint)
    where e.id = v.id
    returning e.*
  ), rec as (
    insert into sb_feed_messages (id, kind, event_external_id, ts, applied)
    select v.id, 'odds_change', v.event, v.ts, v.applied
      from jsonb_to_recordset($4::jsonb) as v(id text, event text, ts bigint, applied boolean)
    on conflict do nothing
    returning id
  )
  select (select coalesce(json_agg(json_build_array(ms.id, ms.status)), '[]') from ms) as markets,
    (select coalesce(json_agg(os), '[]') from os) as outcomes,
    (select coalesce(json_agg(ev), '[]') from ev) as events,
    (select coalesce(json_agg(rec.id), '[]') from rec) as recorded`;

/**
 * The SQL of a batch of odds_change messages, at most one per event (feed/odds-change.ts): three
 * statements for the whole batch, whatever its size (a new market is inserted on its own:
 * feedRepository.insertMarket). Every statement runs in the caller's
 * transaction; rows come as JSON so PostgreSQL and PGlite give them the same shape.
 */
export const oddsChangeRepository = {
  /**
   * The events the messages name, locked in id order until the transaction ends, each with whether
   * its message was recorded already (a replay). Events the feed never announced are absent.
   */
  async lockEvents(
    tx: Database,
    messages: Array<{ id: string; event: string }>,
  ): Promise<Map<string, { event: EventRow; recorded: boolean }>> {
    const rows = await runPrepared<{ j: unknown; recorded: boolean }>(tx, {
      name: 'sb_feed_lock_events',
      text: LOCK_EVENTS_SQL,
      params: [JSON.stringify(messages)],
    });
    const locked = new Map<string, { event: EventRow; recorded: boolean }>();
    for (const row of rows) {
      const event = eventFromJson(parseJson(row.j) as Record<string, unknown>);
      locked.set(event.externalId, { event, recorded: row.recorded === true });
    }
    return locked;
  },

  /**
   * The named markets of the events, locked in id order: the order bets lock them in
   * (bets/repository.ts), so a batch spanning several events never deadlocks with a bet.
   */
  async lockMarkets(
    tx: Database,
    named: Array<{ eventId: number; key: string }>,
  ): Promise<MarketRow[]> {
    if (named.length === 0) return [];
    const rows = await runPrepared<{ j: unknown }>(tx, {
      name: 'sb_feed_lock_markets',
      text: LOCK_MARKETS_SQL,
      params: [JSON.stringify(named)],
    });
    return rows.map((row) => marketFromJson(parseJson(row.j) as Record<string, unknown>));
  },

  /**
   * Every write of the batch in one statement: the markets' feed states, the outcomes' odds, the
   * events' version bumps with their new statuses, and the messages' records. The tables differ, so
   * the statement's parts do not see or touch each other's rows. Answers what each part answers.
   */
  async write(
    tx: Database,
    writes: OddsChangeWrite[],
    records: OddsChangeRecord[],
    at: Date,
  ): Promise<{
    statuses: Map<number, MarketStatus>;
    outcomes: OutcomeRow[];
    events: Map<number, EventRow>;
    recorded: Set<string>;
  }> {
    const updates = JSON.stringify(
      writes.flatMap((write) =>
        write.updates.map((update) => ({ id: update.id, status: update.status, ts: write.ts })),
      ),
    );
    const outcomes = JSON.stringify(
      writes.flatMap((write) =>
        write.outcomes.map((row) => ({
          market_id: row.marketId,
          key: row.key,
          odds: row.odds.toString(),
          active: row.active,
        })),
      ),
    );
    const events = JSON.stringify(
      writes
        .filter((write) => write.bump)
        .map(({ eventId, ts, status }) => ({
          id: eventId,
          touched: status !== undefined,
          status: status?.status ?? null,
          live: status?.live ?? null,
          score: status?.score ?? null,
          period: status?.period ?? null,
          clock: status?.clock ?? null,
          ts,
        })),
    );
    const [row] = await runPrepared<{
      markets: unknown;
      outcomes: unknown;
      events: unknown;
      recorded: unknown;
    }>(tx, {
      name: 'sb_feed_odds_write',
      text: WRITE_SQL,
      params: [updates, outcomes, events, JSON.stringify(records), at.toISOString()],
    });
    if (!row) throw new Error('odds change write returned nothing');
    const markets = parseJson(row.markets) as Array<[number, MarketStatus]>;
    const updated = (parseJson(row.events) as Array<Record<string, unknown>>).map(eventFromJson);
    return {
      statuses: new Map(markets.map(([id, status]) => [Number(id), status])),
      outcomes: (parseJson(row.outcomes) as Array<Record<string, unknown>>).map(outcomeFromJson),
      events: new Map(updated.map((event) => [event.id, event])),
      recorded: new Set(parseJson(row.recorded) as string[]),
    };
  },
};
