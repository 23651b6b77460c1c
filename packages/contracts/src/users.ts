import { z } from 'zod';
import { ZLocale } from './locales';

export const ZGender = z.enum(['male', 'female']);

/** The User entity of shell spec §3. */
export const ZUser = z
  .object({
    globalId: z.string().describe('Public id of the player'),
    email: z.string(),
    language: ZLocale,
    currency: z.string().describe('Display (primary) currency code'),
    websocketToken: z.string().describe('Short-lived token that only opens /ws'),
    isVip: z.boolean(),
    isNameChangeAvailable: z.boolean(),
    isPushNotificationsActive: z.boolean(),
    webimUser: z.null().describe('Support-chat identity; none until a chat provider is configured'),
    hasDeposits: z.boolean(),
    depositCount: z
      .number()
      .int()
      .min(0)
      .describe('Completed deposits and buys (cashier spec §3: a deposit count is also kept)'),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    gender: ZGender.nullable(),
    dateOfBirth: z.string().nullable().describe('YYYY-MM-DD'),
    vipManager: z.object({ telegramUsername: z.string().nullable() }),
  })
  .describe('The signed-in player');
export type User = z.infer<typeof ZUser>;

export const ZUpdateMeRequest = z
  .object({ language: ZLocale })
  .strict()
  .describe('Change the player’s language');
export type UpdateMeRequest = z.infer<typeof ZUpdateMeRequest>;

export { displayName } from './plain/users';
