import { z } from 'zod';
import { ZTextId } from './params';
import { ZFiatDetails, ZFiatMethodKind } from './fiat';
import { ZAmountString } from './money';
import { DEFAULT_PAGE_LIMIT, ZPageMeta } from './paging';

/**
 * A fiat withdrawal's ("sell" order's) desk status: pending (held; the player may still cancel
 * within the operator's window, the desk may pay or decline) → processing (an external method's
 * payout was handed to the P2P processor; not cancellable) → completed (paid; the hold settled); or
 * declined (by the desk, or the processor's payout failed) / cancelled (by the player), both with
 * the hold returned to the player.
 */
export const FIAT_SELL_STATUSES = [
  'pending',
  'processing',
  'completed',
  'declined',
  'cancelled',
] as const;
export const ZFiatSellStatus = z.enum(FIAT_SELL_STATUSES);
export type FiatSellStatus = z.infer<typeof ZFiatSellStatus>;

/** `GET /api/admin/fiat/sells`: the desk's payout queue, oldest first. */
export const ZAdminFiatSellsQuery = z
  .object({
    status: ZFiatSellStatus.optional().describe('Only sells in this status'),
    methodId: z.string().min(1).max(64).optional().describe('Only sells of this method'),
    player: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe('Only sells of this player (global id or exact email)'),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_LIMIT),
  })
  .describe('Fiat withdrawals to pay out or decline');
export type AdminFiatSellsQuery = z.infer<typeof ZAdminFiatSellsQuery>;

export const ZAdminFiatSellParams = z.object({
  id: ZTextId.describe('The sell order id (its history transaction id)'),
});

const ZMoney = z.object({ value: ZAmountString, currency: z.string() });

export const ZAdminFiatSell = z
  .object({
    id: z.string(),
    status: ZFiatSellStatus,
    player: z.object({ globalId: z.string(), email: z.string() }),
    method: z.object({
      id: z.string(),
      name: z.string(),
      label: z.string(),
      kind: ZFiatMethodKind,
      processor: z.enum(['desk', 'external']),
    }),
    subbankId: z.string().nullable(),
    amount: ZMoney.describe('What the player asked to withdraw, method currency'),
    fee: ZMoney.describe('The tiered fee of the method, method currency'),
    net: ZMoney.describe('amount − fee: what the desk sends to the player, method currency'),
    hold: ZMoney.describe(
      'amount + fee held from the player, house currency at the rate of the moment',
    ),
    details: ZFiatDetails.describe(
      'Where to pay: the payout details exactly as the player gave them',
    ),
    destination: z
      .string()
      .describe('The masked summary the player sees, e.g. "Card RUB •••• 1234"'),
    createdAt: z.string().describe('ISO-8601'),
    ageSeconds: z.number().int().describe('Seconds since the player asked'),
    cancellableUntil: z
      .string()
      .nullable()
      .describe('ISO-8601 until which the player may still cancel; null when no longer'),
    reviewedBy: z.number().int().nullable().describe('Staff id of who paid or declined it'),
    reviewedAt: z.string().nullable().describe('ISO-8601 of the decision'),
    reference: z
      .string()
      .nullable()
      .describe('The desk’s payment reference, or the processor’s payout id'),
    declineReason: z.string().nullable(),
  })
  .describe('One fiat withdrawal as the P2P desk sees it');
export type AdminFiatSell = z.infer<typeof ZAdminFiatSell>;

export const ZAdminFiatSellsResponse = z.object({
  data: z.array(ZAdminFiatSell),
  meta: ZPageMeta,
});
export type AdminFiatSellsResponse = z.infer<typeof ZAdminFiatSellsResponse>;

export const ZAdminFiatSellCompleteRequest = z
  .object({
    reference: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe(
        'The bank transfer reference of the payout the desk made (kept, shown as externalId)',
      ),
  })
  .strict()
  .describe('The desk paid the player: the hold is settled and the sell completed');
export type AdminFiatSellCompleteRequest = z.infer<typeof ZAdminFiatSellCompleteRequest>;

export const ZAdminFiatSellDeclineRequest = z
  .object({
    reason: z
      .string()
      .trim()
      .min(3)
      .max(200)
      .describe('Shown to the player on the declined history item; kept in the audit log'),
  })
  .strict()
  .describe('Decline a pending sell: the hold goes back to the player');
export type AdminFiatSellDeclineRequest = z.infer<typeof ZAdminFiatSellDeclineRequest>;
