import { z } from 'zod';
import { ZAmountString } from './money';
import { ZBroadcastChannel } from './realtime';
import { ZTransaction } from './wallet';

export const ZDevBroadcastRequest = z
  .object({
    channel: ZBroadcastChannel,
    data: z.unknown().describe('Any JSON value; subscribers get {channel, data}'),
  })
  .strict()
  .describe('Simulator: publish a message on a broadcast channel');
export type DevBroadcastRequest = z.infer<typeof ZDevBroadcastRequest>;

export const ZDevCreditRequest = z
  .object({
    email: z.string().trim().max(254).pipe(z.email()).describe('The player to fund'),
    amount: z
      .string()
      .regex(/^(0|[1-9]\d*)(\.\d+)?$/)
      .describe('Positive decimal in major units of `currency`, e.g. "100.00"'),
    currency: z
      .string()
      .regex(/^[A-Z0-9]{2,10}$/)
      .describe('Any active currency; converted to the house currency at the current rate'),
  })
  .strict()
  .describe('Simulator: fund a player exactly as a completed deposit would');
export type DevCreditRequest = z.infer<typeof ZDevCreditRequest>;

export const ZDevCreditResponse = z
  .object({
    transaction: ZTransaction.describe('The completed deposit in the cashier history'),
    transferId: z.string().describe('The ledger transfer that moved the money'),
    balanceAfter: z
      .object({ value: ZAmountString, currency: z.string() })
      .describe('The player’s real-money balance right after the credit, in the house currency'),
  })
  .describe('A replay with the same Idempotency-Key returns this same body');
export type DevCreditResponse = z.infer<typeof ZDevCreditResponse>;
