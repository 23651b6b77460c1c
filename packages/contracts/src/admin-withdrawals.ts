import { z } from 'zod';
import { ZTextId } from './params';
import { ZCryptoMethodCode, ZCryptoNetwork } from './cashier-crypto';
import { ZAmountString } from './money';
import { DEFAULT_PAGE_LIMIT, sortParams, ZPageMeta } from './paging';

/**
 * A crypto withdrawal's review status: pending (held, waiting for review or automatic approval) →
 * processing (approved; the payout sent, or sent again until the gateway takes it) → completed (paid on the chain); or declined (rejected, or the
 * payout failed) / cancelled (by the player), both with the hold returned.
 */
export const CRYPTO_WITHDRAWAL_STATUSES = [
  'pending',
  'processing',
  'completed',
  'declined',
  'cancelled',
] as const;
export const ZCryptoWithdrawalStatus = z.enum(CRYPTO_WITHDRAWAL_STATUSES);
export type CryptoWithdrawalStatus = z.infer<typeof ZCryptoWithdrawalStatus>;

export const ADMIN_WITHDRAWALS_SORT = ['createdAt', 'amount', 'status', 'currency'] as const;

/** `GET /api/admin/withdrawals`: the review queue, oldest first (pending first to act on). */
export const ZAdminWithdrawalsQuery = z
  .object({
    status: ZCryptoWithdrawalStatus.optional().describe('Only withdrawals in this status'),
    ...sortParams(ADMIN_WITHDRAWALS_SORT, { sort: 'createdAt', order: 'asc' }),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_LIMIT),
  })
  .describe('Crypto withdrawals to review');
export type AdminWithdrawalsQuery = z.infer<typeof ZAdminWithdrawalsQuery>;

export const ZAdminWithdrawalParams = z.object({
  id: ZTextId.describe('The withdrawal id (its history transaction id)'),
});

export const ZAdminWithdrawal = z
  .object({
    id: z.string(),
    status: ZCryptoWithdrawalStatus,
    player: z.object({ globalId: z.string(), email: z.string() }),
    method: ZCryptoMethodCode,
    network: ZCryptoNetwork,
    address: z.string(),
    memo: z.string().nullable(),
    amount: z
      .object({ value: ZAmountString, currency: z.string() })
      .describe('What the player receives, method currency'),
    fee: z.object({ value: ZAmountString, currency: z.string() }).describe('Network fee'),
    hold: z
      .object({ value: ZAmountString, currency: z.string() })
      .describe('amount + fee held from the player, house currency'),
    createdAt: z.string().describe('ISO-8601'),
    reviewedBy: z
      .number()
      .int()
      .nullable()
      .describe('Staff id of the reviewer; null when pending or approved automatically'),
    reviewedAt: z.string().nullable().describe('ISO-8601 of the approval or rejection'),
    payoutId: z.string().nullable().describe('The gateway’s payout reference once sent'),
    txHash: z.string().nullable().describe('The chain transaction once paid'),
    payoutRetrying: z
      .boolean()
      .describe(
        'Approved, but the gateway has not taken the payout yet (it was down or its answer was lost): the worker sends it again, never paying twice',
      ),
    declineReason: z.string().nullable(),
  })
  .describe('One crypto withdrawal as the back office sees it');
export type AdminWithdrawal = z.infer<typeof ZAdminWithdrawal>;

export const ZAdminWithdrawalsResponse = z.object({
  data: z.array(ZAdminWithdrawal),
  meta: ZPageMeta,
});
export type AdminWithdrawalsResponse = z.infer<typeof ZAdminWithdrawalsResponse>;

export const ZAdminWithdrawalRejectRequest = z
  .object({
    reason: z
      .string()
      .trim()
      .min(3)
      .max(200)
      .describe('Shown to the player on the declined history item; kept in the audit log'),
  })
  .strict()
  .describe('Reject a pending withdrawal: the hold goes back to the player');
export type AdminWithdrawalRejectRequest = z.infer<typeof ZAdminWithdrawalRejectRequest>;
