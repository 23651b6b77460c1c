import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZClientSettings } from '@wheelhouse/contracts/client-settings';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZPushBroadcastRequest,
  ZPushBroadcastResponse,
  ZPushState,
  ZPushSubscriptionRequest,
  ZPushUnsubscribeRequest,
} from '@wheelhouse/contracts/push';
import { playerOf, staffOf } from '../../platform/auth-hooks';
import type { PushService } from './service';

const playerErrors = { 400: ZErrorBody, 401: ZErrorBody };

/** The player's web push under /api/v1 (shell spec §4 "Web push", §7 "PATCH push subscription"). */
export async function pushRoutes(app: FastifyInstance, options: { push: PushService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { push } = options;

  routes.get(
    '/push',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['push'],
        summary: 'The player’s web-push state: any subscribed browser, the last refusal',
        response: { 200: ZPushState, 401: ZErrorBody },
      },
    },
    async (request) => push.state(playerOf(request).userId),
  );

  routes.patch(
    '/push/subscription',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['push'],
        summary: 'Subscribe this browser (the spec’s "PATCH push subscription endpoint")',
        description:
          'Body `{token}`: the browser’s PushSubscription as JSON (endpoint, keys.p256dh, keys.auth). Stored per endpoint (a browser re-subscribing moves to the player who sent it last); sets isPushNotificationsActive in /api/v1/me. 400 validation_error on `token` when it is not such a subscription (in production the endpoint must be https).',
        body: ZPushSubscriptionRequest,
        response: { 200: ZPushState, ...playerErrors },
      },
    },
    async (request) => push.subscribe(playerOf(request).userId, request.body.token),
  );

  routes.delete(
    '/push/subscription',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['push'],
        summary: 'Remove this browser’s subscription (404 when it is not the player’s)',
        body: ZPushUnsubscribeRequest,
        response: { 200: ZPushState, 404: ZErrorBody, ...playerErrors },
      },
    },
    async (request) => push.unsubscribe(playerOf(request).userId, request.body.endpoint),
  );

  routes.post(
    '/push/refusal',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['push'],
        summary: 'The player refused the opt-in prompt now: not offered again for 7 days',
        response: { 200: ZPushState, 401: ZErrorBody },
      },
    },
    async (request) => push.refuse(playerOf(request).userId),
  );
}

/** `POST /api/admin/push/broadcast` (content, admin; audited). */
export async function adminPushRoutes(app: FastifyInstance, options: { push: PushService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/push/broadcast',
    {
      preHandler: app.requireStaff('content'),
      schema: {
        tags: ['admin'],
        summary: 'Send a notification to every subscribed player (content, admin; audited)',
        description:
          'Queues the broadcast (job push.broadcast), which queues one delivery job per subscribed player; answers at once with the broadcast id, also the audit row’s target.',
        body: ZPushBroadcastRequest,
        response: {
          202: ZPushBroadcastResponse,
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await options.push.broadcastAs(staffOf(request), request.body, request.id);
      return reply.code(202).send(result);
    },
  );
}

export interface ClientSettingsSource {
  push: Pick<PushService, 'publicConfig'>;
}

/** `GET /api/v1/settings` (shell spec §7 "settings path"): see ZClientSettings. */
export async function clientSettingsRoutes(app: FastifyInstance, options: ClientSettingsSource) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/settings',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['users'],
        summary: 'Feature switches and public configuration of the app (signed-in players)',
        description:
          'The spec’s settings call: required, only with a token, cached 24 h by the app and never refetched. push: on/off (operator switch push.enabled and VAPID keys) and the VAPID public key. The support chat configuration is GET /api/v1/support/config (guests need it too). Readable from a restricted region.',
        response: { 200: ZClientSettings, 401: ZErrorBody },
      },
    },
    async () => ({
      push: await options.push.publicConfig(),
    }),
  );
}
