import { z } from 'zod';

/**
 * `GET /api/v1/settings` (shell spec §7 "settings path"; its response is not shown by the spec, so
 * this is ours): the feature switches and public configuration the player app needs. Signed-in
 * players only; the app caches it for 24 h and never refetches it, so nothing per-moment (a
 * balance, a refusal time) belongs here.
 */
export const ZClientSettings = z
  .object({
    push: z.object({
      enabled: z
        .boolean()
        .describe('Web push is on (operator switch push.enabled, and the server has VAPID keys)'),
      vapidPublicKey: z
        .string()
        .nullable()
        .describe('applicationServerKey for PushManager.subscribe (base64url); null when off'),
    }),
    supportChat: z.object({
      scriptUrl: z
        .string()
        .nullable()
        .describe(
          'External chat script, `{locale}` to be replaced (en, hi, kk, uk as themselves, else the language code); null = the built-in chat',
        ),
    }),
    wheel: z.object({ enabled: z.boolean().describe('The daily wheel of luck is offered') }),
    messenger: z.object({
      botUsername: z
        .string()
        .nullable()
        .describe('The messenger bot (mini-app) username, for "open in the messenger" links'),
    }),
  })
  .describe('Feature switches and public configuration of the player app');
export type ClientSettings = z.infer<typeof ZClientSettings>;
