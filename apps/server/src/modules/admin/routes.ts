import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminUserParams,
  ZAdminUsersQuery,
  ZAdminUsersResponse,
  ZBanUserRequest,
  ZStaffLoginRequest,
  ZStaffMeResponse,
} from '@wheelhouse/contracts/admin';
import { ZSessionResponse } from '@wheelhouse/contracts/auth';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { staffOf } from '../../platform/auth-hooks';
import {
  STAFF_SESSION_COOKIE,
  clearSessionCookie,
  sessionTokenOf,
  setSessionCookie,
  type CookieSecureMode,
} from '../../platform/cookies';
import type { AdminService } from './service';

const STAFF_COOKIE_PATH = '/api/admin';
const ZBanStateResponse = z.object({ banned: z.boolean(), banReason: z.string().nullable() });
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Back office under /api/admin: staff sign-in and player management. Every change is audited. */
export async function adminRoutes(
  app: FastifyInstance,
  options: { admin: AdminService; cookieSecure: CookieSecureMode },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { admin, cookieSecure } = options;

  routes.post(
    '/auth/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Staff sign-in',
        body: ZStaffLoginRequest,
        response: { 200: ZSessionResponse, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      const session = await admin.login(request.body, request.ip);
      setSessionCookie(reply, {
        name: STAFF_SESSION_COOKIE,
        token: session.token,
        expiresAt: session.expiresAt,
        secureMode: cookieSecure,
        path: STAFF_COOKIE_PATH,
      });
      return { token: session.token, expiresAt: session.expiresAt.toISOString() };
    },
  );

  routes.post(
    '/auth/logout',
    { schema: { tags: ['admin'], summary: 'Staff sign-out', response: { 204: z.null() } } },
    async (request, reply) => {
      await admin.logout(sessionTokenOf(request, STAFF_SESSION_COOKIE));
      clearSessionCookie(reply, STAFF_SESSION_COOKIE, cookieSecure, STAFF_COOKIE_PATH);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/me',
    {
      preHandler: app.requireStaff(),
      schema: {
        tags: ['admin'],
        summary: 'The signed-in staff member',
        response: { 200: ZStaffMeResponse, ...errors },
      },
    },
    async (request) => admin.me(staffOf(request)),
  );

  routes.get(
    '/users',
    {
      preHandler: app.requireStaff('support'),
      schema: {
        tags: ['admin'],
        summary: 'Find players (support, admin)',
        querystring: ZAdminUsersQuery,
        response: { 200: ZAdminUsersResponse, ...errors },
      },
    },
    async (request) => admin.listUsers(staffOf(request), request.query),
  );

  routes.post(
    '/users/:id/ban',
    {
      preHandler: app.requireStaff('support'),
      schema: {
        tags: ['admin'],
        summary: 'Ban a player (support, admin)',
        params: ZAdminUserParams,
        body: ZBanUserRequest,
        response: { 200: ZBanStateResponse, ...errors },
      },
    },
    async (request) =>
      admin.ban(staffOf(request), request.params.id, request.body.reason, request.id),
  );

  routes.post(
    '/users/:id/unban',
    {
      preHandler: app.requireStaff('support'),
      schema: {
        tags: ['admin'],
        summary: 'Lift a ban (support, admin)',
        params: ZAdminUserParams,
        response: { 200: ZBanStateResponse, ...errors },
      },
    },
    async (request) => admin.unban(staffOf(request), request.params.id, request.id),
  );
}
