import { z } from 'zod';
import { ZAmountString } from './money';
import { ZTransaction } from './wallet';

/**
 * The fiat cashier (cashier spec §3–§5): payment methods, P2P deposit ("buy") orders with their
 * details and receipts, disputes, and fiat withdrawals ("sell"). Amounts are decimal strings in
 * major units of the method's currency; validation rules of the forms live in `fiat-rules.ts`.
 */

/** Kinds of fiat method (spec §3 "method"); the withdraw form's title and required fields follow it. */
export const FIAT_METHOD_KINDS = [
  'p2p',
  'account_number',
  'sbp',
  'mpayment',
  'blik',
  'steam',
  'ewallet',
] as const;
export const ZFiatMethodKind = z.enum(FIAT_METHOD_KINDS).describe('How the player pays or is paid');
export type FiatMethodKind = z.infer<typeof ZFiatMethodKind>;

/**
 * Detail fields a method may ask for (spec §3 "Fiat withdrawal draft" details, plus the field
 * formats of spec §5: person id and card expiry).
 */
export const FIAT_DETAIL_FIELDS = [
  'name',
  'email',
  'phone',
  'first_name',
  'last_name',
  'full_name',
  'full_name_latin',
  'card',
  'account_number',
  'account_number_online_banking_ph',
  'person_id',
  'expiration_month',
  'expiration_year',
] as const;
export const ZFiatDetailField = z.enum(FIAT_DETAIL_FIELDS);
export type FiatDetailField = z.infer<typeof ZFiatDetailField>;

export const ZExternalDetailsFields = z
  .object({ required: z.array(ZFiatDetailField), optional: z.array(ZFiatDetailField) })
  .describe('Extra fields the method asks for');
export type ExternalDetailsFields = z.infer<typeof ZExternalDetailsFields>;

/**
 * One fee tier of a sell method: from `minAmount` (inclusive, method currency) upward the fee is
 * `fixed` plus `percent` % of the amount; the tier with the highest minAmount not above the
 * amount applies. `percent` has at most 2 decimals ("2.5" = 2.5 %).
 */
export const ZFiatFeeLevel = z.object({
  minAmount: ZAmountString,
  percent: z.string().regex(/^(0|[1-9]\d?)(\.\d{1,2})?$|^100(\.0{1,2})?$/),
  fixed: ZAmountString,
});
export type FiatFeeLevel = z.infer<typeof ZFiatFeeLevel>;

export const ZFiatSubbank = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  externalDetailsFields: ZExternalDetailsFields,
});
export type FiatSubbank = z.infer<typeof ZFiatSubbank>;

/** The fiat payment method entity of cashier spec §3. `buy`/`sell` are null when not offered. */
export const ZFiatPaymentMethod = z
  .object({
    id: z.string().describe('The bankId of buy and sell requests'),
    name: z.string(),
    icon: z.string().describe('URL of the small icon'),
    iconBig: z.string().describe('URL of the large icon'),
    label: z.string().describe('Short label shown on the card, e.g. "Card RUB"'),
    method: ZFiatMethodKind,
    currency: z.string().describe('The method currency, e.g. RUB'),
    priority: z.number().int().describe('Higher first'),
    buy: z
      .object({
        minAmount: ZAmountString,
        maxAmount: ZAmountString,
        multiplyOrdersAllowed: z
          .boolean()
          .describe('false: one open order per method; the client resumes it'),
        externalDetailsFields: ZExternalDetailsFields,
        valuePresets: z.array(ZAmountString).describe('Suggested amounts (ours)'),
      })
      .nullable(),
    sell: z
      .object({
        minAmount: ZAmountString,
        maxAmount: ZAmountString,
        levels: z.array(ZFiatFeeLevel),
        subbanks: z.array(ZFiatSubbank),
        requiredFields: z.array(ZFiatDetailField).describe('Detail fields the payout needs (ours)'),
        optionalFields: z.array(ZFiatDetailField),
      })
      .nullable(),
  })
  .describe('A fiat payment method (deposit and/or withdrawal)');
export type FiatPaymentMethod = z.infer<typeof ZFiatPaymentMethod>;

/**
 * `GET /api/v2/wallet/orders/conditions`: every active fiat method, and the ids the operator groups
 * under "other" (spec §9). The client sorts by priority for the tab it shows.
 */
export const ZFiatConditionsResponse = z.object({
  methods: z.array(ZFiatPaymentMethod),
  other: z.array(z.string()).describe('Method ids shown behind the "other" button'),
});
export type FiatConditionsResponse = z.infer<typeof ZFiatConditionsResponse>;

/** Fiat order statuses of cashier spec §4 (a sell can also be `cancelled` by the player). */
export const FIAT_ORDER_STATUSES = [
  'waiting',
  'pay_external_invoice',
  'wait_for_confirmation',
  'timeouted',
  'pending',
  'declined',
  'disputed',
  'completed',
  'refund',
  'cancelled',
] as const;
export const ZFiatOrderStatus = z.enum(FIAT_ORDER_STATUSES);
export type FiatOrderStatus = z.infer<typeof ZFiatOrderStatus>;

/** Where a pay_external_invoice link opens (spec §4): parent window, new window, or a frame. */
export const ZExternalInvoiceTarget = z.enum(['parent', 'blank', 'iframe']);

