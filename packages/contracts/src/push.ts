import { z } from 'zod';

/** `PATCH /api/v1/push/subscription` (shell spec §7): the browser's PushSubscription, serialized. */
export const ZPushSubscriptionRequest = z
  .object({
    token: z
      .string()
      .min(2)
      .max(4096)
      .describe(
        'JSON.stringify(PushSubscription): {endpoint, expirationTime, keys:{p256dh, auth}}',
      ),
  })
  .strict()
  .describe('Subscribe this browser to web push');
export type PushSubscriptionRequest = z.infer<typeof ZPushSubscriptionRequest>;

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'base64url');

/** What the serialized subscription must hold (the Push API's PushSubscriptionJSON). */
export const ZPushSubscriptionJson = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
});
export type PushSubscriptionJson = z.infer<typeof ZPushSubscriptionJson>;

export const ZPushUnsubscribeRequest = z
  .object({ endpoint: z.string().min(1).max(2048) })
  .strict()
  .describe('Remove this browser’s subscription');

/** `GET /api/v1/push`: what the opt-in prompt needs besides the browser's own state. */
export const ZPushState = z
  .object({
    active: z.boolean().describe('The player has at least one subscribed browser'),
    refusedAt: z
      .string()
      .nullable()
      .describe('ISO time the player last refused the prompt; asked again 7 days later'),
  })
  .describe('The player’s web-push state');
export type PushState = z.infer<typeof ZPushState>;

/** `POST /api/admin/push/broadcast`. */
export const ZPushBroadcastRequest = z
  .object({
    title: z.string().trim().min(1).max(80),
    body: z.string().trim().min(1).max(300),
    url: z
      .string()
      .max(300)
      .regex(/^\/(?!\/)[^\s]*$/, 'a path of this site, e.g. /bonuses')
      .optional()
      .describe('Page a tap opens (a path of the app); home when absent'),
  })
  .strict()
  .describe('A notification to every subscribed player');
export type PushBroadcastRequest = z.infer<typeof ZPushBroadcastRequest>;

export const ZPushBroadcastResponse = z
  .object({
    broadcastId: z.string().describe('Id of the broadcast; its fan-out runs as jobs'),
  })
  .describe('The broadcast was queued');
export type PushBroadcastResponse = z.infer<typeof ZPushBroadcastResponse>;
