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
import { users } from '../users/schema';

/** A browser's push subscription (the PushSubscription JSON the app sends); one per endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** When a player last refused the opt-in prompt (shell spec §4: asked again after 7 days). */
export const pushRefusals = pgTable('push_refusals', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  refusedAt: timestamp('refused_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** How far the push module has read the outbox (the id of the last event it looked at). */
export const pushOutboxCursor = pgTable('push_outbox_cursor', {
  name: text('name').primaryKey(),
  lastId: bigint('last_id', { mode: 'bigint' }).notNull(),
});
