/** Tables of the sportsbook's bets (ARCHITECTURE.md "Layout"): only bets/ repositories query them. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MarketType, OutcomeKey } from '@wheelhouse/contracts/sportsbook';
import { createdAt, money } from '../../../platform/db/columns';
import { users } from '../../users/schema';

export const SPORTS_BET_STATUSES = [
  'open',
  'won',
  'lost',
  'void',
  'half_won',
  'half_lost',
  'cashed_out',
] as const;

/**
 * A sportsbook bet: a single (one leg) or a multi (2–20 legs, one per event). Amounts are minor
 * units of the house currency; odds are thousandths (2.15 → 2150). `settlementVersion` grows with
 * every settlement and every rollback, so each payout and each reversal has its own ledger key
 * (`sb-pay:<id>:<version>`, `sb-unpay:<id>:<version>`).
 */
export const sportsBets = pgTable(
  'sportsbook_bets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['single', 'multi'] }).notNull(),
    status: text('status', { enum: SPORTS_BET_STATUSES }).notNull().default('open'),
    stakeMinor: money('stake_minor').notNull(),
    /** Π legs' odds in thousandths, rounded down (what the slip showed). */
    totalOdds: bigint('total_odds', { mode: 'bigint' }).notNull(),
    potentialPayoutMinor: money('potential_payout_minor').notNull(),
    /** What the player holds from this bet now (0 while open or after a rollback). */
    payoutMinor: money('payout_minor')
      .notNull()
      .default(sql`0`),
    settlementVersion: integer('settlement_version').notNull().default(0),
    displayCurrency: text('display_currency').notNull(),
    /** House → display rate as {numerator, denominator} decimal strings. */
    displayRate: jsonb('display_rate')
      .$type<{ numerator: string; denominator: string }>()
      .notNull(),
    oddsPolicy: text('odds_policy', { enum: ['any', 'higher', 'none'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('sportsbook_bets_idempotency_key').on(t.userId, t.idempotencyKey),
    index('sportsbook_bets_user_idx').on(t.userId, t.id),
    index('sportsbook_bets_open_idx')
      .on(t.id)
      .where(sql`${t.status} = 'open'`),
    check(
      'sportsbook_bets_amounts_check',
      sql`${t.stakeMinor} > 0 and ${t.payoutMinor} >= 0 and ${t.totalOdds} >= 1000`,
    ),
  ],
);

/**
 * One selection of a bet, with what the player saw (names, odds) copied at acceptance and the
 * feed's result once its market settles (null while open; kept on the leg so a rollback or a
 * cancel recomputes the bet from its legs alone).
 */
export const sportsBetLegs = pgTable(
  'sportsbook_bet_legs',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    betId: bigint('bet_id', { mode: 'bigint' })
      .notNull()
      .references(() => sportsBets.id, { onDelete: 'cascade' }),
    outcomeId: integer('outcome_id').notNull(),
    marketId: integer('market_id').notNull(),
    eventId: integer('event_id').notNull(),
    odds: bigint('odds', { mode: 'bigint' }).notNull(),
    live: boolean('live').notNull(),
    eventName: text('event_name').notNull(),
    /** The market's key ("totals|total=2.5") and outcome key ("over"), as staff tools show them. */
    marketName: text('market_name').notNull(),
    outcomeName: text('outcome_name').notNull(),
    /** What the player app names the pick from, in the player's language (names.ts). */
    marketType: text('market_type').$type<MarketType>().notNull(),
    specifiers: jsonb('specifiers').$type<Record<string, string>>().notNull(),
    outcomeKey: text('outcome_key').$type<OutcomeKey>().notNull(),
    homeName: text('home_name').notNull(),
    awayName: text('away_name').notNull(),
    /** {result, voidFactor, deadHeatFactor} as the feed (or staff) sent it; null while open. */
    result: jsonb('result').$type<{
      result: 'won' | 'lost' | 'undecided';
      voidFactor: string | null;
      deadHeatFactor: string | null;
    }>(),
    /** Set while a bet_cancel voids the leg (its refund), cleared by rollback_bet_cancel. */
    cancelled: boolean('cancelled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sportsbook_bet_legs_one_per_event').on(t.betId, t.eventId),
    index('sportsbook_bet_legs_market_idx').on(t.marketId),
    index('sportsbook_bet_legs_event_idx').on(t.eventId),
    index('sportsbook_bet_legs_outcome_idx').on(t.outcomeId),
  ],
);

/**
 * The house's liability per outcome as additions: what the open bets with a leg on an outcome pay
 * if it wins is the sum of its rows. A placed bet adds its potential payout on each leg's outcome,
 * a bet that stops being open (settled, void, cashed out) takes it off, and one that opens again
 * (a rollback) adds it back. Writers only insert, so they take no lock another bet or settlement
 * could wait for; the liability fold (a worker tick) replaces an outcome's rows with their sum, so
 * the cap check reads a few rows instead of every open bet on the outcome.
 */
export const sportsbookLiability = pgTable(
  'sportsbook_liability',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    outcomeId: integer('outcome_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('sportsbook_liability_outcome_idx').on(t.outcomeId, t.amountMinor)],
);

/** The operator's limits: one row (id 1), amounts in house minor units; 0 = no limit. */
export const sportsbookLimits = pgTable('sportsbook_limits', {
  id: integer('id').primaryKey(),
  minStakeMinor: money('min_stake_minor').notNull(),
  maxStakeMinor: money('max_stake_minor').notNull(),
  maxPayoutMinor: money('max_payout_minor').notNull(),
  marketLiabilityCapMinor: money('market_liability_cap_minor').notNull(),
  liveDelayMs: integer('live_delay_ms').notNull(),
  cashOutMarginBps: integer('cash_out_margin_bps').notNull(),
  cashOutOfferSeconds: integer('cash_out_offer_seconds').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const sportsbookPreferences = pgTable('sportsbook_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  oddsPolicy: text('odds_policy', { enum: ['any', 'higher', 'none'] }).notNull(),
  oddsFormat: text('odds_format', { enum: ['decimal', 'fractional', 'american'] }).notNull(),
});

/** A cash-out offer: the amount and the odds it was computed from, valid until `expiresAt`. */
export const sportsCashOutOffers = pgTable(
  'sportsbook_cash_out_offers',
  {
    id: text('id').primaryKey(),
    betId: bigint('bet_id', { mode: 'bigint' })
      .notNull()
      .references(() => sportsBets.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    amountMinor: money('amount_minor').notNull(),
    /** Current odds (thousandths) per open leg's outcome id when the offer was made. */
    odds: jsonb('odds').$type<Record<string, string>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sportsbook_cash_out_offers_bet_idx').on(t.betId)],
);

/**
 * What a rollback of a settlement could not take back because the player had spent the payout
 * (the ledger never drives a balance negative): a staff item, settled by hand.
 */
export const sportsSettlementDebts = pgTable(
  'sportsbook_settlement_debts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    betId: bigint('bet_id', { mode: 'bigint' })
      .notNull()
      .references(() => sportsBets.id, { onDelete: 'cascade' }),
    amountMinor: money('amount_minor').notNull(),
    settlementVersion: integer('settlement_version').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('sportsbook_settlement_debts_once').on(t.betId, t.settlementVersion),
    check('sportsbook_settlement_debts_amount_check', sql`${t.amountMinor} > 0`),
  ],
);
