/** Sportsbook catalogue and feed state (ARCHITECTURE.md "Layout"): only sportsbook repositories query them. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  EventStatus,
  MarketGroup,
  MarketStatus,
  MarketType,
  OutcomeKey,
  Score,
  SportKind,
} from '@wheelhouse/contracts/sportsbook';
import { createdAt } from '../../../platform/db/columns';
import { users } from '../../users/schema';

/** Sports and cybersports; ids are the feed's (soccer 1, tennis 5, counter-strike 109). */
export const sbSports = pgTable('sb_sports', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  kind: text('kind').$type<SportKind>().notNull(),
  title: text('title').notNull(),
  icon: text('icon').notNull(),
  position: integer('position').notNull().default(0),
});

/** Categories of a sport: countries or regions. */
export const sbCategories = pgTable(
  'sb_categories',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sbSports.id),
    name: text('name').notNull(),
    countryCode: text('country_code'),
  },
  (table) => [index('sb_categories_sport_idx').on(table.sportId)],
);

/** Tournaments (leagues); `top` ones lead the sportsbook home. */
export const sbTournaments = pgTable(
  'sb_tournaments',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sbSports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => sbCategories.id),
    name: text('name').notNull(),
    top: boolean('top').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('sb_tournaments_sport_idx').on(table.sportId)],
);

/**
 * Sport events. `externalId` is the feed's ("sim:match:123"). `stateTs`/`fixtureTs` are the feed
 * timestamps (ms) of the newest message applied to the event's state and fixture: an older message
 * never overwrites them. `version` grows with every applied change (realtime patches carry it).
 */
export const sbEvents = pgTable(
  'sb_events',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id').notNull().unique(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sbSports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => sbCategories.id),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => sbTournaments.id),
    homeId: integer('home_id').notNull(),
    homeName: text('home_name').notNull(),
    awayId: integer('away_id').notNull(),
    awayName: text('away_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<EventStatus>().notNull().default('not_started'),
    /** In play: the live producer owns its markets. */
    live: boolean('live').notNull().default(false),
    score: jsonb('score').$type<Score>(),
    period: text('period'),
    clock: text('clock'),
    stateTs: bigint('state_ts', { mode: 'number' }).notNull().default(0),
    fixtureTs: bigint('fixture_ts', { mode: 'number' }).notNull().default(0),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('sb_events_status_start_idx').on(table.status, table.startsAt),
    index('sb_events_tournament_idx').on(table.tournamentId, table.startsAt),
    index('sb_events_sport_idx').on(table.sportId, table.startsAt),
  ],
);

/**
 * Markets: a type plus specifiers (`key` = "totals|total=2.5", unique in its event). `stateTs` is
 * the feed timestamp (ms) of the newest message applied to this market. `producerSuspended` marks a
 * market suspended because its producer went silent (recovery reopens exactly those).
 * `settlementVersion` grows with every settlement, cancel and rollback (the bets hooks get it).
 */
export const sbMarkets = pgTable(
  'sb_markets',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => sbEvents.id),
    type: text('type').$type<MarketType>().notNull(),
    specifiers: jsonb('specifiers').$type<Record<string, string>>().notNull(),
    key: text('key').notNull(),
    group: text('grp').$type<MarketGroup>().notNull(),
    /** What bettors see: `feedStatus`, unless staff or a silent producer hold the market suspended. */
    status: text('status').$type<MarketStatus>().notNull(),
    /**
     * The status the feed last gave the market, kept apart so a staff resume returns the market to
     * the feed's word (a bet stop that came meanwhile still holds) instead of opening it blindly.
     */
    feedStatus: text('feed_status').$type<MarketStatus>().notNull().default('active'),
    producerSuspended: boolean('producer_suspended').notNull().default(false),
    /**
     * Suspended by staff: the feed's odds still move, but no feed message reopens the market until
     * staff resume it. A settlement or cancel ends it (a later rollback reopens the market under the
     * feed's rules, not under a hold placed on a market that has since been settled).
     */
    staffSuspended: boolean('staff_suspended').notNull().default(false),
    stateTs: bigint('state_ts', { mode: 'number' }).notNull().default(0),
    settlementVersion: integer('settlement_version').notNull().default(0),
    /** When a bet_stop, a suspension or a producer's silence last stopped the market (live-bet delay check). */
    stoppedAt: timestamp('stopped_at', { withTimezone: true, mode: 'date' }),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sb_markets_event_key_idx').on(table.eventId, table.key),
    index('sb_markets_status_idx').on(table.status),
  ],
);

/**
 * Outcomes with exact odds: `odds` is decimal odds × 1000 (2.50 → 2500). Results as the feed sent
 * them: result lost/won/undecided, void and dead-heat factors as decimal strings ("0.5").
 */
export const sbOutcomes = pgTable(
  'sb_outcomes',
  {
    id: serial('id').primaryKey(),
    marketId: integer('market_id')
      .notNull()
      .references(() => sbMarkets.id),
    key: text('key').$type<OutcomeKey>().notNull(),
    odds: bigint('odds', { mode: 'bigint' }).notNull(),
    active: boolean('active').notNull().default(true),
    result: text('result').$type<'lost' | 'won' | 'undecided'>(),
    voidFactor: text('void_factor'),
    deadHeatFactor: text('dead_heat_factor'),
  },
  (table) => [
    uniqueIndex('sb_outcomes_market_key_idx').on(table.marketId, table.key),
    // MIN_ODDS..MAX_ODDS (contracts/sportsbook): the read API's odds schema refuses anything else.
    check('sb_outcomes_odds_range', sql`${table.odds} between 1001 and 1000000`),
  ],
);

/** Feed messages already applied (deduplication by the feed's message id). */
export const sbFeedMessages = pgTable(
  'sb_feed_messages',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    eventExternalId: text('event_external_id'),
    ts: bigint('ts', { mode: 'number' }).notNull(),
    /** False when the message was stale or named nothing we know (recorded so a replay is a no-op). */
    applied: boolean('applied').notNull(),
    receivedAt: createdAt(),
  },
  (table) => [index('sb_feed_messages_received_idx').on(table.receivedAt)],
);

/** Producers (live, prematch) and their liveness. */
export const sbProducers = pgTable('sb_producers', {
  id: text('id').$type<'live' | 'prematch'>().primaryKey(),
  lastAliveAt: timestamp('last_alive_at', { withTimezone: true, mode: 'date' }).notNull(),
  down: boolean('down').notNull().default(false),
  downSince: timestamp('down_since', { withTimezone: true, mode: 'date' }),
});

/** A player's favourite events and leagues. */
export const sbFavorites = pgTable(
  'sb_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<'event' | 'tournament'>().notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.targetId] })],
);
