/** Tables of this module (ARCHITECTURE.md "Layout"): only its repositories query them. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, money } from '../../platform/db/columns';
import { staff } from '../admin/schema';
import { users } from '../users/schema';

/**
 * Bonuses granted to players. The bonus money itself is in the player's player_bonus account;
 * this row tracks its wagering. Active bonuses are forfeited when the player withdraws.
 */
export const userBonuses = pgTable(
  'user_bonuses',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    status: text('status', { enum: ['active', 'wagered', 'forfeited', 'expired'] }).notNull(),
    /** Granted amount, minor units of the house currency. */
    amountMinor: money('amount_minor').notNull(),
    wagerTotalMinor: money('wager_total_minor').notNull(),
    wagerCurrentMinor: money('wager_current_minor')
      .notNull()
      .default(sql`0`),
    grantedBy: integer('granted_by').references(() => staff.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_bonuses_user_status_idx').on(t.userId, t.status),
    check(
      'user_bonuses_amounts_check',
      sql`${t.amountMinor} > 0 and ${t.wagerTotalMinor} >= 0 and ${t.wagerCurrentMinor} >= 0`,
    ),
  ],
);
