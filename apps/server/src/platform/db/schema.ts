/**
 * The one Drizzle schema. Every table of every module is declared here so drizzle-kit produces one
 * ordered migration history; a module still reads only its own tables (ARCHITECTURE.md "Layout").
 */
import { sql } from 'drizzle-orm';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@wheelhouse/contracts/wallet';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Players. `email` is stored normalised (trimmed, lower-case); the unique index makes sign-up race-safe. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    globalId: text('global_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language').notNull(),
    currency: text('currency').notNull(),
    isVip: boolean('is_vip').notNull().default(false),
    vipManagerTelegram: text('vip_manager_telegram'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender', { enum: ['male', 'female'] }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    pushNotificationsActive: boolean('push_notifications_active').notNull().default(false),
    hasDeposits: boolean('has_deposits').notNull().default(false),
    /** Completed deposits (types deposit and buy), incremented in the crediting transaction. */
    depositCount: integer('deposit_count').notNull().default(0),
    bannedAt: timestamp('banned_at', { withTimezone: true, mode: 'date' }),
    banReason: text('ban_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_global_id_key').on(t.globalId),
    uniqueIndex('users_email_key').on(t.email),
    // The unique index above already keeps emails distinct; this one guards against a writer that forgets to normalise.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

/** Player sessions. Only the SHA-256 of the token is stored, so a database leak yields no usable session. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

/** Back-office staff; never players. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_email_key').on(t.email)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash),
    index('staff_sessions_staff_id_idx').on(t.staffId),
  ],
);

/** One row per change made through the back office. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_staff_idx').on(t.staffId),
  ],
);

/* ------------------------------------------------------------------------------------------------
 * Money (ARCHITECTURE.md "Money"). Every amount is a bigint count of minor units at the currency's
 * ledger scale; the drivers return it as a JS bigint (mode 'bigint'), never a number.
 * ---------------------------------------------------------------------------------------------- */

const money = (name: string) => bigint(name, { mode: 'bigint' });

/** Reference data: seeded by migration 0001 so every database (tests included) has it. */
export const currencies = pgTable(
  'currencies',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['fiat', 'crypto'] }).notNull(),
    /** Decimals of a minor unit in the ledger; fixed once money exists in the currency. */
    ledgerScale: integer('ledger_scale').notNull(),
    /** Decimals shown to players; never more than the ledger scale. */
    displayPrecision: integer('display_precision').notNull(),
    /** Contains `{amount}`, e.g. "${amount}", "{amount} ₽". */
    displayFormat: text('display_format').notNull(),
    icon: text('icon').notNull(),
    active: boolean('active').notNull().default(true),
    /** Crypto only: the networks (chains) the currency is accepted on, e.g. ["TRC20", "ERC20"]. */
    networks: jsonb('networks').$type<string[]>(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('currencies_scale_check', sql`${t.ledgerScale} between 0 and 18`),
    check('currencies_precision_check', sql`${t.displayPrecision} between 0 and ${t.ledgerScale}`),
    check('currencies_format_check', sql`position('{amount}' in ${t.displayFormat}) > 0`),
  ],
);

