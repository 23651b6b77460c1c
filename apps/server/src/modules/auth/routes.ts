import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLoginRequest, ZRegisterRequest, ZSessionResponse } from '@wheelhouse/contracts/auth';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  PLAYER_SESSION_COOKIE,
  clearSessionCookie,
  sessionTokenOf,
  setSessionCookie,
  type CookieSecureMode,
} from '../../platform/cookies';
import type { AuthService, ClientInfo, NewSession } from './service';

export interface AuthRoutesOptions {
  auth: AuthService;
  cookieSecure: CookieSecureMode;
  /** After a sign-up: the verification mail. */
  onRegistered: (userId: number, request: FastifyRequest) => Promise<void>;
}

/** The client address and agent a session records. */
export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 512) : null };
}

/** Player sign-up, sign-in and sign-out under /api/v1/auth. */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { auth, cookieSecure } = options;
  const answer = (session: NewSession) => ({ token: session.token, expiresAt: session.expiresAt });

  routes.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a player account and sign in',
        body: ZRegisterRequest,
        response: { 201: ZSessionResponse, 400: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request, reply) => {
      const session = await auth.register(request.body, clientOf(request));
      await options.onRegistered(session.userId, request);
      setSessionCookie(reply, {
        name: PLAYER_SESSION_COOKIE,
        token: session.token,
        expiresAt: session.expiresAtDate,
        secureMode: cookieSecure,
      });
      return reply.status(201).send(answer(session));
    },
  );

  routes.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password (and the second factor when it is on)',
        description:
          'With a second factor on and the password right: 401 second_factor_required without `code`, 401 invalid_second_factor with a wrong one (an authenticator code is accepted one 30-second step either side of the server clock, each once; a recovery code once). A sign-in from a device the account has not signed in from before mails the player a notice.',
        body: ZLoginRequest,
        response: { 200: ZSessionResponse, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      const session = await auth.login(request.body, clientOf(request));
      setSessionCookie(reply, {
        name: PLAYER_SESSION_COOKIE,
        token: session.token,
        expiresAt: session.expiresAtDate,
        secureMode: cookieSecure,
      });
      return answer(session);
    },
  );

  routes.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'End this session', response: { 204: z.null() } } },
    async (request, reply) => {
      await auth.logout(sessionTokenOf(request, PLAYER_SESSION_COOKIE));
      clearSessionCookie(reply, PLAYER_SESSION_COOKIE, cookieSecure);
      return reply.status(204).send(null);
    },
  );
}
