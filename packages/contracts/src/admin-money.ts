import { z } from 'zod';
import { ZAmountString } from './money';
import { DEFAULT_PAGE_LIMIT, ZPageMeta } from './paging';

/** A player's ledger accounts as the back office sees them, in the house currency (major units). */
export const ZAdminBalance = z
  .object({
    globalId: z.string(),
    currency: z.string().describe('The house currency every amount below is in'),
    main: ZAmountString.describe('Real, withdrawable money (account player_main)'),
    bonus: ZAmountString.describe('Bonus money (account player_bonus)'),
    pendingWithdrawal: ZAmountString.describe('Held for requested withdrawals'),
    total: ZAmountString.describe('main + bonus, as the player sees it'),
  })
  .describe('A player’s balances');
export type AdminBalance = z.infer<typeof ZAdminBalance>;

export const ZAdminTransfersQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_LIMIT),
});
export type AdminTransfersQuery = z.infer<typeof ZAdminTransfersQuery>;

export const ZAdminTransfer = z
  .object({
    id: z.string().describe('Ledger transfer id'),
    kind: z.string().describe('deposit, bet, win, adjustment, hold, …'),
    createdAt: z.string().describe('ISO-8601'),
    metadata: z.record(z.string(), z.unknown()),
    rate: z
      .record(z.string(), z.string())
      .nullable()
      .describe('The exchange rate applied, when the transfer converted'),
    legs: z
      .array(
        z.object({
          account: z.string().describe('player_main, player_bonus or pending_withdrawal'),
          currency: z.string(),
          amount: ZAmountString.describe('Signed: positive credits the player'),
          balanceAfter: ZAmountString,
        }),
      )
      .describe('The player’s own legs only'),
  })
  .describe('One money movement of the player, newest first');
export type AdminTransfer = z.infer<typeof ZAdminTransfer>;

export const ZAdminTransfersResponse = z.object({
  data: z.array(ZAdminTransfer),
  meta: ZPageMeta,
});
export type AdminTransfersResponse = z.infer<typeof ZAdminTransfersResponse>;

export const ZAdminAdjustmentRequest = z
  .object({
    amount: z
      .string()
      .regex(/^-?(0|[1-9]\d*)(\.\d+)?$/)
      .describe('Signed decimal in major units of `currency`: positive credits, negative debits'),
    currency: z
      .string()
      .regex(/^[A-Z0-9]{2,10}$/)
      .describe('Converted to the house currency at the current rate, which is recorded'),
    reason: z.string().trim().min(3).max(500).describe('Why; kept in the audit log'),
  })
  .strict()
  .describe('Credit or debit a player’s real-money balance');
export type AdminAdjustmentRequest = z.infer<typeof ZAdminAdjustmentRequest>;

export const ZAdminAdjustmentResponse = z
  .object({
    transferId: z.string(),
    amount: z
      .object({ value: ZAmountString, currency: z.string() })
      .describe('The signed amount that moved, in the house currency'),
    rate: z.record(z.string(), z.string()).nullable().describe('Set when the amount was converted'),
    before: z.object({ main: ZAmountString }).describe('player_main before, house currency'),
    after: z.object({ main: ZAmountString }).describe('player_main after, house currency'),
  })
  .describe('A replay with the same Idempotency-Key returns this same body');
export type AdminAdjustmentResponse = z.infer<typeof ZAdminAdjustmentResponse>;
