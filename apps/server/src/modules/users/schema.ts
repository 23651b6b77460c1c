/** Tables of this module (ARCHITECTURE.md "Layout"): only its repositories query them. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';

/** Players. `email` is stored normalised (trimmed, lower-case); the unique index makes sign-up race-safe. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    globalId: text('global_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language').notNull(),
    currency: text('currency').notNull(),
    isVip: boolean('is_vip').notNull().default(false),
    vipManagerTelegram: text('vip_manager_telegram'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender', { enum: ['male', 'female'] }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    pushNotificationsActive: boolean('push_notifications_active').notNull().default(false),
    hasDeposits: boolean('has_deposits').notNull().default(false),
    /** Completed deposits (types deposit and buy), incremented in the crediting transaction. */
    depositCount: integer('deposit_count').notNull().default(0),
    bannedAt: timestamp('banned_at', { withTimezone: true, mode: 'date' }),
    banReason: text('ban_reason'),
    /** The terms version (policies module) the player accepted when signing up; null before any. */
    acceptedTermsVersion: integer('accepted_terms_version'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_global_id_key').on(t.globalId),
    uniqueIndex('users_email_key').on(t.email),
    // The unique index above already keeps emails distinct; this one guards against a writer that forgets to normalise.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
  ],
);
