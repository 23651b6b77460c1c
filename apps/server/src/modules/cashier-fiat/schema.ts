/** Tables of this module (ARCHITECTURE.md "Layout"): only its repositories query them. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from '../../platform/db/columns';
import { staff } from '../admin/schema';
import { currencies } from '../currencies/schema';
import { users } from '../users/schema';
import { walletTransactions } from '../wallet/schema';
import { storedFiles } from '../../platform/db/schema';

/**
 * Fiat payment methods (cashier spec §3), managed by staff through /api/admin/payment-methods.
 * Amounts are minor units of `currency` at its ledger scale. A method offers deposits when
 * `buyEnabled` and withdrawals when `sellEnabled`.
 */
export const fiatPaymentMethods = pgTable(
  'fiat_payment_methods',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    iconBig: text('icon_big').notNull(),
    label: text('label').notNull(),
    /** p2p, account_number, sbp, mpayment, blik, steam, email (contracts FIAT_METHOD_KINDS). */
    method: text('method').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    priority: integer('priority').notNull().default(0),
    /** Grouped behind the "other" button of the method grid. */
    isOther: boolean('is_other').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** desk: our staff's requisites; external: the P2P processor adapter. */
    processor: text('processor', { enum: ['desk', 'external'] })
      .notNull()
      .default('desk'),
    buyEnabled: boolean('buy_enabled').notNull().default(true),
    buyMinMinor: money('buy_min_minor').notNull(),
    buyMaxMinor: money('buy_max_minor').notNull(),
    multiplyOrdersAllowed: boolean('multiply_orders_allowed').notNull().default(false),
    buyRequiredFields: jsonb('buy_required_fields').$type<string[]>().notNull().default([]),
    buyOptionalFields: jsonb('buy_optional_fields').$type<string[]>().notNull().default([]),
    valuePresets: jsonb('value_presets').$type<string[]>().notNull().default([]),
    /** How long a new deposit order waits for payment. */
    orderTtlSeconds: integer('order_ttl_seconds').notNull().default(900),
    sellEnabled: boolean('sell_enabled').notNull().default(true),
    sellMinMinor: money('sell_min_minor').notNull(),
    sellMaxMinor: money('sell_max_minor').notNull(),
    /** Fee tiers as the contracts' ZFiatFeeLevel (decimal strings). */
    sellLevels: jsonb('sell_levels')
      .$type<{ minAmount: string; percent: string; fixed: string }[]>()
      .notNull()
      .default([]),
    sellRequiredFields: jsonb('sell_required_fields').$type<string[]>().notNull().default([]),
    sellOptionalFields: jsonb('sell_optional_fields').$type<string[]>().notNull().default([]),
    subbanks: jsonb('subbanks')
      .$type<
        {
          id: string;
          name: string;
          icon: string;
          externalDetailsFields: { required: string[]; optional: string[] };
        }[]
      >()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'fiat_payment_methods_limits_check',
      sql`${t.buyMinMinor} > 0 and ${t.buyMaxMinor} >= ${t.buyMinMinor} and ${t.sellMinMinor} > 0 and ${t.sellMaxMinor} >= ${t.sellMinMinor}`,
    ),
  ],
);

/**
 * The P2P desk's requisites: where players pay (a staff-controlled card, phone or account). A new
 * deposit order is given an active requisite of its method whose limits and daily capacity fit.
 */
export const p2pRequisites = pgTable(
  'p2p_requisites',
  {
    id: serial('id').primaryKey(),
    methodId: text('method_id')
      .notNull()
      .references(() => fiatPaymentMethods.id),
    card: text('card'),
    phone: text('phone'),
    accountNumber: text('account_number'),
    bankName: text('bank_name').notNull(),
    recipientName: text('recipient_name').notNull(),
    /** Per-order limits and the day's total, minor units of the method currency. */
    minMinor: money('min_minor').notNull(),
    maxMinor: money('max_minor').notNull(),
    dailyLimitMinor: money('daily_limit_minor').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('p2p_requisites_method_idx').on(t.methodId, t.active),
    check(
      'p2p_requisites_limits_check',
      sql`${t.minMinor} > 0 and ${t.maxMinor} >= ${t.minMinor} and ${t.dailyLimitMinor} >= ${t.maxMinor}`,
    ),
  ],
);

