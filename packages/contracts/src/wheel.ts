import { z } from 'zod';
import { ZWagerMultiplier } from './bonuses';
import { ZAmountString } from './money';
import { ZBalance, ZBalanceAmount } from './wallet';

/** Shell spec §9: the wheel shows 15 segments and lists up to 15 prizes. */
export const WHEEL_SEGMENTS = 15;
export const WHEEL_MAX_PRIZES = 15;
/** Shell spec §4/§9: the winning index is random from 0 to 13 (segment 14 is shown, never won). */
export const WHEEL_WINNING_SLOTS = 14;

/** Where a prize is paid: `main` (real money) or `bonus` (a bonus with wagering). */
export const ZWheelBalanceType = z.enum(['main', 'bonus']);
export type WheelBalanceType = z.infer<typeof ZWheelBalanceType>;

/** One prize as the player sees it: amount in USD (the house currency) and in the display currency. */
export const ZWheelPrize = z
  .object({
    index: z.number().int().min(0).describe('Segment index, from 0'),
    amount: ZBalanceAmount.describe(
      '"0" = no prize; value in USD, primaryValue in the display currency',
    ),
    balanceType: ZWheelBalanceType,
    promo: z.string().nullable().describe('Promo code shown with the prize, if any'),
  })
  .describe('A wheel prize');
export type WheelPrize = z.infer<typeof ZWheelPrize>;

/** Shell spec §3 "Wheel" state. */
export const ZWheelState = z
  .object({
    isSpinned: z.boolean().describe('The player has spun today (UTC day)'),
    isZeroDeposits: z
      .boolean()
      .describe('The player has no deposit and the operator does not let such players spin'),
    nextSpinDate: z.string().describe('ISO-8601: the next UTC midnight when spun today, else now'),
  })
  .describe('Whether the player may spin now');
export type WheelState = z.infer<typeof ZWheelState>;

/** GET /api/v1/wheel: guests get the prizes (teaser) and `state: null`. */
export const ZWheelResponse = z
  .object({
    prizes: z.array(ZWheelPrize).max(WHEEL_MAX_PRIZES),
    state: ZWheelState.nullable(),
    serverSeedHash: z
      .string()
      .nullable()
      .describe('SHA-256 of the server seed the next spin will use (null for guests)'),
  })
  .describe('The wheel of luck');
export type WheelResponse = z.infer<typeof ZWheelResponse>;

export const ZWheelSpinRequest = z
  .object({
    clientSeed: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[\x20-\x7e]+$/)
      .describe(
        'The player’s own seed, chosen by the browser (1–64 printable ASCII): with the server seed committed before the spin, neither side alone decides the segment',
      ),
  })
  .strict()
  .describe('Spin the wheel (Idempotency-Key header required)');
export type WheelSpinRequest = z.infer<typeof ZWheelSpinRequest>;

/** What lets the player recompute the spin: index = floor(uint32 × 14 / 2^32) of float 0. */
export const ZWheelFairness = z.object({
  serverSeed: z.string().describe('Revealed after the spin'),
  serverSeedHash: z.string().describe('The commitment shown before the spin'),
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
});

/** POST /api/v1/wheel/spin. */
export const ZWheelSpinResponse = z
  .object({
    id: z.string(),
    index: z
      .number()
      .int()
      .min(0)
      .max(WHEEL_WINNING_SLOTS - 1)
      .describe('Winning segment'),
    amount: ZBalanceAmount.describe('"0" = no prize'),
    promo: z.string().nullable(),
    balanceType: ZWheelBalanceType,
    state: ZWheelState,
    fairness: ZWheelFairness,
    balance: ZBalance.describe('The balance right after the prize'),
  })
  .describe('The spin’s result');
export type WheelSpinResponse = z.infer<typeof ZWheelSpinResponse>;

/** A prize as staff configure it. */
export const ZAdminWheelPrize = z
  .object({
    amount: ZAmountString.regex(/^(0|[1-9]\d{0,8})(\.\d{1,2})?$/, 'a non-negative amount').describe(
      'USD (house currency), major units; "0" = no prize',
    ),
    balanceType: ZWheelBalanceType,
    wagerMultiplier: ZWagerMultiplier.describe('Wagering of a bonus prize; ignored for main'),
    promo: z.string().trim().max(40).nullable(),
  })
  .strict();
export type AdminWheelPrize = z.infer<typeof ZAdminWheelPrize>;

export const ZAdminWheelSettings = z
  .object({
    zeroDepositsMaySpin: z
      .boolean()
      .describe('Players without a deposit may spin (off: the modal asks for a first deposit)'),
  })
  .strict();
export type AdminWheelSettings = z.infer<typeof ZAdminWheelSettings>;

/** GET /api/admin/wheel. */
export const ZAdminWheel = z
  .object({
    prizes: z.array(ZAdminWheelPrize).max(WHEEL_MAX_PRIZES),
    settings: ZAdminWheelSettings,
    spinsToday: z.number().int().min(0),
  })
  .describe('The wheel as staff configure it');
export type AdminWheel = z.infer<typeof ZAdminWheel>;

/** PUT /api/admin/wheel/prizes: replaces the whole list (segment order = list order). */
export const ZAdminWheelPrizesRequest = z
  .object({ prizes: z.array(ZAdminWheelPrize).min(1).max(WHEEL_MAX_PRIZES) })
  .strict();
export type AdminWheelPrizesRequest = z.infer<typeof ZAdminWheelPrizesRequest>;