/**
 * One row per observed rate: 1 major unit of `base` is worth `rate` major units of `quote`. The
 * rate is an exact decimal (numeric, never float); the latest row per pair wins.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    base: text('base')
      .notNull()
      .references(() => currencies.code),
    quote: text('quote')
      .notNull()
      .references(() => currencies.code),
    rate: numeric('rate').notNull(),
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('exchange_rates_pair_idx').on(t.base, t.quote, t.fetchedAt.desc(), t.id.desc()),
    check('exchange_rates_positive_check', sql`${t.rate} > 0`),
    check('exchange_rates_pair_check', sql`${t.base} <> ${t.quote}`),
  ],
);

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

/**
 * Transactional outbox: events written in the same database transaction as the change they report,
 * then relayed to the bus. `published_at` is set by the relay.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    topic: text('topic').notNull(),
    userId: integer('user_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('outbox_unpublished_idx')
      .on(t.id)
      .where(sql`${t.publishedAt} is null`),
  ],
);

/** Request-level idempotency (platform/idempotency.ts): key + request hash + the first response. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

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

/** Operator settings (cancel window, limits, switches): one JSON value per key, validated in code. */
export const operatorSettings = pgTable('operator_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

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

/** Operator-managed banners per place (e.g. the wallet carousel), with texts per language. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    place: text('place').notNull(),
    /** { [language]: { title, subtitle? } }; the viewer's language, else English, is shown. */
    texts: jsonb('texts').$type<Record<string, { title: string; subtitle?: string }>>().notNull(),
    imageUrl: text('image_url').notNull(),
    /** An in-app path (/bonuses) or an https URL. */
    linkUrl: text('link_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('banners_place_idx').on(t.place, t.sortOrder)],
);

/** Game studios of the catalogue ("Wheelhouse Originals" is ours); `value` is the URL slug. */
export const gameProviders = pgTable(
  'game_providers',
  {
    id: serial('id').primaryKey(),
    value: text('value').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('game_providers_value_key').on(t.value)],
);

/** Lobby categories (slots, live, originals, …) with a title per language; `value` is the URL slug. */
export const gameCategories = pgTable(
  'game_categories',
  {
    id: serial('id').primaryKey(),
    value: text('value').notNull(),
    /** { [language]: title }; English is required and is the fallback. */
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('game_categories_value_key').on(t.value)],
);

/** The casino catalogue: our originals and third-party games. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    /** Category values (game_categories.value) the game is listed under. */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text('image_url').notNull(),
    labelType: text('label_type', { enum: ['exclusive', 'early_access'] }),
    /** ISO 3166-1 alpha-2 codes of countries where the game may not be played. */
    blacklistCountries: text('blacklist_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Currency codes in which the game may not be played. */
    blacklistCurrencies: text('blacklist_currencies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Return to player in percent, e.g. 96.50. */
    rtp: numeric('rtp', { precision: 5, scale: 2 }).notNull(),
    popularity: integer('popularity').notNull().default(0),
    /** 0–5 stars. */
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull().default('0'),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_slug_key').on(t.slug),
    index('games_provider_idx').on(t.providerId),
    check(
      'games_numbers_check',
      sql`${t.rtp} > 0 and ${t.rtp} <= 100 and ${t.rating} >= 0 and ${t.rating} <= 5 and ${t.popularity} >= 0`,
    ),
  ],
);

/** A player's favourite games; one row per player and game. */
export const gameFavorites = pgTable(
  'game_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.gameId] }),
    index('game_favorites_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Provably fair seed pairs of the originals. A player has one active pair: the server seed is shown
 * only by its hash until the pair is rotated (revealed_at set, active false). `nonce` is the nonce of
 * the next bet; it moves in the bet's transaction, so nonces of a pair have no gaps.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('fair_seeds_one_active_per_user')
      .on(t.userId)
      .where(sql`${t.active}`),
    index('fair_seeds_user_idx').on(t.userId, t.id),
    check('fair_seeds_nonce_check', sql`${t.nonce} >= 0`),
  ],
);

/**
 * Every bet on an original. Stake and payout are minor units of the house currency; the display
 * currency and the house → display rate of the moment are kept to show them as the player saw them.
 * A mines round is a bet with status 'active' and its picks in params until it is lost or cashed out.
 */
export const originalBets = pgTable(
  'original_bets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: text('game', { enum: ['dice', 'limbo', 'mines', 'plinko', 'slot'] }).notNull(),
    status: text('status', { enum: ['active', 'settled'] }).notNull(),
    currency: text('currency').notNull(),
    stakeMinor: money('stake_minor').notNull(),
    payoutMinor: money('payout_minor')
      .notNull()
      .default(sql`0`),
    /** 1/10,000ths of the stake (the fair package's Multiplier). */
    multiplier: bigint('multiplier', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    displayCurrency: text('display_currency').notNull(),
    /** House → display rate as {numerator, denominator} decimal strings. */
    displayRate: jsonb('display_rate')
      .$type<{ numerator: string; denominator: string }>()
      .notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    seedId: bigint('seed_id', { mode: 'bigint' })
      .notNull()
      .references(() => fairSeeds.id),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('original_bets_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('original_bets_seed_nonce_key').on(t.seedId, t.nonce),
    uniqueIndex('original_bets_one_active_round')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
    index('original_bets_user_idx').on(t.userId, t.id),
    index('original_bets_user_game_idx').on(t.userId, t.game, t.id),
    check(
      'original_bets_amounts_check',
      sql`${t.stakeMinor} > 0 and ${t.payoutMinor} >= 0 and ${t.multiplier} >= 0`,
    ),
  ],
);

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
 * Uploaded files (receipts, dispute images), stored outside the web root under `storageName`
 * (random). Served only to their owner and staff.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['receipt', 'dispute'] }).notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name').notNull(),
    storageName: text('storage_name').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stored_files_user_idx').on(t.userId),
    uniqueIndex('stored_files_storage_name_key').on(t.storageName),
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
