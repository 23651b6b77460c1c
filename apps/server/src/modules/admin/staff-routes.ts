import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCreateStaffRequest,
  ZStaffDisabledRequest,
  ZStaffListQuery,
  ZStaffListResponse,
  ZStaffMember,
  ZStaffParams,
  ZStaffRolesRequest,
} from '@wheelhouse/contracts/admin-staff';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { staffOf } from '../../platform/auth-hooks';
import type { StaffAccountsService } from './staff-service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Staff accounts and roles under /api/admin/staff (admin only; every change audited). */
export async function staffAccountsRoutes(
  app: FastifyInstance,
  options: { accounts: StaffAccountsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { accounts } = options;

  routes.get(
    '/staff',
    {
      preHandler: app.requireStaff('admin'),
      schema: {
        tags: ['admin'],
        summary: 'List staff members (admin)',
        querystring: ZStaffListQuery,
        response: { 200: ZStaffListResponse, ...errors },
      },
    },
    async (request) => accounts.list(staffOf(request), request.query),
  );

  routes.post(
    '/staff',
    {
      preHandler: app.requireStaff('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Create a staff member (admin; audited)',
        description:
          'Admin and finance members set up their second factor at their first sign-in. 409 email_taken when the email exists.',
        body: ZCreateStaffRequest,
        response: { 201: ZStaffMember, ...errors, 409: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await accounts.create(staffOf(request), request.body, request.id)),
  );

  routes.get(
    '/staff/:id',
    {
      preHandler: app.requireStaff('admin'),
      schema: {
        tags: ['admin'],
        summary: 'One staff member (admin)',
        params: ZStaffParams,
        response: { 200: ZStaffMember, ...errors },
      },
    },
    async (request) => accounts.get(staffOf(request), request.params.id),
  );

  routes.put(
    '/staff/:id/roles',
    {
      preHandler: app.requireStaff('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Replace a member’s roles (admin; audited)',
        description: '409 staff_self_lockout when it would remove your own admin role.',
        params: ZStaffParams,
        body: ZStaffRolesRequest,
        response: { 200: ZStaffMember, ...errors, 409: ZErrorBody },
      },
    },
    async (request) =>
      accounts.setRoles(staffOf(request), request.params.id, request.body.roles, request.id),
  );

  routes.put(
    '/staff/:id/disabled',
    {
      preHandler: app.requireStaff('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Disable or re-enable a member (admin; audited)',
        description:
          'Disabling ends the member’s sessions. 409 staff_self_lockout for your own account.',
        params: ZStaffParams,
        body: ZStaffDisabledRequest,
        response: { 200: ZStaffMember, ...errors, 409: ZErrorBody },
      },
    },
    async (request) =>
      accounts.setDisabled(staffOf(request), request.params.id, request.body.disabled, request.id),
  );

  routes.post(
    '/staff/:id/second-factor/reset',
    {
      preHandler: app.requireStaff('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Reset a member’s second factor (admin; audited)',
        description:
          'For a lost authenticator: ends their sessions; they set up a new factor at their next sign-in. Not for your own account (409 staff_self_lockout).',
        params: ZStaffParams,
        response: { 200: ZStaffMember, ...errors, 409: ZErrorBody },
      },
    },
    async (request) => accounts.resetSecondFactor(staffOf(request), request.params.id, request.id),
  );
}
