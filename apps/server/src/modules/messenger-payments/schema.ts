/** Tables of this module (ARCHITECTURE.md "Layout"): only its repository queries them. */
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money } from '../../platform/db/columns';
import { staff } from '../admin/schema';
import { users } from '../users/schema';

/**
 * Invoices of the messenger payment providers (Crypto Pay, xRocket): one per deposit attempt. The
 * id is our reference (the invoice payload, and the history row's id once paid); the unique
 * (provider, invoice id) and the active → paid compare-and-set credit a paid invoice once.
 */
export const messengerInvoices = pgTable(
  'messenger_invoices',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['cryptobot', 'xrocket'] }).notNull(),
    invoiceId: text('invoice_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    methodCode: text('method_code').notNull(),
    /** Minor units of `currency` at its ledger scale. */
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    payUrl: text('pay_url').notNull(),
    status: text('status', { enum: ['active', 'paid', 'expired'] }).notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('messenger_invoices_provider_invoice_key').on(t.provider, t.invoiceId),
    index('messenger_invoices_status_created_idx').on(t.status, t.createdAt),
    index('messenger_invoices_user_idx').on(t.userId),
  ],
);

/**
 * Withdrawals to a player's xRocket or Crypto Pay wallet (`provider`). The id is the history row's
 * and the hold's, and the transferId (xRocket) or spend_id (Crypto Pay) the provider deduplicates
 * by, so a retried transfer never pays twice. Status: `review`
 * (held, waiting for finance staff, as the operator's withdraw.autoApproveBelow decides) →
 * `pending` (approved or below the threshold; the transfer is sent, and sent again until xRocket
 * answers) → `completed`, or `failed` (refused by xRocket or rejected by staff; the hold returned).
 */
export const messengerWithdrawals = pgTable(
  'messenger_withdrawals',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['xrocket', 'cryptobot'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    telegramUserId: text('telegram_user_id').notNull(),
    methodCode: text('method_code').notNull(),
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** What the hold took, in house minor units. */
    holdMinor: money('hold_minor').notNull(),
    status: text('status', { enum: ['review', 'pending', 'completed', 'failed'] }).notNull(),
    /** The provider's id of the transfer, once paid. */
    transferRef: text('transfer_ref'),
    reason: text('reason'),
    /** The staff member who approved or rejected it; null when it needed no review. */
    reviewedBy: integer('reviewed_by').references(() => staff.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('messenger_withdrawals_status_idx').on(t.status, t.createdAt)],
);
