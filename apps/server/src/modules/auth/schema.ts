/** Tables of this module (ARCHITECTURE.md "Layout"): only its repositories query them. */
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';
import { users } from '../users/schema';

/** Player sessions. Only the SHA-256 of the token is stored, so a database leak yields no usable session. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** When the player last proved it again (password or second factor): step-up for sensitive actions. */
    steppedUpAt: timestamp('stepped_up_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Single-use mailed links (password reset, e-mail verification). Only the SHA-256 of the token is
 * stored; `email` is the address the link was sent to, so a link for an old address proves nothing.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'email_verification'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_key').on(t.tokenHash),
    index('account_tokens_user_id_idx').on(t.userId),
  ],
);

/** The address a player proved they read; verified only while it equals the account's e-mail. */
export const verifiedEmails = pgTable('verified_emails', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  verifiedAt: at('verified_at').notNull(),
});

/** A player's TOTP second factor; secrets sealed under SESSION_SECRET (platform/secret-sealer). */
export const playerSecondFactors = pgTable('player_second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Set once a code confirmed it; sign-in asks for a code while it is set. */
  secret: text('secret'),
  /** Issued at set-up, waiting for the first code. */
  pendingSecret: text('pending_secret'),
  enabledAt: at('enabled_at'),
  /** The last time step accepted, so a code cannot be used twice. */
  lastStep: bigint('last_step', { mode: 'number' }),
});

/** One-time recovery codes, stored as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  'player_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('player_recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
);

/** Sign-in history: every successful sign-in and every refused one of an existing account. */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    success: boolean('success').notNull(),
    /** Why a sign-in was refused: password, second_factor; null on success. */
    failure: text('failure'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sign_in_events_user_id_idx').on(t.userId, t.id)],
);
