/** Tables of this module (ARCHITECTURE.md "Layout"): only its repository queries them. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';
import { users } from '../users/schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per limit a player has ever set, keyed e.g. `deposit:day`, `loss:week`, `session`,
 * `reality_check`. `value`: minor units of the house currency for money limits, minutes for time
 * limits; null = none. A looser value waits in `pending_*` until `pending_at`; a stake or deposit
 * locks the player's rows (FOR UPDATE) so two cannot both pass a limit they cross together.
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    value: bigint('value', { mode: 'bigint' }),
    pendingValue: bigint('pending_value', { mode: 'bigint' }),
    pendingAt: at('pending_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    check('rg_limits_value_check', sql`${t.value} is null or ${t.value} > 0`),
    check('rg_limits_pending_check', sql`${t.pendingValue} is null or ${t.pendingValue} > 0`),
  ],
);

/** Cool-offs and self-exclusions; `ends_at` null = permanent. Rows are never shortened. */
export const rgBlocks = pgTable(
  'rg_blocks',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['cool_off', 'self_exclusion'] }).notNull(),
    startedAt: at('started_at').notNull(),
    endsAt: at('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [index('rg_blocks_user_idx').on(t.userId, t.startedAt)],
);

/**
 * The player's play session (only kept for players with a session limit or a reality check): it
 * starts with a stake after RG_SESSION_IDLE_MINUTES without one.
 */
export const rgPlaySessions = pgTable('rg_play_sessions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  startedAt: at('started_at').notNull(),
  lastStakeAt: at('last_stake_at').notNull(),
});
