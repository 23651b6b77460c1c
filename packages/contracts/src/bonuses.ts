import { z } from 'zod';
import { ZAmountString } from './money';

/** A bonus's wagering multiplier: up to 4 decimals, e.g. "35" or "2.5"; "0" = no wagering. */
export const ZWagerMultiplier = z
  .string()
  .regex(/^(0|[1-9]\d{0,3})(\.\d{1,4})?$/, 'a non-negative decimal with at most 4 decimals')
  .describe('Wagering multiplier, e.g. "35"');

/** `POST /api/admin/users/{id}/bonuses` (Idempotency-Key required). */
export const ZGrantBonusRequest = z
  .object({
    title: z.string().trim().min(1).max(100),
    amount: ZAmountString.describe('House currency, major units, e.g. "25.00"'),
    wagerMultiplier: ZWagerMultiplier,
  })
  .strict()
  .describe('Grant a bonus: the amount goes to the player’s bonus balance');
export type GrantBonusRequest = z.infer<typeof ZGrantBonusRequest>;

export const ZBonusStatus = z.enum(['active', 'wagered', 'forfeited', 'expired']);
export type BonusStatus = z.infer<typeof ZBonusStatus>;

/** A player's bonus as the back office sees it; amounts in the house currency, major units. */
export const ZAdminUserBonus = z.object({
  id: z.string(),
  title: z.string(),
  status: ZBonusStatus,
  amount: ZAmountString,
  currency: z.string(),
  wager: z.object({ current: ZAmountString, total: ZAmountString }),
  createdAt: z.string().describe('ISO-8601'),
  endedAt: z.string().nullable().describe('ISO-8601; when it was wagered, forfeited or expired'),
});
export type AdminUserBonus = z.infer<typeof ZAdminUserBonus>;

export const ZAdminUserBonusesResponse = z.object({ items: z.array(ZAdminUserBonus) });
export type AdminUserBonusesResponse = z.infer<typeof ZAdminUserBonusesResponse>;
