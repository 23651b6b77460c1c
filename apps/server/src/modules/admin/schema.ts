/** Tables of this module (ARCHITECTURE.md "Layout"): only its repositories query them. */
import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';

/** Back-office staff; never players. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull(),
    /** A disabled member cannot sign in; null while active. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    /** The confirmed TOTP secret, sealed with AES-256-GCM (see second-factor.ts); never sent out. */
    totpSecret: text('totp_secret'),
    /** A secret issued for enrolment and not yet confirmed by a first code (sealed the same way). */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true, mode: 'date' }),
    /** The last TOTP time step accepted, so a code cannot be used twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_email_key').on(t.email)],
);

/**
 * A sign-in between its two steps: the password was right, the TOTP code is still to come. Only the
 * token's hash is kept; a few wrong codes spend it.
 */
export const staffLoginChallenges = pgTable(
  'staff_login_challenges',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('staff_login_challenges_token_hash_key').on(t.tokenHash),
    index('staff_login_challenges_staff_id_idx').on(t.staffId),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash),
    index('staff_sessions_staff_id_idx').on(t.staffId),
  ],
);
