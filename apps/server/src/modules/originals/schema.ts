/** Tables of this module (ARCHITECTURE.md "Layout"): only its repositories query them. */
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
import { createdAt, money } from '../../platform/db/columns';
import { users } from '../users/schema';

/**
 * Provably fair seed pairs of the originals. A player has one active pair: the server seed is shown
 * only by its hash until the pair is rotated (revealed_at set, active false). `nonce` is the nonce of
 * the next bet; it moves in the bet's transaction, so nonces of a pair have no gaps.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('fair_seeds_one_active_per_user')
      .on(t.userId)
      .where(sql`${t.active}`),
    index('fair_seeds_user_idx').on(t.userId, t.id),
    check('fair_seeds_nonce_check', sql`${t.nonce} >= 0`),
  ],
);

/**
 * Every bet on an original. Stake and payout are minor units of the house currency; the display
 * currency and the house → display rate of the moment are kept to show them as the player saw them.
 * A mines round is a bet with status 'active' and its picks in params until it is lost or cashed out.
 */
export const originalBets = pgTable(
  'original_bets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: text('game', { enum: ['dice', 'limbo', 'mines', 'plinko', 'slot'] }).notNull(),
    status: text('status', { enum: ['active', 'settled'] }).notNull(),
    currency: text('currency').notNull(),
    stakeMinor: money('stake_minor').notNull(),
    payoutMinor: money('payout_minor')
      .notNull()
      .default(sql`0`),
    /** 1/10,000ths of the stake (the fair package's Multiplier). */
    multiplier: bigint('multiplier', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    displayCurrency: text('display_currency').notNull(),
    /** House → display rate as {numerator, denominator} decimal strings. */
    displayRate: jsonb('display_rate')
      .$type<{ numerator: string; denominator: string }>()
      .notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    seedId: bigint('seed_id', { mode: 'bigint' })
      .notNull()
      .references(() => fairSeeds.id),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('original_bets_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('original_bets_seed_nonce_key').on(t.seedId, t.nonce),
    uniqueIndex('original_bets_one_active_round')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
    index('original_bets_user_idx').on(t.userId, t.id),
    index('original_bets_user_game_idx').on(t.userId, t.game, t.id),
    check(
      'original_bets_amounts_check',
      sql`${t.stakeMinor} > 0 and ${t.payoutMinor} >= 0 and ${t.multiplier} >= 0`,
    ),
  ],
);
