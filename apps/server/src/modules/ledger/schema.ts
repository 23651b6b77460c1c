/** Tables of this module (ARCHITECTURE.md "Layout"): only its repositories query them. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from '../../platform/db/columns';
import { currencies } from '../currencies/schema';
import { users } from '../users/schema';

/**
 * Double-entry accounts. Player accounts carry a running `balance` guarded by a CHECK, so no code
 * path can overdraw them. House accounts are append-only: their `balance` stays 0 and their real
 * balance is the sum of their entries, so no single house row serialises all play.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    ownerType: text('owner_type', { enum: ['player', 'house'] }).notNull(),
    userId: integer('user_id').references(() => users.id),
    kind: text('kind').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    balance: money('balance')
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_player_key')
      .on(t.userId, t.kind, t.currency)
      .where(sql`${t.ownerType} = 'player'`),
    uniqueIndex('ledger_accounts_house_key')
      .on(t.kind, t.currency)
      .where(sql`${t.ownerType} = 'house'`),
    check(
      'ledger_accounts_owner_check',
      sql`(${t.ownerType} = 'player') = (${t.userId} is not null)`,
    ),
    // The overdraft guard: a transfer that would take a player account below zero fails here.
    check(
      'ledger_accounts_player_balance_check',
      sql`${t.ownerType} <> 'player' or ${t.balance} >= 0`,
    ),
    check(
      'ledger_accounts_house_balance_check',
      sql`${t.ownerType} <> 'house' or ${t.balance} = 0`,
    ),
  ],
);

/** One money movement. The idempotency key is unique, so a retried request can never move money twice. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 (hex) of the canonical request; a replay with another hash is a conflict. */
    requestHash: text('request_hash').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** The exchange rate applied, when the transfer converts between currencies. */
    rate: jsonb('rate').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transfers_idempotency_key').on(t.idempotencyKey)],
);

/** The legs of a transfer; per currency they sum to zero. Append-only. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerTransfers.id),
    // No foreign key on purpose: a foreign-key check takes a KEY SHARE lock on the referenced row,
    // and every bet names the same house accounts, so that lock would turn them back into the hot
    // rows the design avoids. ledger:check reports any entry whose account does not exist.
    accountId: bigint('account_id', { mode: 'bigint' }).notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** Player legs: the account balance right after this entry (null for house legs). */
    balanceAfter: money('balance_after'),
  },
  (t) => [
    index('ledger_entries_transfer_idx').on(t.transferId),
    index('ledger_entries_account_idx').on(t.accountId, t.transferId),
    check('ledger_entries_nonzero_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * Withdrawal holds. The money itself sits in the player's pending_withdrawal account; this row
 * makes release and settle mutually exclusive (status moves from `held` exactly once).
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    /** The caller's reference, e.g. the withdrawal's public id. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['held', 'released', 'settled'] }).notNull(),
    holdTransferId: bigint('hold_transfer_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerTransfers.id),
    finalTransferId: bigint('final_transfer_id', { mode: 'bigint' }).references(
      () => ledgerTransfers.id,
    ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_holds_user_idx').on(t.userId),
    check('ledger_holds_amount_check', sql`${t.amount} > 0`),
  ],
);
