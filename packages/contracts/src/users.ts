import { z } from 'zod';
import { ZLocale } from './locales';

export const ZGender = z.enum(['male', 'female']);

/** The visitor identity an external support chat (Webim-style) receives: fields and their HMAC. */
export const ZWebimUser = z
  .object({
    fields: z.object({
      id: z.string().describe('The player’s globalId'),
      display_name: z
        .string()
        .describe('Display name (shell spec §3), else the email, else the globalId'),
      email: z.string().describe('Empty for an account without an e-mail address'),
    }),
    hash: z
      .string()
      .describe(
        'HMAC-SHA256 (hex) of the field values joined in key order, keyed by the chat secret',
      ),
  })
  .describe('Support-chat user');
export type WebimUser = z.infer<typeof ZWebimUser>;

/** The User entity of shell spec §3. */
export const ZUser = z
  .object({
    globalId: z.string().describe('Public id of the player'),
    email: z
      .string()
      .nullable()
      .describe('Null for an account opened in the messenger that has not added an address yet'),
    language: ZLocale,
    currency: z.string().describe('Display (primary) currency code'),
    websocketToken: z.string().describe('Short-lived token that only opens /ws'),
    isVip: z.boolean(),
    isNameChangeAvailable: z
      .boolean()
      .describe(
        'True while the player has set neither first nor last name: they may enter their name once (PATCH /api/v1/me/profile). After that the name is the one payouts and KYC documents are checked against, so a change goes through support. The header avatar shows a red dot while true.',
      ),
    isPushNotificationsActive: z.boolean(),
    webimUser: ZWebimUser.nullable().describe(
      'Identity handed to the external support chat when one is configured (SUPPORT_CHAT_SCRIPT_URL), signed with SUPPORT_CHAT_SECRET; null with the built-in chat',
    ),
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

/** A person's first or last name as players and staff may set it. */
export const ZPersonName = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[\p{L}][\p{L}\p{M} '’-]*$/u, 'Validation.invalid_name');

/**
 * The player's own profile fields (shell spec §3). First and last name are accepted only while
 * isNameChangeAvailable (409 profile_field_locked after); gender may change at any time; the date
 * of birth is set once (409 profile_field_locked when it is set already), the player aged 18 to 120.
 */
export const ZUpdateProfileRequest = z
  .object({
    firstName: ZPersonName.optional(),
    lastName: ZPersonName.optional(),
    gender: ZGender.optional(),
    dateOfBirth: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional()
      .describe('YYYY-MM-DD'),
  })
  .strict()
  .describe('Set profile fields (an empty body changes nothing)');
export type UpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export {
  dateOfBirthProblem,
  displayName,
  greetingName,
  isNameChangeAvailable,
  isProfileComplete,
} from './plain/users';