/** The fiat order entity of cashier spec §3 (its `additonalAmountChange` keeps the spec's spelling). */
export const ZFiatOrder = z
  .object({
    id: z.string(),
    status: ZFiatOrderStatus,
    url: z.string().nullable().describe('The external invoice link (pay_external_invoice)'),
    valueFrom: ZAmountString.describe('Amount to pay, method currency'),
    currencyFrom: z.string(),
    bankMethod: ZFiatMethodKind,
    additonalAmountChange: ZAmountString.nullable().describe(
      'A staff correction of the credited amount (e.g. a dispute resolved for another amount)',
    ),
    meta: z.object({
      external_info: z.object({ target: ZExternalInvoiceTarget.nullable() }),
    }),
    details: z.object({
      expiredAt: z.number().int().describe('Unix seconds when the order expires'),
      paymentDetails: z.object({
        card: z.string().nullable(),
        phone: z.string().nullable(),
        bankName: z.string().nullable(),
        name: z.string().nullable().describe('Recipient name'),
      }),
      recipientBank: z.object({ name: z.string().nullable() }),
      senderBank: z.object({ id: z.string(), method: ZFiatMethodKind, label: z.string() }),
    }),
  })
  .describe('A fiat deposit (buy) order');
export type FiatOrder = z.infer<typeof ZFiatOrder>;

/** Detail values keyed by field (only known fields; values are trimmed strings). */
export const ZFiatDetails = z.partialRecord(ZFiatDetailField, z.string().max(200));
export type FiatDetails = z.infer<typeof ZFiatDetails>;

/** `POST /api/v2/wallet/orders/buy`. The amount is whole units of the method currency (spec §5). */
export const ZBuyOrderRequest = z
  .object({
    amount: z.string().max(20),
    bankId: z.string().min(1).max(64),
    externalFields: ZFiatDetails.default({}),
    callbackUrl: z.string().max(2000).optional().describe('Where an external invoice returns to'),
  })
  .strict();
export type BuyOrderRequest = z.infer<typeof ZBuyOrderRequest>;

/** `GET /api/v2/wallet/orders/not-expired?bank_id=`: the open order of a method, or null. */
export const ZNotExpiredQuery = z.object({ bank_id: z.string().min(1).max(64) });
export const ZNotExpiredResponse = z.object({ order: ZFiatOrder.nullable() });
export type NotExpiredResponse = z.infer<typeof ZNotExpiredResponse>;

/** Receipt upload limit: the decoded file (spec §5 "Receipt and dispute"). */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
/** JPEG, PNG, WebP or PDF, recognised by content. */
export const RECEIPT_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;

/** A file sent inline: `fileContent` is base64 (a data: URL prefix is accepted). */
export const ZUploadedFile = z.object({
  name: z.string().max(200),
  fileName: z.string().max(255),
  fileContent: z.string().max(Math.ceil((RECEIPT_MAX_BYTES * 4) / 3) + 200),
});
export type UploadedFile = z.infer<typeof ZUploadedFile>;

/** `POST /api/v1/wallet/orders/buy/{id}/paid`: the payer's name and the receipt. */
export const ZPaidRequest = ZUploadedFile.strict();
export type PaidRequest = z.infer<typeof ZPaidRequest>;

export const DISPUTE_ACCEPT_OPTIONS = ['CHANGE_INVOICE', 'REPAY'] as const;
/** Statuses of a buy order from which a dispute may be opened (spec §4). */
export const DISPUTABLE_STATUSES = [
  'timeouted',
  'pending',
  'declined',
  'wait_for_confirmation',
] as const satisfies readonly FiatOrderStatus[];

/** `POST /api/v1/wallet/orders/buy/{id}/dispute` (spec §3 Dispute). */
export const ZDisputeRequest = z
  .object({
    image: ZUploadedFile,
    acceptOption: z.enum(DISPUTE_ACCEPT_OPTIONS),
    amount: z.string().max(20).optional().describe('The amount actually paid, when it differs'),
    comment: z.string().max(2000),
    problem: z.string().max(200),
  })
  .strict();
export type DisputeRequest = z.infer<typeof ZDisputeRequest>;

/** `POST /api/v2/wallet/orders/sell` (spec §3 Fiat withdrawal draft); needs an Idempotency-Key. */
export const ZSellOrderRequest = z
  .object({
    amount: z.string().max(20),
    bankId: z.string().min(1).max(64),
    subbankId: z.string().max(64).optional(),
    details: ZFiatDetails,
  })
  .strict();
export type SellOrderRequest = z.infer<typeof ZSellOrderRequest>;

/**
 * `GET /api/v2/wallet/orders/sell/available?bankId=`: the player's real money in the method's
 * currency at the rate of the moment, rounded down (what the withdrawal form checks the amount
 * and its fee against; the order itself checks again).
 */
export const ZSellAvailableQuery = z.object({ bankId: z.string().min(1).max(64) });
export const ZSellAvailableResponse = z.object({
  amount: z.string().describe('Major units at the currency’s ledger scale, e.g. "1500.00"'),
  currency: z.string(),
});
export type SellAvailableResponse = z.infer<typeof ZSellAvailableResponse>;

/** `GET /api/v2/wallet/orders/sell/saved?bankId=`: the player's past details, newest first. */
export const ZSavedDetailsQuery = z.object({ bankId: z.string().min(1).max(64) });
export const ZSavedDetailsResponse = z.array(ZFiatDetails);
export type SavedDetailsResponse = z.infer<typeof ZSavedDetailsResponse>;

/**
 * Answers (spec: "not shown", ours): buy, paid and dispute answer the order (ZFiatOrder) as it now
 * stands; sell answers its history row (ZTransaction), whose cancel is
 * `POST /api/v1/wallet/orders/sell/{id}/cancel`.
 */
export const ZSellOrderResponse = ZTransaction;
