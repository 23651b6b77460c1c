/** Tables of this module (ARCHITECTURE.md "Layout"): only its repository queries them. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from '../../platform/db/columns';
import { staff } from '../admin/schema';
import { users } from '../users/schema';

/**
 * The wheel's prizes in segment order (position 0–14). Amounts are minor units of the house
 * currency (USD); 0 = no prize. A bonus prize carries its wagering multiplier (fixed-point E4).
 */
export const wheelPrizes = pgTable(
  'wheel_prizes',
  {
    position: integer('position').primaryKey(),
    amountMinor: money('amount_minor').notNull(),
    balanceType: text('balance_type', { enum: ['main', 'bonus'] }).notNull(),
    wagerE4: money('wager_e4')
      .notNull()
      .default(sql`0`),
    promo: text('promo'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('wheel_prizes_position_check', sql`${t.position} between 0 and 14`),
    check('wheel_prizes_amount_check', sql`${t.amountMinor} >= 0`),
  ],
);

/** One row (id 1): the wheel's operator settings. */
export const wheelSettings = pgTable('wheel_settings', {
  id: integer('id').primaryKey(),
  zeroDepositsMaySpin: boolean('zero_deposits_may_spin').notNull().default(false),
  updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The server seed each player's next spin will use: its hash is shown before the spin and the seed
 * is revealed by the spin, which puts a fresh one in its place (one seed per spin).
 */
export const wheelSeeds = pgTable('wheel_seeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  nonce: integer('nonce').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * Every spin with what decided it. The unique (user, UTC day) index makes one spin per day hold
 * under any race: the second insert fails and its transaction, prize included, rolls back.
 */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    spinDay: date('spin_day', { mode: 'string' }).notNull(),
    prizeIndex: integer('prize_index').notNull(),
    amountMinor: money('amount_minor').notNull(),
    balanceType: text('balance_type', { enum: ['main', 'bonus'] }).notNull(),
    promo: text('promo'),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wheel_spins_user_day_key').on(t.userId, t.spinDay),
    index('wheel_spins_day_user_idx').on(t.spinDay, t.userId),
  ],
);

/**
 * Who has been told today that the wheel is ready: a row claims a player for a day, so the push
 * goes out once whichever tick (or worker) gets there first. Rows older than yesterday are cleared.
 */
export const wheelAvailableNotices = pgTable(
  'wheel_available_notices',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);
