import { z } from 'zod';
import { ZSerialId, ZTextId } from './params';
import { ZFiatDetails, ZFiatMethodKind, ZFiatOrderStatus } from './fiat';
import { ZAmountString } from './money';
import { DEFAULT_PAGE_LIMIT, sortParams, ZPageMeta } from './paging';

/**
 * The P2P desk's deposit side (issue 5 scope 4), under /api/admin/fiat (finance role, every change
 * audited): the requisites players are told to pay to, the queue of deposit (buy) orders, and the
 * desk's decisions on them. Amounts are decimal strings in major units of the method currency.
 */

/** A requisite: where players pay for one method (a staff-controlled card, phone or account). */
export const ZAdminRequisite = z
  .object({
    id: z.number().int(),
    methodId: z.string(),
    currency: z.string().describe('The method currency the limits are in'),
    card: z.string().nullable(),
    phone: z.string().nullable(),
    accountNumber: z.string().nullable(),
    bankName: z.string(),
    recipientName: z.string(),
    minAmount: ZAmountString.describe('Smallest order it takes'),
    maxAmount: ZAmountString.describe('Largest order it takes'),
    dailyLimit: ZAmountString.describe('Most it takes per UTC day over all its orders'),
    usedToday: ZAmountString.describe(
      'Orders given it since midnight UTC, except declined and timed-out ones',
    ),
    active: z.boolean(),
  })
  .describe('One P2P desk requisite');
export type AdminRequisite = z.infer<typeof ZAdminRequisite>;

export const ZAdminRequisitesQuery = z.object({
  methodId: z.string().min(1).max(64).optional().describe('Only requisites of this method'),
});
export const ZAdminRequisitesResponse = z.object({ items: z.array(ZAdminRequisite) });
export type AdminRequisitesResponse = z.infer<typeof ZAdminRequisitesResponse>;

export const ZAdminRequisiteParams = z.object({ id: ZSerialId });

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * A new requisite. At least one of card, phone or accountNumber; minAmount ≤ maxAmount ≤
 * dailyLimit (400 validation_error with fields otherwise).
 */
export const ZCreateRequisiteRequest = z
  .object({
    methodId: z.string().min(1).max(64),
    card: text(64).nullable().optional(),
    phone: text(32).nullable().optional(),
    accountNumber: text(64).nullable().optional(),
    bankName: text(100),
    recipientName: text(100),
    minAmount: z.string().max(24),
    maxAmount: z.string().max(24),
    dailyLimit: z.string().max(24),
    active: z.boolean().default(true),
  })
  .strict();
export type CreateRequisiteRequest = z.infer<typeof ZCreateRequisiteRequest>;

/** A change: any of the fields (the method stays). */
export const ZUpdateRequisiteRequest = ZCreateRequisiteRequest.omit({ methodId: true })
  .partial()
  .strict();
export type UpdateRequisiteRequest = z.infer<typeof ZUpdateRequisiteRequest>;

export const ADMIN_BUY_ORDERS_SORT = ['createdAt', 'amount', 'status'] as const;

/** `GET /api/admin/fiat/orders`: the desk's deposit queue, newest first. */
export const ZAdminBuyOrdersQuery = z.object({
  status: ZFiatOrderStatus.optional().describe('Only orders in this status'),
  side: z.literal('buy').default('buy').describe('Deposits (the sell desk has its own queue)'),
  methodId: z.string().min(1).max(64).optional(),
  ...sortParams(ADMIN_BUY_ORDERS_SORT, { sort: 'createdAt', order: 'desc' }),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_LIMIT),
});
export type AdminBuyOrdersQuery = z.infer<typeof ZAdminBuyOrdersQuery>;

export const ZAdminBuyOrderParams = z.object({
  id: ZTextId.describe('The order id (its history transaction id)'),
});

const ZMoney = z.object({ value: ZAmountString, currency: z.string() });

/** One deposit order as the desk sees it. */
export const ZAdminBuyOrder = z
  .object({
    id: z.string(),
    status: ZFiatOrderStatus,
    player: z.object({ globalId: z.string() }),
    method: z.object({
      id: z.string(),
      name: z.string(),
      label: z.string(),
      kind: ZFiatMethodKind,
      processor: z.enum(['desk', 'external']),
    }),
    amount: ZMoney.describe('What the player was asked to pay, method currency'),
    credited: ZMoney.nullable().describe('What the ledger credited, house currency'),
    amountChange: ZAmountString.nullable().describe(
      'A correction of the credited amount (credited − ordered), method currency',
    ),
    requisite: z
      .object({
        id: z.number().int(),
        card: z.string().nullable(),
        phone: z.string().nullable(),
        accountNumber: z.string().nullable(),
        bankName: z.string(),
        recipientName: z.string(),
      })
      .nullable(),
    externalId: z.string().nullable(),
    externalFields: ZFiatDetails.describe('The extra details the method asked the player for'),
    paidName: z.string().nullable().describe('The payer name given with the receipt'),
    receiptUrl: z
      .string()
      .nullable()
      .describe('GET it (staff) for the receipt file: /api/admin/files/{id}'),
    createdAt: z.string().describe('ISO-8601'),
    ageSeconds: z.number().int().describe('Seconds since the order was created'),
    expiresAt: z.string().nullable(),
    reviewedBy: z.number().int().nullable(),
    reviewedAt: z.string().nullable(),
    reason: z.string().nullable().describe('Why declined or refunded'),
  })
  .describe('One fiat deposit order as the P2P desk sees it');
export type AdminBuyOrder = z.infer<typeof ZAdminBuyOrder>;

export const ZAdminBuyOrdersResponse = z.object({
  data: z.array(ZAdminBuyOrder),
  meta: ZPageMeta,
});
export type AdminBuyOrdersResponse = z.infer<typeof ZAdminBuyOrdersResponse>;

/**
 * The desk received the money: credit the order (or `amount`, what actually arrived, method
 * currency) converted at the rate of the moment.
 */
export const ZDeskConfirmRequest = z
  .object({
    amount: z
      .string()
      .max(24)
      .optional()
      .describe('The amount that actually arrived, when it differs from the order'),
  })
  .strict();
export type DeskConfirmRequest = z.infer<typeof ZDeskConfirmRequest>;

/** Decline (not paid) or refund (the money was sent back): the reason is shown to the player. */
export const ZDeskReasonRequest = z.object({ reason: z.string().trim().min(3).max(200) }).strict();
export type DeskReasonRequest = z.infer<typeof ZDeskReasonRequest>;

/**
 * A player's fiat restrictions (cashier spec §8): `buyBanned` refuses fiat deposits
 * (wallet_buy_banned), `fiatBanned` every fiat order (wallet_fiat_banned).
 */
export const ZFiatPlayerFlags = z
  .object({
    buyBanned: z.boolean(),
    fiatBanned: z.boolean(),
    reason: z.string().trim().max(200).nullable().describe('Why, for the staff (not shown)'),
  })
  .describe('A player’s fiat restrictions');
export type FiatPlayerFlags = z.infer<typeof ZFiatPlayerFlags>;

export const ZFiatPlayerParams = z.object({
  globalId: ZTextId.describe('The player’s global id'),
});

/** `PUT /api/admin/fiat/players/{globalId}/flags`: the restrictions as they should be. */
export const ZSetFiatPlayerFlagsRequest = ZFiatPlayerFlags.strict();
export type SetFiatPlayerFlagsRequest = z.infer<typeof ZSetFiatPlayerFlagsRequest>;
