/** Tables of this module (ARCHITECTURE.md "Layout"): only its repositories query them. */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from '../admin/schema';

/** Operator settings (cancel window, limits, switches): one JSON value per key, validated in code. */
export const operatorSettings = pgTable('operator_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
