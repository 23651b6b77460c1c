import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { EventStatus } from '@wheelhouse/contracts/sportsbook';
import type { Database } from '../../../platform/db/client';
import {
  sbCategories,
  sbEvents,
  sbFavorites,
  sbMarkets,
  sbOutcomes,
  sbSports,
  sbTournaments,
} from './schema';

export type SportRow = typeof sbSports.$inferSelect;
export type CategoryRow = typeof sbCategories.$inferSelect;
export type TournamentRow = typeof sbTournaments.$inferSelect;
export type EventRow = typeof sbEvents.$inferSelect;
export type MarketRow = typeof sbMarkets.$inferSelect;
export type OutcomeRow = typeof sbOutcomes.$inferSelect;

/** Events a player can still bet on or follow. */
export const OPEN_EVENT_STATUSES: EventStatus[] = ['not_started', 'live'];

export interface EventFilter {
  live?: boolean;
  sportId?: number;
  tournamentIds?: number[];
  ids?: number[];
  startsBefore?: Date;
  statuses?: EventStatus[];
  limit: number;
}

/** The sportsbook's read queries (catalogue, events, markets, favourites). */
export function catalogueRepository(db: Database) {
  return {
    async catalogue(): Promise<{
      sports: SportRow[];
      categories: CategoryRow[];
      tournaments: TournamentRow[];
    }> {
      const [sports, categories, tournaments] = await Promise.all([
        db.select().from(sbSports).orderBy(asc(sbSports.position), asc(sbSports.id)),
        db.select().from(sbCategories).orderBy(asc(sbCategories.name)),
        db
          .select()
          .from(sbTournaments)
          .orderBy(desc(sbTournaments.top), asc(sbTournaments.position), asc(sbTournaments.id)),
      ]);
      return { sports, categories, tournaments };
    },

    /** Open events per tournament (all, and live). */
    async countsByTournament(before: Date): Promise<Map<number, { events: number; live: number }>> {
      const rows = await db
        .select({
          tournamentId: sbEvents.tournamentId,
          events: count(),
          live: sql<number>`count(*) filter (where ${sbEvents.live})`.mapWith(Number),
        })
        .from(sbEvents)
        .where(and(inArray(sbEvents.status, OPEN_EVENT_STATUSES), lt(sbEvents.startsAt, before)))
        .groupBy(sbEvents.tournamentId);
      return new Map(rows.map((row) => [row.tournamentId, { events: row.events, live: row.live }]));
    },

    async events(filter: EventFilter): Promise<EventRow[]> {
      const where: SQL[] = [inArray(sbEvents.status, filter.statuses ?? OPEN_EVENT_STATUSES)];
      if (filter.live !== undefined) where.push(eq(sbEvents.live, filter.live));
      if (filter.sportId !== undefined) where.push(eq(sbEvents.sportId, filter.sportId));
      if (filter.tournamentIds !== undefined) {
        if (filter.tournamentIds.length === 0) return [];
        where.push(inArray(sbEvents.tournamentId, filter.tournamentIds));
      }
      if (filter.ids !== undefined) {
        if (filter.ids.length === 0) return [];
        where.push(inArray(sbEvents.id, filter.ids));
      }
      if (filter.startsBefore) where.push(lt(sbEvents.startsAt, filter.startsBefore));
      return db
        .select()
        .from(sbEvents)
        .where(and(...where))
        .orderBy(desc(sbEvents.live), asc(sbEvents.startsAt), asc(sbEvents.id))
        .limit(filter.limit);
    },

    async event(eventId: number): Promise<EventRow | undefined> {
      const [row] = await db.select().from(sbEvents).where(eq(sbEvents.id, eventId));
      return row;
    },

    /** Upcoming events (not started) from `from`, soonest first. */
    async upcoming(input: {
      from: Date;
      to: Date;
      sportId?: number;
      limit: number;
    }): Promise<EventRow[]> {
      return db
        .select()
        .from(sbEvents)
        .where(
          and(
            eq(sbEvents.status, 'not_started'),
            eq(sbEvents.live, false),
            gte(sbEvents.startsAt, input.from),
            lt(sbEvents.startsAt, input.to),
            input.sportId === undefined ? undefined : eq(sbEvents.sportId, input.sportId),
          ),
        )
        .orderBy(asc(sbEvents.startsAt), asc(sbEvents.id))
        .limit(input.limit);
    },

    /** The main market (1x2 or winner, no specifiers) of each event, with outcomes. */
    async mainMarkets(
      eventIds: number[],
    ): Promise<{ markets: MarketRow[]; outcomes: OutcomeRow[] }> {
      if (eventIds.length === 0) return { markets: [], outcomes: [] };
      const markets = await db
        .select()
        .from(sbMarkets)
        .where(
          and(inArray(sbMarkets.eventId, eventIds), inArray(sbMarkets.key, ['1x2', 'winner'])),
        );
      return { markets, outcomes: await this.outcomes(markets.map((m) => m.id)) };
    },

    /** Markets open or stopped (not withdrawn) per event. */
    async marketCounts(eventIds: number[]): Promise<Map<number, number>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .select({ eventId: sbMarkets.eventId, markets: count() })
        .from(sbMarkets)
        .where(
          and(inArray(sbMarkets.eventId, eventIds), notInArray(sbMarkets.status, ['deactivated'])),
        )
        .groupBy(sbMarkets.eventId);
      return new Map(rows.map((row) => [row.eventId, row.markets]));
    },

    async marketsOf(eventId: number): Promise<{ markets: MarketRow[]; outcomes: OutcomeRow[] }> {
      const markets = await db
        .select()
        .from(sbMarkets)
        .where(eq(sbMarkets.eventId, eventId))
        .orderBy(asc(sbMarkets.position), asc(sbMarkets.id));
      return { markets, outcomes: await this.outcomes(markets.map((m) => m.id)) };
    },

    async outcomes(marketIds: number[]): Promise<OutcomeRow[]> {
      if (marketIds.length === 0) return [];
      return db
        .select()
        .from(sbOutcomes)
        .where(inArray(sbOutcomes.marketId, marketIds))
        .orderBy(asc(sbOutcomes.id));
    },

    // ---------- favourites (always scoped by the player) ----------

    async favorites(
      userId: number,
    ): Promise<Array<{ kind: 'event' | 'tournament'; targetId: number }>> {
      return db
        .select({ kind: sbFavorites.kind, targetId: sbFavorites.targetId })
        .from(sbFavorites)
        .where(eq(sbFavorites.userId, userId))
        .orderBy(asc(sbFavorites.createdAt), asc(sbFavorites.targetId));
    },

    async countFavorites(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sbFavorites)
        .where(eq(sbFavorites.userId, userId));
      return row?.n ?? 0;
    },

    async addFavorite(
      userId: number,
      kind: 'event' | 'tournament',
      targetId: number,
    ): Promise<void> {
      await db.insert(sbFavorites).values({ userId, kind, targetId }).onConflictDoNothing();
    },

    async removeFavorite(
      userId: number,
      kind: 'event' | 'tournament',
      targetId: number,
    ): Promise<void> {
      await db
        .delete(sbFavorites)
        .where(
          and(
            eq(sbFavorites.userId, userId),
            eq(sbFavorites.kind, kind),
            eq(sbFavorites.targetId, targetId),
          ),
        );
    },

    /** The newest feed timestamp applied to the event or any of its markets. */
    async newestStateTs(eventId: number): Promise<number> {
      const [row] = await db
        .select({
          ts: sql<string>`greatest(max(${sbEvents.stateTs}), coalesce(max(${sbMarkets.stateTs}), 0))`,
        })
        .from(sbEvents)
        .leftJoin(sbMarkets, eq(sbMarkets.eventId, sbEvents.id))
        .where(eq(sbEvents.id, eventId));
      return Number(row?.ts ?? 0);
    },

    async tournament(tournamentId: number): Promise<TournamentRow | undefined> {
      const [row] = await db.select().from(sbTournaments).where(eq(sbTournaments.id, tournamentId));
      return row;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
