import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminUserParams } from '@wheelhouse/contracts/admin';
import {
  ZAdminAdjustmentRequest,
  ZAdminAdjustmentResponse,
  ZAdminBalance,
  ZAdminTransfersQuery,
  ZAdminTransfersResponse,
} from '@wheelhouse/contracts/admin-money';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { ZIdempotencyHeaders } from '@wheelhouse/contracts/wallet';
import { staffOf } from '../../platform/auth-hooks';
import type { AdminMoneyService } from './money-service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Back-office money routes under /api/admin (finance; admin passes). */
export async function adminMoneyRoutes(
  app: FastifyInstance,
  options: { money: AdminMoneyService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { money } = options;

  routes.get(
    '/users/:id/balance',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary: 'A player’s balances in the house currency (finance, admin)',
        params: ZAdminUserParams,
        response: { 200: ZAdminBalance, ...errors },
      },
    },
    async (request) => money.balance(staffOf(request), request.params.id),
  );

  routes.get(
    '/users/:id/transfers',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary: 'A player’s ledger transfers, newest first (finance, admin)',
        params: ZAdminUserParams,
        querystring: ZAdminTransfersQuery,
        response: { 200: ZAdminTransfersResponse, ...errors },
      },
    },
    async (request) => money.transfers(staffOf(request), request.params.id, request.query),
  );

  routes.post(
    '/users/:id/adjustments',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Credit or debit a player (finance, admin); Idempotency-Key required; audited with the balance before and after',
        params: ZAdminUserParams,
        headers: ZIdempotencyHeaders,
        body: ZAdminAdjustmentRequest,
        response: { 200: ZAdminAdjustmentResponse, ...errors, 409: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { response, replayed } = await money.adjust(
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
