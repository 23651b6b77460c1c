/** Tables of the TON Connect cashier (ARCHITECTURE.md "Layout"): only its repository queries them. */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, money } from '../../platform/db/columns';
import { users } from '../users/schema';

/** ton_proof payloads we issued: each is signed and sent back once, before it expires. */
export const tonProofPayloads = pgTable(
  'ton_proof_payloads',
  {
    payload: text('payload').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('ton_proof_payloads_user_idx').on(t.userId)],
);

/** The wallet each player proved with ton_proof; a wallet belongs to one player at a time. */
export const tonWallets = pgTable('ton_wallets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** Raw form, lowercase: "0:<hex>". */
  address: text('address').notNull().unique(),
  publicKey: text('public_key').notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** The comment each player's transfers carry: how a deposit to our one wallet finds its player. */
export const tonDepositComments = pgTable('ton_deposit_comments', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  comment: text('comment').notNull().unique(),
});

/** Deposits built for a wallet to sign, followed until the chain shows them credited. */
export const tonDeposits = pgTable(
  'ton_deposits',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    methodCode: text('method_code').notNull(),
    amountMinor: money('amount_minor').notNull(),
    fromAddress: text('from_address').notNull(),
    /** The sendTransaction request as sent to the wallet (JSON). */
    request: text('request').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status', { enum: ['open', 'sent', 'credited'] }).notNull(),
    /** Hash of the signed external message the wallet returned (hex). */
    messageHash: text('message_hash'),
    /** The cashier history row of the credit. */
    transactionId: text('transaction_id'),
    createdAt: createdAt(),
  },
  (t) => [index('ton_deposits_user_open_idx').on(t.userId, t.methodCode, t.status)],
);

/** How far the poller has read each incoming stream (TON, USDT) of our deposit wallet. */
export const tonChainCursors = pgTable('ton_chain_cursors', {
  stream: text('stream').primaryKey(),
  lastLt: bigint('last_lt', { mode: 'bigint' }).notNull(),
});
