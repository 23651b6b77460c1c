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

/**
 * How a withdrawal is paid: `chain`, a crypto payout to an address through the chain gateway,
 * `xrocket`, a transfer to the player's xRocket wallet (their linked messenger account), or
 * `cryptobot`, a Crypto Pay transfer to the player's Crypto Pay wallet (the same account).
 */
export const WITHDRAWAL_CHANNELS = ['chain', 'xrocket', 'cryptobot'] as const;
export const ZWithdrawalChannel = z.enum(WITHDRAWAL_CHANNELS);
export type WithdrawalChannel = z.infer<typeof ZWithdrawalChannel>;

/** `GET /api/admin/withdrawals`: the review queue, oldest first (pending first to act on). */
export const ZAdminWithdrawalsQuery = z
  .object({
    status: ZCryptoWithdrawalStatus.optional().describe('Only withdrawals in this status'),
    ...sortParams(ADMIN_WITHDRAWALS_SORT, { sort: 'createdAt', order: 'asc' }),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_LIMIT),
  })
  .describe('Withdrawals to review (chain and xRocket)');
export type AdminWithdrawalsQuery = z.infer<typeof ZAdminWithdrawalsQuery>;

export const ZAdminWithdrawalParams = z.object({
  id: ZTextId.describe('The withdrawal id (its history transaction id)'),
});

export const ZAdminWithdrawal = z
  .object({
    id: z.string(),
    status: ZCryptoWithdrawalStatus,
    player: z.object({ globalId: z.string(), email: z.string() }),
    channel: ZWithdrawalChannel.describe(
      'chain: paid to `address` on `network`; xrocket / cryptobot: paid to the xRocket / Crypto Pay wallet of the messenger user `address`',
    ),
    method: ZCryptoMethodCode,
    network: ZCryptoNetwork.nullable().describe('The chain; null for xRocket'),
    address: z.string().describe('The chain address, or for xRocket the messenger user id'),
    memo: z.string().nullable(),
    amount: z
      .object({ value: ZAmountString, currency: z.string() })
      .describe('What the player receives, method currency'),
    fee: z
      .object({ value: ZAmountString, currency: z.string() })
      .describe('Network fee (0 for xRocket)'),
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
    payoutId: z
      .string()
      .nullable()
      .describe('The gateway’s payout reference (xRocket: its transfer id) once sent'),
    txHash: z.string().nullable().describe('The chain transaction once paid'),
    payoutRetrying: z
      .boolean()
      .describe(
        'Approved, but the gateway has not taken the payout yet (it was down or its answer was lost): the worker sends it again, never paying twice',
      ),
    declineReason: z.string().nullable(),
  })
  .describe('One withdrawal (chain or xRocket) as the back office sees it');
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
