/** Tables of this module (ARCHITECTURE.md "Layout"): only its repository queries them. */
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money } from '../../platform/db/columns';
import { staff } from '../admin/schema';

/** One row (id 1): the VIP programme's links and the automatic turnover threshold. */
export const vipSettings = pgTable('vip_settings', {
  id: integer('id').primaryKey(),
  botUrl: text('bot_url'),
  mirrorUrl: text('mirror_url'),
  portalUrl: text('portal_url'),
  /** Bet turnover (minor units of the house currency) that makes a player VIP; 0 = off. */
  autoTurnoverMinor: money('auto_turnover_minor')
    .notNull()
    .default(sql`0`),
  updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The VIP managers staff assign to players (the users module keeps the assigned username). */
export const vipManagers = pgTable(
  'vip_managers',
  {
    id: serial('id').primaryKey(),
    telegramUsername: text('telegram_username').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vip_managers_telegram_key').on(sql`lower(${t.telegramUsername})`)],
);
