import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminUserParams } from '@wheelhouse/contracts/admin';
import {
  ZAdminUserBonus,
  ZAdminUserBonusesResponse,
  ZGrantBonusRequest,
} from '@wheelhouse/contracts/bonuses';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { ZIdempotencyHeaders } from '@wheelhouse/contracts/wallet';
import { staffOf } from '../../platform/auth-hooks';
import type { BonusesService } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Player bonuses in the back office, under /api/admin (finance, admin). */
export async function adminBonusesRoutes(
  app: FastifyInstance,
  options: { bonuses: BonusesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { bonuses } = options;
  routes.get(
    '/users/:id/bonuses',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary: 'Every bonus of a player (global id), newest first (finance, admin)',
        params: ZAdminUserParams,
        response: { 200: ZAdminUserBonusesResponse, ...errors },
      },
    },
    async (request) => bonuses.listForStaff(staffOf(request), request.params.id),
  );
  routes.post(
    '/users/:id/bonuses',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Grant a bonus (finance, admin): the amount (house currency) goes to the player’s bonus balance with wagering = amount × wagerMultiplier; audited; Idempotency-Key required',
        params: ZAdminUserParams,
        headers: ZIdempotencyHeaders,
        body: ZGrantBonusRequest,
        response: { 200: ZAdminUserBonus, ...errors, 409: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { response, replayed } = await bonuses.grant(
        staffOf(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
        request.id,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return response;
    },
  );
}
