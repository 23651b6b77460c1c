import { z } from 'zod';

/**
 * `GET /api/v1/settings` (shell spec §7 "settings path"; its response is not shown by the spec, so
 * this is ours): the feature switches and public configuration the player app needs. Signed-in
 * players only; the app caches it for 24 h and never refetches it, so nothing per-moment (a
 * balance, a refusal time) belongs here. It holds only what the app reads from it: the support
 * chat's configuration is `GET /api/v1/support/config` (guests open the chat too, from the ban
 * page, and the script URL is resolved for the language), and the wheel has no off switch.
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
  })
  .describe('Feature switches and public configuration of the player app');
export type ClientSettings = z.infer<typeof ZClientSettings>;
