import { z } from 'zod';
import { ZSessionResponse } from './auth';
import { patchOf } from './patch';
import { BOT_TYPES, DEFAULT_BOT_TYPE, type BotType } from './plain/messenger';

export { BOT_TYPES, DEFAULT_BOT_TYPE, type BotType };

/* ------------------------------------------------------------------------------------------------
 * Messenger (Telegram) bots and the mini-app sign-in (shell spec §4 "Messenger mini-app mode",
 * §5 "Bot type is normal or vip; default normal", §7 "Messenger web-app auth (version 2)").
 * ---------------------------------------------------------------------------------------------- */

/** Bot type: normal or vip (spec §5); anything else on entry shows the invalid-bot page. */
export const ZBotType = z.enum(BOT_TYPES);

/** The bot's numeric id: the part of its token before the colon. */
export const ZBotId = z
  .string()
  .regex(/^[1-9]\d{0,19}$/, 'the bot’s numeric id')
  .describe('Bot id (digits), the part of the bot token before ":"');

/** A bot token as the messenger issues it: `<bot id>:<secret>`. */
export const ZBotToken = z
  .string()
  .regex(/^[1-9]\d{0,19}:[A-Za-z0-9_-]{30,100}$/, 'a bot token like 123456:ABC…')
  .describe('Bot token; stored sealed and never returned');

/** A bot as staff see it: the token is never returned, only whether one is stored. */
export const ZAdminBot = z.object({
  id: ZBotId,
  type: ZBotType,
  username: z.string(),
  miniAppUrl: z.string(),
  active: z.boolean(),
  tokenSet: z.boolean().describe('A token is stored (it is never returned)'),
  createdAt: z.string().describe('ISO-8601'),
  updatedAt: z.string().describe('ISO-8601'),
});
export type AdminBot = z.infer<typeof ZAdminBot>;

export const ZAdminBotsResponse = z.object({ items: z.array(ZAdminBot) });
export type AdminBotsResponse = z.infer<typeof ZAdminBotsResponse>;

const ZBotUsername = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'a bot username of 4–32 letters, digits or _')
  .describe('Bot username without "@"');
const ZMiniAppUrl = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .describe('The mini-app URL the bot opens');

/** `POST /api/admin/messenger/bots`: the token's id part must equal `id`. */
export const ZBotInput = z
  .object({
    id: ZBotId,
    type: ZBotType.default(DEFAULT_BOT_TYPE),
    username: ZBotUsername,
    miniAppUrl: ZMiniAppUrl,
    token: ZBotToken,
    active: z.boolean().default(true),
  })
  .strict()
  .refine((bot) => bot.token.split(':')[0] === bot.id, {
    path: ['token'],
    message: 'the token belongs to another bot',
  })
  .describe('Register a messenger bot');
export type BotInput = z.infer<typeof ZBotInput>;

/** `PATCH /api/admin/messenger/bots/{id}`: a new token replaces the stored one. */
export const ZBotPatch = patchOf(
  z.object({
    type: ZBotType,
    username: ZBotUsername,
    miniAppUrl: ZMiniAppUrl,
    token: ZBotToken,
    active: z.boolean(),
  }),
).describe('Change a bot; a new token replaces the stored one');
export type BotPatch = z.infer<typeof ZBotPatch>;

export const ZBotIdParams = z.object({ id: ZBotId }).strict();

/** Init data as the messenger hands it to the mini-app (a query string). */
const ZInitData = z.string().min(1).max(8192).describe('Telegram.WebApp.initData, unchanged');

/** `POST /api/v1/auth/web-app/v2` (spec §7: "Messenger web-app auth (version 2)"). */
export const ZWebAppSignInRequest = z
  .object({
    botId: ZBotId,
    payload: ZInitData,
    promo: z
      .string()
      .max(64)
      .nullish()
      .describe('The start parameter of the init data; applied as a promo code when it is one'),
  })
  .strict()
  .describe('Sign in with the messenger’s init data');
export type WebAppSignInRequest = z.infer<typeof ZWebAppSignInRequest>;

export const ZWebAppSignInResponse = ZSessionResponse.extend({
  created: z.boolean().describe('A new player account was opened for this messenger user'),
  promoApplied: z.boolean().describe('The promo was redeemed for the player'),
});
export type WebAppSignInResponse = z.infer<typeof ZWebAppSignInResponse>;

/** `POST /api/v1/auth/web-app/link`: a signed-in web player links their messenger account. */
export const ZWebAppLinkRequest = z
  .object({
    botId: ZBotId,
    payload: ZInitData,
    confirm: z.literal(true).describe('The player confirmed linking the two accounts'),
  })
  .strict()
  .describe('Link the messenger account of the init data to the signed-in player');
export type WebAppLinkRequest = z.infer<typeof ZWebAppLinkRequest>;

export const ZWebAppLinkResponse = z.object({
  linked: z.literal(true),
  telegramUserId: z.string(),
});
export type WebAppLinkResponse = z.infer<typeof ZWebAppLinkResponse>;

/** `reason` of the link's 409 `conflict`: which of the two accounts is linked elsewhere. */
export const ZWebAppLinkConflictReason = z
  .enum(['messenger_linked_elsewhere', 'player_linked_elsewhere'])
  .describe(
    'messenger_linked_elsewhere: the messenger account belongs to another player; player_linked_elsewhere: this player has another messenger account',
  );
export type WebAppLinkConflictReason = z.infer<typeof ZWebAppLinkConflictReason>;

/** `GET /api/dev/messenger/init-data` (simulators only): init data signed for the development bot. */
export const ZDevInitDataQuery = z
  .object({
    userId: z.coerce.number().int().min(1).max(9_007_199_254_740_991).default(424242),
    firstName: z.string().min(1).max(64).default('Dev'),
    lastName: z.string().max(64).optional(),
    username: z.string().max(32).optional(),
    languageCode: z.string().max(8).default('en'),
    startParam: z.string().max(64).optional(),
    botType: z.string().max(16).default('normal'),
    /** The messenger client to play: safe-area insets are ignored on macos (shell spec §4). */
    platform: z.enum(['ios', 'android', 'macos', 'tdesktop', 'weba']).default('ios'),
    /** The messenger version to claim: full screen and insets start at 8 (spec §9). */
    version: z
      .string()
      .regex(/^\d{1,2}\.\d{1,2}$/)
      .default('8.0'),
  })
  .strict();
export type DevInitDataQuery = z.infer<typeof ZDevInitDataQuery>;

export const ZDevInitDataResponse = z.object({
  botId: ZBotId,
  initData: z.string(),
  launchUrl: z
    .string()
    .describe('The app as the messenger opens it: bot query and tgWebAppData hash'),
});
export type DevInitDataResponse = z.infer<typeof ZDevInitDataResponse>;