/**
 * Fiat orders: deposits (`buy`) and withdrawals (`sell`). The id is the cashier history row's id
 * (wallet_transactions.id) and, for a sell, the ledger hold id. `amountMinor` is in the method
 * currency; `creditedMinor` / `holdMinor` are house-currency amounts moved by the ledger.
 */
export const fiatOrders = pgTable(
  'fiat_orders',
  {
    id: text('id')
      .primaryKey()
      .references(() => walletTransactions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    methodId: text('method_id')
      .notNull()
      .references(() => fiatPaymentMethods.id),
    subbankId: text('subbank_id'),
    currency: text('currency').notNull(),
    amountMinor: money('amount_minor').notNull(),
    /** Sell: the tiered fee, method currency. */
    feeMinor: money('fee_minor')
      .notNull()
      .default(sql`0`),
    /** Contracts FIAT_ORDER_STATUSES. */
    status: text('status').notNull(),
    requisiteId: integer('requisite_id').references(() => p2pRequisites.id),
    processor: text('processor', { enum: ['desk', 'external'] }).notNull(),
    /** The external processor's order id and invoice link. */
    externalId: text('external_id'),
    externalUrl: text('external_url'),
    externalTarget: text('external_target'),
    callbackUrl: text('callback_url'),
    /** Buy: the method's external fields; sell: the payout details. */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    paidName: text('paid_name'),
    receiptFileId: text('receipt_file_id').references(() => storedFiles.id),
    /** House-currency amount credited (buy) or held (sell). */
    creditedMinor: money('credited_minor'),
    holdMinor: money('hold_minor'),
    /** A staff correction of the credited amount, method currency (spec additonalAmountChange). */
    amountChangeMinor: money('amount_change_minor'),
    declineReason: text('decline_reason'),
    reviewedBy: integer('reviewed_by').references(() => staff.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('fiat_orders_user_method_idx').on(t.userId, t.methodId, t.status),
    index('fiat_orders_status_idx').on(t.status, t.createdAt),
    index('fiat_orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('waiting', 'pay_external_invoice')`),
    index('fiat_orders_requisite_idx').on(t.requisiteId, t.createdAt),
    uniqueIndex('fiat_orders_external_key').on(t.processor, t.externalId),
    check('fiat_orders_amount_check', sql`${t.amountMinor} > 0 and ${t.feeMinor} >= 0`),
  ],
);

/** Disputes on fiat deposit orders (spec §3 Dispute); one open dispute per order. */
export const fiatDisputes = pgTable(
  'fiat_disputes',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => fiatOrders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    acceptOption: text('accept_option', { enum: ['CHANGE_INVOICE', 'REPAY'] }).notNull(),
    /** The amount the player says was paid, method currency; null when as ordered. */
    claimedMinor: money('claimed_minor'),
    comment: text('comment').notNull(),
    problem: text('problem').notNull(),
    imageFileId: text('image_file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** The order's status when the dispute was opened. */
    previousStatus: text('previous_status').notNull(),
    status: text('status', { enum: ['open', 'accepted', 'rejected'] }).notNull(),
    resolvedMinor: money('resolved_minor'),
    resolution: text('resolution'),
    resolvedBy: integer('resolved_by').references(() => staff.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fiat_disputes_one_open_key')
      .on(t.orderId)
      .where(sql`${t.status} = 'open'`),
    index('fiat_disputes_status_idx').on(t.status, t.createdAt),
  ],
);

/** Signed status callbacks of the external P2P processor, deduplicated by its event id. */
export const fiatProcessorEvents = pgTable('fiat_processor_events', {
  eventId: text('event_id').primaryKey(),
  orderId: text('order_id').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: createdAt(),
});

/**
 * Per-player fiat restrictions set by the P2P desk (cashier spec §8 wallet_buy_banned,
 * wallet_fiat_banned): `buyBanned` refuses fiat deposits, `fiatBanned` every fiat order. A player
 * without a row has none.
 */
export const fiatPlayerFlags = pgTable('fiat_player_flags', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  buyBanned: boolean('buy_banned').notNull().default(false),
  fiatBanned: boolean('fiat_banned').notNull().default(false),
  reason: text('reason'),
  updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
