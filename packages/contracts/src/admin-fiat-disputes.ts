import { z } from 'zod';
import { ZSerialId } from './params';
import { DISPUTE_ACCEPT_OPTIONS, ZFiatOrderStatus } from './fiat';
import { ZAmountString } from './money';
import { DEFAULT_PAGE_LIMIT, ZPageMeta } from './paging';

/**
 * Disputes on fiat deposit (buy) orders as the back office sees them (issue 5 scope 5). A player
 * opens one on a buy in timeouted, pending, declined or wait_for_confirmation (the order turns
 * `disputed`); finance staff resolve it once: accepted (the player is credited the ordered or a
 * corrected amount at the rate of the moment; the order `completed`, its additonalAmountChange
 * the correction) or rejected (the order `declined` with the reason). The player's history shows
 * the outcome and the reason.
 */
export const FIAT_DISPUTE_STATUSES = ['open', 'accepted', 'rejected'] as const;
export const ZFiatDisputeStatus = z.enum(FIAT_DISPUTE_STATUSES);
export type FiatDisputeStatus = z.infer<typeof ZFiatDisputeStatus>;

/** `GET /api/admin/fiat/disputes`: oldest first, so the queue reads in the order to act on. */
export const ZAdminFiatDisputesQuery = z
  .object({
    status: ZFiatDisputeStatus.optional().describe('Only disputes in this status'),
    orderId: z.string().min(1).max(64).optional().describe('Only disputes of this order'),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_LIMIT),
  })
  .describe('Fiat deposit disputes');
export type AdminFiatDisputesQuery = z.infer<typeof ZAdminFiatDisputesQuery>;

export const ZAdminFiatDisputeParams = z.object({
  id: ZSerialId.describe('The dispute id'),
});

const ZMoney = z.object({ value: ZAmountString, currency: z.string() });

/** A stored file as staff reach it: `url` is `GET /api/admin/files/{id}` (finance, support). */
export const ZAdminFileLink = z.object({
  id: z.string(),
  url: z.string(),
});

export const ZAdminFiatDispute = z
  .object({
    id: z.number().int(),
    status: ZFiatDisputeStatus,
    player: z.object({ globalId: z.string(), email: z.string() }),
    acceptOption: z
      .enum(DISPUTE_ACCEPT_OPTIONS)
      .describe('What the player asks for: CHANGE_INVOICE (credit what was paid) or REPAY'),
    claimedAmount: ZMoney.nullable().describe(
      'The amount the player says was paid (method currency); null: as ordered',
    ),
    comment: z.string(),
    problem: z.string(),
    image: ZAdminFileLink.describe('The picture the player attached'),
    previousStatus: ZFiatOrderStatus.describe('The order status when the dispute was opened'),
    order: z.object({
      id: z.string(),
      status: ZFiatOrderStatus,
      methodId: z.string(),
      amount: ZMoney.describe('Ordered, method currency'),
      amountChange: ZAmountString.nullable().describe(
        'additonalAmountChange: credited minus ordered, method currency',
      ),
      credited: ZMoney.nullable().describe('House-currency amount credited, once completed'),
      paidName: z.string().nullable().describe('The payer name sent with the receipt'),
      receipt: ZAdminFileLink.nullable(),
      declineReason: z.string().nullable(),
      createdAt: z.string().describe('ISO-8601'),
    }),
    processorEvents: z
      .array(
        z.object({
          eventId: z.string(),
          status: z.string(),
          amount: z.string().nullable(),
          currency: z.string().nullable(),
          receivedAt: z.string().describe('ISO-8601'),
        }),
      )
      .describe(
        'The P2P processor’s callbacks about the order, oldest first (an external method’s): e.g. a success that arrived after the dispute was opened, which changes nothing by itself',
      ),
    resolution: z.string().nullable().describe('The staff reason of the outcome'),
    resolvedAmount: ZMoney.nullable().describe('Credited on acceptance, method currency'),
    resolvedBy: z.number().int().nullable().describe('Staff id'),
    resolvedAt: z.string().nullable().describe('ISO-8601'),
    createdAt: z.string().describe('ISO-8601'),
  })
  .describe('A dispute on a fiat deposit with its order');
export type AdminFiatDispute = z.infer<typeof ZAdminFiatDispute>;

export const ZAdminFiatDisputesResponse = z.object({
  data: z.array(ZAdminFiatDispute),
  meta: ZPageMeta,
});
export type AdminFiatDisputesResponse = z.infer<typeof ZAdminFiatDisputesResponse>;

const ZReason = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .describe('Why: shown to the player in the history and kept in the audit log');

/**
 * `POST /api/admin/fiat/disputes/{id}/accept`. `amount` (major units of the method currency, at
 * most its decimals) corrects what is credited; absent → the ordered amount.
 */
export const ZAdminFiatDisputeAcceptRequest = z
  .object({
    amount: z.string().max(40).optional(),
    reason: ZReason,
  })
  .strict();
export type AdminFiatDisputeAcceptRequest = z.infer<typeof ZAdminFiatDisputeAcceptRequest>;

/** `POST /api/admin/fiat/disputes/{id}/reject`. */
export const ZAdminFiatDisputeRejectRequest = z.object({ reason: ZReason }).strict();
export type AdminFiatDisputeRejectRequest = z.infer<typeof ZAdminFiatDisputeRejectRequest>;
