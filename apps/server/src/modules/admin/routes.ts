import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type StaffLoginResponse,
  ZAdminUserParams,
  ZStaffEnrolmentConfirmRequest,
  ZStaffEnrolmentResponse,
  ZStaffLoginResponse,
  ZStaffSecondFactorRequest,
  ZStaffSignedIn,
  ZAdminUsersQuery,
  ZAdminUsersResponse,
  ZBanUserRequest,
  ZStaffLoginRequest,
  ZStaffMeResponse,
} from '@wheelhouse/contracts/admin';
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

  const signIn = (reply: FastifyReply, result: StaffLoginResponse) => {
    if (result.status === 'signed_in')
      setSessionCookie(reply, {
        name: STAFF_SESSION_COOKIE,
        token: result.token,
        expiresAt: new Date(result.expiresAt),
        secureMode: cookieSecure,
        path: STAFF_COOKIE_PATH,
      });
    return result;
  };

  routes.post(
    '/auth/login',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Staff sign-in, step one: email and password (and `code` when the member has a second factor, to finish in one step)',
        description:
          'Answers `signed_in` (cookie set), `second_factor_required` (send the code to /auth/second-factor) or `enrolment_required` (admin and finance need a second factor: scan the otpauth URI, then send its first code). Wrong password or code: 401; too many failures: 429.',
        body: ZStaffLoginRequest,
        response: { 200: ZStaffLoginResponse, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => signIn(reply, await admin.login(request.body, request.ip)),
  );

  routes.post(
    '/auth/second-factor',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Staff sign-in, step two: the TOTP code with the challenge (confirms a new enrolment too)',
        description:
          'A code is accepted once; five wrong codes spend the challenge. 401 invalid_second_factor for a wrong, reused or expired code or challenge.',
        body: ZStaffSecondFactorRequest,
        response: { 200: ZStaffSignedIn, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      const result = await admin.secondFactor(request.body, request.ip);
      signIn(reply, result);
      return result;
    },
  );

  routes.post(
    '/me/second-factor',
    {
      preHandler: app.requireStaff(),
      schema: {
        tags: ['admin'],
        summary: 'Start setting up a second factor (any staff member without one)',
        description:
          'Issues a new secret (replacing one not yet confirmed). 409 second_factor_enrolled when one is set up; an admin resets it.',
        response: { 200: ZStaffEnrolmentResponse, ...errors, 409: ZErrorBody },
      },
    },
    async (request) => admin.startEnrolment(staffOf(request)),
  );

  routes.post(
    '/me/second-factor/confirm',
    {
      preHandler: app.requireStaff(),
      schema: {
        tags: ['admin'],
        summary: 'Confirm the new second factor with its first code (audited)',
        body: ZStaffEnrolmentConfirmRequest,
        response: { 200: ZStaffMeResponse, ...errors, 409: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) =>
      admin.confirmEnrolment(staffOf(request), request.body.code, request.ip, request.id),
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
