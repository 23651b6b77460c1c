/** Tables of this module (ARCHITECTURE.md "Layout"): only its repositories query them. */
import {
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
import { sessions } from '../auth/schema';
import { users } from '../users/schema';

/** Messenger bots staff registered; the token is sealed (platform/secret-sealer), never returned. */
export const messengerBots = pgTable('messenger_bots', {
  /** The bot's numeric id, the part of its token before ":". */
  id: text('id').primaryKey(),
  type: text('type', { enum: ['normal', 'vip'] }).notNull(),
  username: text('username').notNull(),
  miniAppUrl: text('mini_app_url').notNull(),
  tokenSealed: text('token_sealed').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A messenger user's player account: one per messenger user id, one per player. Created at the
 * first mini-app sign-in, or by the player's confirmed link from a signed-in web session.
 */
export const messengerAccounts = pgTable(
  'messenger_accounts',
  {
    id: serial('id').primaryKey(),
    /** The messenger's user id (digits; kept as text, it exceeds 32 bits). */
    telegramUserId: text('telegram_user_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The bot the account was first seen through. */
    botId: text('bot_id').notNull(),
    username: text('username'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    /** How it came to be: opened by a mini-app sign-in, or linked to an existing web account. */
    origin: text('origin', { enum: ['signed_up', 'linked'] }).notNull(),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('messenger_accounts_telegram_user_id_key').on(t.telegramUserId),
    uniqueIndex('messenger_accounts_user_id_key').on(t.userId),
    index('messenger_accounts_bot_id_idx').on(t.botId),
  ],
);

/**
 * Step-up codes sent to a player's messenger chat (accounts without a password). Only an HMAC of
 * the code is stored; a code works for one session, once, until `expiresAt`, and only while
 * `failures` stays under the limit.
 */
export const messengerStepUpCodes = pgTable(
  'messenger_step_up_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('messenger_step_up_codes_user_id_idx').on(t.userId, t.id)],
);
