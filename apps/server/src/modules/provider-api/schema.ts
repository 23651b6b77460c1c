/** Tables of this module (ARCHITECTURE.md "Layout"): only its repository queries them. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from '../../platform/db/columns';
import { users } from '../users/schema';

/**
 * Seamless-wallet providers: how each signs its calls (RSA-SHA256 with its public key, or
 * HMAC-SHA256 with a shared secret), where its game frames live and which currencies it plays.
 */
export const walletProviders = pgTable(
  'wallet_providers',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    signature: text('signature', { enum: ['rsa', 'hmac'] }).notNull(),
    /** PEM (SPKI) public key, for 'rsa'. */
    publicKey: text('public_key'),
    /** Shared secret, for 'hmac'. */
    secret: text('secret'),
    /** Origin of the provider's game frames, e.g. http://localhost:8091 */
    launchUrl: text('launch_url').notNull(),
    /** Currencies the provider plays in; a player whose display currency is not here plays in the house currency. */
    currencies: text('currencies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'wallet_providers_key_check',
      sql`(${t.signature} = 'rsa' and ${t.publicKey} is not null) or (${t.signature} = 'hmac' and ${t.secret} is not null)`,
    ),
  ],
);

/** One launch of a game in real mode: the token (kept only as its SHA-256) names player, game and currency. */
export const providerSessions = pgTable(
  'provider_sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    provider: text('provider').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    /** The provider's code of the game. */
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('provider_sessions_token_hash_key').on(t.tokenHash)],
);

/** A round of a provider's game: opened by its first bet, closed by `round_closed`. */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    provider: text('provider').notNull(),
    round: text('round').notNull(),
    userId: integer('user_id').notNull(),
    gameCode: text('game_code').notNull(),
    /** The catalogue game launched (null for rounds older than this column): history shows it. */
    gameId: integer('game_id'),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.round] }),
    // The player's own history, newest first.
    index('provider_rounds_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Every bet, win and rollback by the provider's transaction id, which acts at most once. A
 * rollback of a transaction not seen yet leaves a 'tombstone' under that id so the late
 * transaction is refused.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    provider: text('provider').notNull(),
    transactionUuid: text('transaction_uuid').notNull(),
    kind: text('kind', { enum: ['bet', 'win', 'rollback', 'tombstone'] }).notNull(),
    userId: integer('user_id').notNull(),
    round: text('round').notNull(),
    referenceUuid: text('reference_uuid'),
    currency: text('currency').notNull(),
    /** In the session currency, as the provider sent it. */
    amountMinor: money('amount_minor').notNull(),
    /** In the house currency, as the ledger moved it. */
    houseMinor: money('house_minor').notNull(),
    rolledBack: boolean('rolled_back').notNull().default(false),
    /**
     * A free round's bet or win: the player's free-spins bonus it plays (issue 13). A rollback of
     * the bet gives the round back; a win must name the same bonus as its round's bet.
     */
    freeRoundReference: text('free_round_reference'),
    requestHash: text('request_hash').notNull(),
    /** The answer given, repeated to a retry of the same transaction. */
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.transactionUuid] }),
    index('provider_transactions_round_idx').on(t.provider, t.round),
    index('provider_transactions_created_idx').on(t.createdAt),
  ],
);

/** Answers by the provider's request id: a repeated request gets the first answer. */
export const providerRequests = pgTable(
  'provider_requests',
  {
    provider: text('provider').notNull(),
    requestUuid: text('request_uuid').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.requestUuid] })],
);
