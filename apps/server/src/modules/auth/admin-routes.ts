import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminPlayerIdParams,
  ZAdminPlayerSecurity,
  ZAdminResetSecondFactorRequest,
} from '@wheelhouse/contracts/account-security';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { staffOf } from '../../platform/auth-hooks';
import type { AccountService } from './account-service';

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
};

/** Support's side of a player's account security, under /api/admin. */
export async function adminAccountRoutes(
  app: FastifyInstance,
  options: { account: AccountService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { account } = options;

  routes.get(
    '/users/:id/security',
    {
      preHandler: app.requireStaff('support'),
      schema: {
        tags: ['admin'],
        summary: 'A player’s e-mail verification and second factor (support, admin)',
        params: ZAdminPlayerIdParams,
        response: { 200: ZAdminPlayerSecurity, ...errors },
      },
    },
    async (request) => account.forStaff(request.params.id),
  );

  routes.post(
    '/users/:id/second-factor/reset',
    {
      preHandler: app.requireStaff('support'),
      schema: {
        tags: ['admin'],
        summary:
          'Turn a player’s second factor off after an identity check (support, admin; audited)',
        description:
          'identityChecked must be true and a reason given; 409 conflict when it is not on. The player signs in with the password alone and may set up a new one.',
        params: ZAdminPlayerIdParams,
        body: ZAdminResetSecondFactorRequest,
        response: { 200: ZAdminPlayerSecurity, ...errors },
      },
    },
    async (request) =>
      account.resetSecondFactorForStaff(
        staffOf(request),
        request.params.id,
        request.body.reason,
        request.id,
      ),
  );
}
