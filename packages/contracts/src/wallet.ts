import { z } from 'zod';
import { ZAmountString } from './money';
import { ZPageMeta } from './paging';

/** The currency block of a Balance amount (spec: currency{code, displayFormat, icon}). */
export const ZBalanceCurrency = z.object({
  code: z.string(),
  displayFormat: z.string().describe('Contains an {amount} placeholder, e.g. "${amount}"'),
  icon: z.string().describe('URL of the currency icon'),
});

/** One amount of the Balance entity: in the house currency and in the viewer's primary currency. */
export const ZBalanceAmount = z.object({
  value: ZAmountString.describe('Amount in the house (ledger) currency, major units'),
  primaryValue: ZAmountString.describe('The same amount in the primary currency, major units'),
  primaryPrecision: z.number().int().min(0).describe('Decimals to show primaryValue with'),
  currency: ZBalanceCurrency.describe('The primary (display) currency'),
});
export type BalanceAmount = z.infer<typeof ZBalanceAmount>;

export const ZUserBonusStatus = z.enum(['active', 'inactive']);

export const ZUserBonus = z.object({
  id: z.string(),
  status: ZUserBonusStatus,
  amount: ZBalanceAmount,
  wager: z.object({
    current: ZAmountString,
    total: ZAmountString,
    /** Always sent by the server; optional so older clients' fixtures still parse. */
    currency: z
      .string()
      .optional()
      .describe('The primary currency `current` and `total` are in (as the Balance amounts)'),
  }),
});

/**
 * The Balance entity of the specs: `total` = real + bonus money, `fiat` = real (withdrawable)
 * money, one entry per active bonus in `bonuses`, and `userBonuses[]` with wagering progress.
 */
export const ZBalance = z
  .object({
    total: ZBalanceAmount,
    fiat: ZBalanceAmount,
    bonuses: z.array(ZBalanceAmount.extend({ bonusId: z.string() })),
    userBonuses: z.array(ZUserBonus),
  })
  .describe('The viewer’s balance');
export type Balance = z.infer<typeof ZBalance>;

/** A currency the viewer may display the balance in. */
export const ZDisplayCurrency = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['fiat', 'crypto']),
  displayFormat: z.string(),
  precision: z.number().int().min(0).describe('Display precision'),
  icon: z.string(),
});
export type DisplayCurrency = z.infer<typeof ZDisplayCurrency>;
export const ZDisplayCurrenciesResponse = z.array(ZDisplayCurrency);
export type DisplayCurrenciesResponse = z.infer<typeof ZDisplayCurrenciesResponse>;

export const ZDisplayCurrenciesQuery = z.object({
  locale: z.string().optional().describe('Viewer locale; "uk" puts UAH second and RUB last'),
});

export const ZUpdateViewerRequest = z
  .object({ currency: z.object({ primary: z.string().regex(/^[A-Z0-9]{2,10}$/) }).strict() })
  .strict()
  .describe('Change the display (primary) currency');
export type UpdateViewerRequest = z.infer<typeof ZUpdateViewerRequest>;

export const TRANSACTION_TYPES = ['deposit', 'buy', 'withdraw', 'sell'] as const;
export const ZTransactionType = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof ZTransactionType>;

/**
 * Statuses a cashier transaction moves through (cashier spec §4), plus our `processing`: a
 * withdrawal that was approved and is being paid out (no longer cancellable).
 */
export const TRANSACTION_STATUSES = [
  'pending',
  'processing',
  'waiting',
  'pay_external_invoice',
  'wait_for_confirmation',
  'timeouted',
  'declined',
  'disputed',
  'completed',
  'refund',
  'cancelled',
] as const;
export const ZTransactionStatus = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof ZTransactionStatus>;

/** The Transaction entity of the cashier spec: one row of the player's cashier history. */
export const ZTransaction = z.object({
  id: z.string(),
  type: ZTransactionType,
  status: ZTransactionStatus,
  timestamp: z.number().int().describe('Unix seconds of the last status change'),
  originalAmount: z.object({ value: ZAmountString, currency: z.string() }),
  externalId: z.string().nullable(),
  paymentDetails: z.string().nullable(),
  address: z.string().nullable(),
  cancellableUntil: z.number().int().nullable().describe('Unix seconds; null when not cancellable'),
  reason: z
    .string()
    .nullable()
    .optional()
    .describe(
      'Why it was declined (below_minimum, or the reviewer’s reason); ours, not the spec’s',
    ),
});
export type Transaction = z.infer<typeof ZTransaction>;

export const CASHIER_HISTORY_PAGE_LIMIT = 10;

export const ZTransactionsQuery = z.object({
  is_pagination: z.coerce.number().int().optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(CASHIER_HISTORY_PAGE_LIMIT),
});
export type TransactionsQuery = z.infer<typeof ZTransactionsQuery>;

export const ZTransactionsResponse = z.object({
  items: z.array(ZTransaction),
  meta: ZPageMeta,
});
export type TransactionsResponse = z.infer<typeof ZTransactionsResponse>;

/**
 * Header of every money-moving request (ARCHITECTURE.md "Idempotency"): a replay with the same key
 * and body returns the first response; the same key with another body is 409 idempotency_conflict.
 */
export const ZIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\x21-\x7e]+$/)
    .describe('A client-chosen key, unique per intended operation (e.g. a UUID)'),
});
