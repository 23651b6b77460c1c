/** Tables of this module (ARCHITECTURE.md "Layout"): only its repositories query them. */
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@wheelhouse/contracts/wallet';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, money } from '../../platform/db/columns';
import { users } from '../users/schema';

/** The cashier history (spec Transaction). Owned by the wallet module; only created here. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    /** Public id, shown to the player. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    externalId: text('external_id'),
    paymentDetails: text('payment_details'),
    address: text('address'),
    /** Why the transaction was declined (e.g. below_minimum, or the reviewer's reason). */
    statusReason: text('status_reason'),
    cancellableUntil: timestamp('cancellable_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('wallet_transactions_user_created_idx').on(t.userId, t.createdAt.desc())],
);
