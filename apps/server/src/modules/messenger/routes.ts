import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMessengerCodeResponse } from '@wheelhouse/contracts/account-security';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZAdminBot,
  ZAdminBotsResponse,
  ZBotIdParams,
  ZBotInput,
  ZBotPatch,
  ZWebAppLinkRequest,
  ZWebAppLinkResponse,
  ZWebAppSignInRequest,
  ZWebAppSignInResponse,
} from '@wheelhouse/contracts/messenger';
import { playerOf, staffOf } from '../../platform/auth-hooks';
import { clientOf } from '../auth';
import type { MessengerService } from './service';
import type { MessengerStepUpCodes } from './step-up-codes';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Messenger bots in the back office, under /api/admin (admin; every change audited). */
export async function adminBotsRoutes(
  app: FastifyInstance,
  options: { messenger: MessengerService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { messenger } = options;
  routes.get(
    '/messenger/bots',
    {
      preHandler: app.requireStaff('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Every registered messenger bot (admin); tokens are never returned',
        response: { 200: ZAdminBotsResponse, ...errors },
      },
    },
    async (request) => messenger.listBots(staffOf(request)),
  );
  routes.post(
    '/messenger/bots',
    {
      preHandler: app.requireStaff('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Register a messenger bot with its token (admin; audited); 409 when it exists',
        body: ZBotInput,
        response: { 200: ZAdminBot, ...errors, 409: ZErrorBody },
      },
    },
    async (request) => messenger.createBot(staffOf(request), request.body, request.id),
  );
  routes.patch(
    '/messenger/bots/:id',
    {
      preHandler: app.requireStaff('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Change a bot’s type, username, mini-app URL, token or switch (admin; audited)',
        params: ZBotIdParams,
        body: ZBotPatch,
        response: { 200: ZAdminBot, ...errors },
      },
    },
    async (request) =>
      messenger.updateBot(staffOf(request), request.params.id, request.body, request.id),
  );
}

/** The mini-app's sign-in (spec §7 "Messenger web-app auth (version 2)") under /api/v1/auth. */
export async function webAppAuthRoutes(
  app: FastifyInstance,
  options: { messenger: MessengerService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { messenger } = options;
  routes.post(
    '/auth/web-app/v2',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with the messenger’s init data for a registered bot; answers a bearer session (the mini-app keeps it, no cookie). 401 for forged, stale or foreign init data',
        body: ZWebAppSignInRequest,
        response: { 200: ZWebAppSignInResponse, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) => messenger.signIn(request.body, clientOf(request), request.log),
  );
  routes.post(
    '/auth/web-app/link',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['auth'],
        summary:
          'Link the messenger account of the init data to the signed-in player (confirm: true); 409 when either is linked elsewhere',
        body: ZWebAppLinkRequest,
        response: { 200: ZWebAppLinkResponse, ...errors, 409: ZErrorBody },
      },
    },
    async (request) => messenger.link(playerOf(request).userId, request.body, request.log),
  );
}

/** Step-up by a code sent to the player's messenger chat, under /api/v1. */
export async function stepUpCodeRoutes(
  app: FastifyInstance,
  options: { stepUpCodes: MessengerStepUpCodes },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/me/security/step-up/messenger-code',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['security'],
        summary:
          'Send a 6-digit step-up code to the player’s messenger chat (valid 5 minutes, this session, once)',
        description:
          'The bot the player signed in through sends it; POST /api/v1/me/security/step-up with { messengerCode } then steps up. A new code replaces the last one. 409 conflict (extra.reason no_messenger_account) for an account without a messenger account; 429 too_many_requests within 60 s of the last code, with retryAfterSeconds in the body and the Retry-After header of the last code.',
        response: {
          202: ZMessengerCodeResponse,
          401: ZErrorBody,
          403: ZErrorBody,
          409: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await options.stepUpCodes.send(playerOf(request))),
  );
}
