import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { MarketGroup, MarketStatus, MarketType } from '@wheelhouse/contracts/sportsbook';
import type { Database } from '../../../platform/db/client';
import {
  sbCategories,
  sbEvents,
  sbFeedMessages,
  sbMarkets,
  sbOutcomes,
  sbProducers,
  sbSports,
  sbTournaments,
} from '../catalogue/schema';
import type {
  Fixture,
  OddsChangeMarket,
  Producer,
  SettledOutcome,
  SportEventStatus,
} from './messages';
import {
  eventFromJson,
  jsonRows,
  marketFromJson,
  type EventRow,
  type MarketRow,
  type OutcomeRow,
} from './row-json';

export type { EventRow, MarketRow, OutcomeRow };

/** The event-page group of a market type. */
export function groupOf(type: MarketType): MarketGroup {
  switch (type) {
    case '1x2':
    case 'winner':
      return 'main';
    case 'totals':
      return 'totals';
    case 'handicap':
      return 'handicaps';
    case 'set_winner':
    case 'map_winner':
      return 'periods';
    default:
      return 'other';
  }
}

const OPEN_STATUSES: MarketStatus[] = ['active', 'suspended', 'deactivated'];

/** The feed processor's SQL: every statement runs in the caller's transaction. */
export const feedRepository = {
  async isRecorded(tx: Database, id: string): Promise<boolean> {
    const rows = await tx
      .select({ id: sbFeedMessages.id })
      .from(sbFeedMessages)
      .where(eq(sbFeedMessages.id, id));
    return rows.length === 1;
  },

  /**
   * Records a message id (a replay of it is then a duplicate). Answers false when the id was
   * recorded already (by a concurrent process, or before: the caller then rolls back).
   */
  async recordMessage(
    tx: Database,
    message: { id: string; kind: string; event: string; ts: number },
    applied: boolean,
  ): Promise<boolean> {
    const rows = await tx
      .insert(sbFeedMessages)
      .values({
        id: message.id,
        kind: message.kind,
        eventExternalId: message.event,
        ts: message.ts,
        applied,
      })
      .onConflictDoNothing()
      .returning({ id: sbFeedMessages.id });
    return rows.length === 1;
  },

  /**
   * The event by its feed id, locked until the transaction ends (messages of one event apply in turn).
   * Written as SQL text (every feed message runs it: no query builder on the hot path); the row comes
   * as JSON so PostgreSQL and PGlite give it the same shape.
   */
  async lockEvent(tx: Database, externalId: string): Promise<EventRow | undefined> {
    const rows = await jsonRows(
      tx,
      sql`select row_to_json(e) as j from sb_events e where e.external_id = ${externalId} for update of e`,
    );
    return rows[0] ? eventFromJson(rows[0]) : undefined;
  },

  async upsertCatalogue(tx: Database, fixture: Fixture): Promise<void> {
    const { sport, category, tournament } = fixture;
    await tx
      .insert(sbSports)
      .values(sport)
      .onConflictDoUpdate({
        target: sbSports.id,
        set: {
          slug: sport.slug,
          kind: sport.kind,
          title: sport.title,
          icon: sport.icon,
          position: sport.position,
        },
        setWhere: sql`(${sbSports.slug}, ${sbSports.title}, ${sbSports.icon}, ${sbSports.position}) is distinct from (${sport.slug}, ${sport.title}, ${sport.icon}, ${sport.position})`,
      });
    await tx
      .insert(sbCategories)
      .values({ ...category, sportId: sport.id })
      .onConflictDoUpdate({
        target: sbCategories.id,
        set: { name: category.name, countryCode: category.countryCode },
        setWhere: sql`${sbCategories.name} is distinct from ${category.name}`,
      });
    await tx
      .insert(sbTournaments)
      .values({ ...tournament, sportId: sport.id, categoryId: category.id })
      .onConflictDoUpdate({
        target: sbTournaments.id,
        set: { name: tournament.name, top: tournament.top, position: tournament.position },
        setWhere: sql`(${sbTournaments.name}, ${sbTournaments.top}, ${sbTournaments.position}) is distinct from (${tournament.name}, ${tournament.top}, ${tournament.position})`,
      });
  },

  async insertEvent(
    tx: Database,
    externalId: string,
    fixture: Fixture,
    ts: number,
  ): Promise<EventRow> {
    const [row] = await tx
      .insert(sbEvents)
      .values({
        externalId,
        sportId: fixture.sport.id,
        categoryId: fixture.category.id,
        tournamentId: fixture.tournament.id,
        homeId: fixture.home.id,
        homeName: fixture.home.name,
        awayId: fixture.away.id,
        awayName: fixture.away.name,
        startsAt: new Date(fixture.startsAt),
        fixtureTs: ts,
        version: 1,
      })
      .returning();
    return row!;
  },

  async updateFixture(
    tx: Database,
    eventId: number,
    fixture: Fixture,
    ts: number,
  ): Promise<EventRow> {
    const [row] = await tx
      .update(sbEvents)
      .set({
        sportId: fixture.sport.id,
        categoryId: fixture.category.id,
        tournamentId: fixture.tournament.id,
        homeId: fixture.home.id,
        homeName: fixture.home.name,
        awayId: fixture.away.id,
        awayName: fixture.away.name,
        startsAt: new Date(fixture.startsAt),
        fixtureTs: ts,
        version: sql`${sbEvents.version} + 1`,
      })
      .where(eq(sbEvents.id, eventId))
      .returning();
    return row!;
  },

  /** A new version of the event (its realtime patches carry it), with its new status when given. */
  async bumpVersion(
    tx: Database,
    eventId: number,
    status?: SportEventStatus,
    ts?: number,
  ): Promise<EventRow> {
    const [row] = await tx
      .update(sbEvents)
      .set({
        version: sql`${sbEvents.version} + 1`,
        ...(status && ts !== undefined
          ? {
              status: status.status,
              live: status.live,
              score: status.score,
              period: status.period,
              clock: status.clock,
              stateTs: ts,
            }
          : {}),
      })
      .where(eq(sbEvents.id, eventId))
      .returning();
    return row!;
  },

  async marketsByKey(tx: Database, eventId: number, keys?: string[]): Promise<MarketRow[]> {
    if (keys !== undefined && keys.length === 0) return [];
    // SQL text (run for every odds_change); the keys travel as one JSON array parameter.
    const rows = await jsonRows(
      tx,
      keys === undefined
        ? sql`select row_to_json(m) as j from sb_markets m where m.event_id = ${eventId}`
        : sql`select row_to_json(m) as j from sb_markets m where m.event_id = ${eventId}
            and m.key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
    );
    return rows.map(marketFromJson);
  },

  async insertMarket(
    tx: Database,
    input: {
      eventId: number;
      key: string;
      market: OddsChangeMarket;
      status: MarketStatus;
      ts: number;
      position: number;
    },
  ): Promise<MarketRow> {
    const [row] = await tx
      .insert(sbMarkets)
      .values({
        eventId: input.eventId,
        type: input.market.type,
        specifiers: input.market.specifiers,
        key: input.key,
        group: groupOf(input.market.type),
        status: input.status,
        feedStatus: input.status,
        stateTs: input.ts,
        position: input.position,
      })
      .returning();
    return row!;
  },

  /** bet_stop: every open market named (or every one of the event) newer than ts is suspended. */
  async stopMarkets(
    tx: Database,
    eventId: number,
    keys: string[] | undefined,
    ts: number,
    at: Date,
  ): Promise<MarketRow[]> {
    if (keys !== undefined && keys.length === 0) return [];
    return tx
      .update(sbMarkets)
      .set({
        status: sql`case when ${sbMarkets.status} = 'active' then 'suspended' else ${sbMarkets.status} end`,
        feedStatus: sql`case when ${sbMarkets.feedStatus} = 'active' then 'suspended' else ${sbMarkets.feedStatus} end`,
        stoppedAt: at,
        stateTs: ts,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(sbMarkets.eventId, eventId),
          lt(sbMarkets.stateTs, ts),
          inArray(sbMarkets.status, OPEN_STATUSES),
          keys === undefined ? undefined : inArray(sbMarkets.key, keys),
        ),
      )
      .returning();
  },

  /** Markets of the event named by keys whose state is older than ts (a settlement or rollback may act on them). */
  async lockMarketsOlderThan(
    tx: Database,
    eventId: number,
    keys: string[],
    ts: number,
  ): Promise<MarketRow[]> {
    if (keys.length === 0) return [];
    return tx
      .select()
      .from(sbMarkets)
      .where(
        and(
          eq(sbMarkets.eventId, eventId),
          inArray(sbMarkets.key, keys),
          lt(sbMarkets.stateTs, ts),
        ),
      )
      .for('update');
  },

  async settleMarket(
    tx: Database,
    market: MarketRow,
    outcomes: SettledOutcome[],
    ts: number,
  ): Promise<{ market: MarketRow; outcomes: OutcomeRow[] }> {
    const [updated] = await tx
      .update(sbMarkets)
      .set({
        status: 'settled',
        feedStatus: 'settled',
        staffSuspended: false,
        stateTs: ts,
        settlementVersion: sql`${sbMarkets.settlementVersion} + 1`,
        producerSuspended: false,
        updatedAt: sql`now()`,
      })
      .where(eq(sbMarkets.id, market.id))
      .returning();
    const rows: OutcomeRow[] = [];
    for (const outcome of outcomes) {
      const [row] = await tx
        .update(sbOutcomes)
        .set({
          result: outcome.result,
          voidFactor: outcome.voidFactor ?? null,
          deadHeatFactor: outcome.deadHeatFactor ?? null,
        })
        .where(and(eq(sbOutcomes.marketId, market.id), eq(sbOutcomes.key, outcome.key)))
        .returning();
      if (row) rows.push(row);
    }
    return { market: updated!, outcomes: rows };
  },

  /**
   * A cancel, or a rollback of a settlement or cancel: the new status, results cleared on a rollback
   * of a settlement. A cancel ends a staff suspension; a rollback leaves the flag as it is.
   */
  async changeSettlementState(
    tx: Database,
    marketId: number,
    status: MarketStatus,
    ts: number,
    clearResults: boolean,
  ): Promise<{ market: MarketRow; outcomes: OutcomeRow[] }> {
    const [updated] = await tx
      .update(sbMarkets)
      .set({
        status,
        feedStatus: status,
        ...(status === 'settled' || status === 'cancelled' ? { staffSuspended: false } : {}),
        stateTs: ts,
        settlementVersion: sql`${sbMarkets.settlementVersion} + 1`,
        producerSuspended: false,
        updatedAt: sql`now()`,
      })
      .where(eq(sbMarkets.id, marketId))
      .returning();
    const outcomes = clearResults
      ? await tx
          .update(sbOutcomes)
          .set({ result: null, voidFactor: null, deadHeatFactor: null })
          .where(eq(sbOutcomes.marketId, marketId))
          .returning()
      : await tx.select().from(sbOutcomes).where(eq(sbOutcomes.marketId, marketId));
    return { market: updated!, outcomes };
  },

  // ---------- producers ----------

  /** Records a heartbeat; answers whether the producer was down (it is up again now). */
  async producerAlive(db: Database, producer: Producer, at: Date): Promise<boolean> {
    const [before] = await db
      .select({ down: sbProducers.down })
      .from(sbProducers)
      .where(eq(sbProducers.id, producer));
    await db
      .insert(sbProducers)
      .values({ id: producer, lastAliveAt: at, down: false })
      .onConflictDoUpdate({
        target: sbProducers.id,
        set: {
          lastAliveAt: sql`greatest(${sbProducers.lastAliveAt}, excluded.last_alive_at)`,
          down: false,
          downSince: null,
        },
      });
    return before?.down === true;
  },

  /** Marks producers silent since before `silentBefore` as down; returns those that just went down. */
  async markSilentProducersDown(db: Database, silentBefore: Date, now: Date): Promise<Producer[]> {
    const rows = await db
      .update(sbProducers)
      .set({ down: true, downSince: now })
      .where(and(eq(sbProducers.down, false), lt(sbProducers.lastAliveAt, silentBefore)))
      .returning({ id: sbProducers.id });
    return rows.map((row) => row.id);
  },

  async producers(db: Database): Promise<Array<typeof sbProducers.$inferSelect>> {
    return db.select().from(sbProducers);
  },

  /**
   * Suspends every active market the producer owns (live: events in play; prematch: events not
   * started and not live), flagging them so the recovery reopens exactly these. Returns the events touched.
   */
  async suspendProducerMarkets(db: Database, producer: Producer, at: Date): Promise<number[]> {
    const owned =
      producer === 'live'
        ? sql`e.live = true and e.status in ('not_started', 'live')`
        : sql`e.live = false and e.status = 'not_started'`;
    const rows = (await db.execute(sql`
      update sb_markets m set status = 'suspended', producer_suspended = true, updated_at = now(),
        stopped_at = ${at}::timestamptz
      from sb_events e where e.id = m.event_id and m.status = 'active' and ${owned}
      returning m.event_id`)) as unknown as { rows: Array<{ event_id: number }> };
    return [...new Set(rows.rows.map((row) => Number(row.event_id)))];
  },

  /**
   * Recovery: the markets the producer's silence suspended go back to their feed status (a market
   * staff suspended meanwhile stays suspended). Returns the events touched.
   */
  async resumeProducerMarkets(db: Database, producer: Producer): Promise<number[]> {
    const owned = producer === 'live' ? sql`e.live = true` : sql`e.live = false`;
    const rows = (await db.execute(sql`
      update sb_markets m set producer_suspended = false, updated_at = now(),
        status = case when m.staff_suspended and m.feed_status = 'active' then 'suspended' else m.feed_status end
      from sb_events e where e.id = m.event_id and m.producer_suspended and m.status = 'suspended'
        and ${owned}
      returning m.event_id`)) as unknown as { rows: Array<{ event_id: number }> };
    return [...new Set(rows.rows.map((row) => Number(row.event_id)))];
  },
};
