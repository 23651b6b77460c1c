/** Tables of this module (ARCHITECTURE.md "Layout"): only its repository queries them. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from '../../platform/db/columns';
import { users } from '../users/schema';

/** A prize by rank; amounts in minor units of the house currency, wagering fixed-point E4. */
export interface StoredPrize {
  rank: number;
  amountMinor: string;
  balanceType: 'main' | 'bonus';
  wagerE4: string;
}

/**
 * Tournaments (shell spec §3 "Tournament", issue 17). `status` is what staff or the end job set:
 * scheduled (upcoming or active by the clock), finished (leaderboard frozen, prizes paid) or
 * cancelled. Scores are fixed-point: minor units (turnover, total_win), E4 (best_multiplier) or a
 * count (bets).
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    /** {lang: {name, description}}; en is required and is the fallback. */
    descriptions: jsonb('descriptions')
      .$type<Record<string, { name: string; description: string }>>()
      .notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    scoring: text('scoring', {
      enum: ['turnover', 'total_win', 'best_multiplier', 'bets'],
    }).notNull(),
    minBetMinor: money('min_bet_minor')
      .notNull()
      .default(sql`0`),
    buyInMinor: money('buy_in_minor')
      .notNull()
      .default(sql`0`),
    vipOnly: boolean('vip_only').notNull().default(false),
    entry: text('entry', { enum: ['opt_in', 'auto'] }).notNull(),
    gameIds: jsonb('game_ids').$type<number[]>().notNull().default([]),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    prizes: jsonb('prizes').$type<StoredPrize[]>().notNull(),
    status: text('status', { enum: ['scheduled', 'finished', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** When the start was announced (channel and push): set once, by whichever tick claims it. */
    startAnnouncedAt: timestamp('start_announced_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('tournaments_status_ends_idx').on(t.status, t.endsAt)],
);

/** A player's place: joined (opt-in) or created by the first counted bet (auto). */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    score: money('score')
      .notNull()
      .default(sql`0`),
    bets: integer('bets').notNull().default(0),
    /** When the score last rose: an equal score ranks the player who reached it first higher. */
    scoredAt: timestamp('scored_at', { withTimezone: true, mode: 'date' }),
    buyInMinor: money('buy_in_minor')
      .notNull()
      .default(sql`0`),
    joinedAt: createdAt(),
    /** Set by the end job when it freezes the leaderboard. */
    finalRank: integer('final_rank'),
    prizePaidAt: timestamp('prize_paid_at', { withTimezone: true, mode: 'date' }),
    buyInRefundedAt: timestamp('buy_in_refunded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    index('tournament_entries_board_idx').on(t.tournamentId, t.score.desc(), t.scoredAt),
  ],
);

/** Every bet counted, once (the outbox may deliver an event twice): the scoring's dedupe key. */
export const tournamentBets = pgTable(
  'tournament_bets',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    betId: text('bet_id').notNull(),
    userId: integer('user_id').notNull(),
    stakeMinor: money('stake_minor').notNull(),
    payoutMinor: money('payout_minor').notNull(),
    multiplierE4: money('multiplier_e4').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull(),
    countedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.betId] })],
);
