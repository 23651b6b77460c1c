/** Tables of this module (ARCHITECTURE.md "Layout"): only its repositories query them. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
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

/**
 * Crypto payment methods (one per currency and network), operator settings seeded by migration.
 * Amounts are minor units of `currency` at its ledger scale; `depositBonusBps` is basis points.
 */
export const cryptoMethods = pgTable(
  'crypto_methods',
  {
    code: text('code').primaryKey(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    network: text('network').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    withdrawAllowed: boolean('withdraw_allowed').notNull().default(true),
    minDepositMinor: money('min_deposit_minor').notNull(),
    minWithdrawMinor: money('min_withdraw_minor').notNull(),
    maxWithdrawMinor: money('max_withdraw_minor')
      .notNull()
      .default(sql`9000000000000000000`),
    withdrawFeeMinor: money('withdraw_fee_minor')
      .notNull()
      .default(sql`0`),
    addressFormat: text('address_format').notNull(),
    depositBonusAvailable: boolean('deposit_bonus_available').notNull().default(false),
    depositBonusBps: integer('deposit_bonus_bps').notNull().default(0),
    valuePresets: jsonb('value_presets').$type<string[]>().notNull(),
    additionalProviders: jsonb('additional_providers').$type<string[]>().notNull(),
    confirmations: integer('confirmations').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    check('crypto_methods_min_deposit_positive', sql`${t.minDepositMinor} > 0`),
    check('crypto_methods_bonus_range', sql`${t.depositBonusBps} between 0 and 10000`),
  ],
);

/** One stable deposit address per player and network; the unique index makes creation race-safe. */
export const cryptoDepositAddresses = pgTable(
  'crypto_deposit_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    network: text('network').notNull(),
    address: text('address').notNull(),
    /** Tag the transfer must carry where the network shares one address (TON); '' when none. */
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('crypto_deposit_addresses_user_network_key').on(t.userId, t.network),
    uniqueIndex('crypto_deposit_addresses_network_address_memo_key').on(
      t.network,
      t.address,
      t.memo,
    ),
  ],
);

/**
 * Incoming chain transfers to our deposit addresses. (network, tx_hash, output_index) is unique, so
 * one output is recorded, and credited, at most once whatever order or how often it is reported.
 */
export const cryptoDeposits = pgTable(
  'crypto_deposits',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    network: text('network').notNull(),
    txHash: text('tx_hash').notNull(),
    outputIndex: integer('output_index').notNull(),
    methodCode: text('method_code')
      .notNull()
      .references(() => cryptoMethods.code),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    address: text('address').notNull(),
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'completed', 'declined'] }).notNull(),
    declineReason: text('decline_reason'),
    confirmationsRequired: integer('confirmations_required').notNull(),
    /** The cashier history row (wallet_transactions.id). */
    transactionId: text('transaction_id').notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true, mode: 'date' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('crypto_deposits_output_key').on(t.network, t.txHash, t.outputIndex),
    index('crypto_deposits_pending_idx')
      .on(t.detectedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Crypto withdrawals under review and payout (owned by cashier-crypto). The id is the cashier
 * history row's id, which is also the ledger hold id. `holdMinor` is amount + fee converted to the
 * house currency at request time; the daily limit sums it.
 */
export const cryptoWithdrawals = pgTable(
  'crypto_withdrawals',
  {
    id: text('id')
      .primaryKey()
      .references(() => walletTransactions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    methodCode: text('method_code')
      .notNull()
      .references(() => cryptoMethods.code),
    network: text('network').notNull(),
    address: text('address').notNull(),
    memo: text('memo'),
    amountMinor: money('amount_minor').notNull(),
    feeMinor: money('fee_minor').notNull(),
    currency: text('currency').notNull(),
    holdMinor: money('hold_minor').notNull(),
    status: text('status', {
      enum: ['pending', 'processing', 'completed', 'declined', 'cancelled'],
    }).notNull(),
    declineReason: text('decline_reason'),
    /** Staff who approved or rejected it; null when approved automatically. */
    reviewedBy: integer('reviewed_by').references(() => staff.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    /** The gateway's payout reference, set when the payout is sent. */
    payoutId: text('payout_id'),
    txHash: text('tx_hash'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('crypto_withdrawals_status_idx').on(t.status, t.createdAt),
    index('crypto_withdrawals_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('crypto_withdrawals_payout_key').on(t.payoutId),
    check('crypto_withdrawals_amount_check', sql`${t.amountMinor} > 0 and ${t.feeMinor} >= 0`),
  ],
);
