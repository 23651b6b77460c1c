import type { SQL } from 'drizzle-orm';
import type { MarketStatus } from '@wheelhouse/contracts/sportsbook';
import type { Database } from '../../../platform/db/client';
import type { sbEvents, sbMarkets, sbOutcomes } from '../catalogue/schema';

export type EventRow = typeof sbEvents.$inferSelect;
export type MarketRow = typeof sbMarkets.$inferSelect;
export type OutcomeRow = typeof sbOutcomes.$inferSelect;

/** Rows of a `select … as j` whose j is one JSON row (node-postgres parses json; PGlite may too). */
export async function jsonRows(tx: Database, query: SQL): Promise<Array<Record<string, unknown>>> {
  const result = (await tx.execute(query)) as unknown as { rows: Array<{ j: unknown }> };
  return result.rows.map((row) => parseJson(row.j) as Record<string, unknown>);
}

export function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

const dateOrNull = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string);

/** An sb_events row from row_to_json (snake_case keys, timestamps as ISO text). */
export function eventFromJson(j: Record<string, unknown>): EventRow {
  return {
    id: Number(j.id),
    externalId: j.external_id as string,
    sportId: Number(j.sport_id),
    categoryId: Number(j.category_id),
    tournamentId: Number(j.tournament_id),
    homeId: Number(j.home_id),
    homeName: j.home_name as string,
    awayId: Number(j.away_id),
    awayName: j.away_name as string,
    startsAt: new Date(j.starts_at as string),
    status: j.status as EventRow['status'],
    live: j.live as boolean,
    score: (j.score ?? null) as EventRow['score'],
    period: (j.period ?? null) as string | null,
    clock: (j.clock ?? null) as string | null,
    stateTs: Number(j.state_ts),
    fixtureTs: Number(j.fixture_ts),
    version: Number(j.version),
    createdAt: new Date(j.created_at as string),
  };
}

/** An sb_markets row from row_to_json. */
export function marketFromJson(j: Record<string, unknown>): MarketRow {
  return {
    id: Number(j.id),
    eventId: Number(j.event_id),
    type: j.type as MarketRow['type'],
    specifiers: j.specifiers as Record<string, string>,
    key: j.key as string,
    group: j.grp as MarketRow['group'],
    status: j.status as MarketStatus,
    feedStatus: j.feed_status as MarketStatus,
    producerSuspended: j.producer_suspended as boolean,
    staffSuspended: j.staff_suspended as boolean,
    stateTs: Number(j.state_ts),
    settlementVersion: Number(j.settlement_version),
    stoppedAt: dateOrNull(j.stopped_at),
    position: Number(j.position),
    updatedAt: new Date(j.updated_at as string),
  };
}

/** An sb_outcomes row from JSON (odds exact: JSON numbers up to 1,000,000 by the range check). */
export function outcomeFromJson(j: Record<string, unknown>): OutcomeRow {
  return {
    id: Number(j.id),
    marketId: Number(j.market_id),
    key: j.key as OutcomeRow['key'],
    odds: BigInt(j.odds as number | string),
    active: j.active as boolean,
    result: (j.result ?? null) as OutcomeRow['result'],
    voidFactor: (j.void_factor ?? null) as string | null,
    deadHeatFactor: (j.dead_heat_factor ?? null) as string | null,
  };
}
