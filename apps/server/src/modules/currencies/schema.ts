/** Tables of this module (ARCHITECTURE.md "Layout"): only its repositories query them. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';

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
