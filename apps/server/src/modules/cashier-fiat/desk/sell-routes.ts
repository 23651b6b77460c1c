import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminFiatSell,
  ZAdminFiatSellCompleteRequest,
  ZAdminFiatSellDeclineRequest,
  ZAdminFiatSellParams,
  ZAdminFiatSellsQuery,
  ZAdminFiatSellsResponse,
} from '@wheelhouse/contracts/admin-fiat-sell';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { staffOf } from '../../../platform/auth-hooks';
import type { FiatSellDesk } from './sell-service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** The P2P desk's fiat withdrawal queue, under /api/admin (finance; admin passes). */
export async function adminFiatSellRoutes(app: FastifyInstance, options: { desk: FiatSellDesk }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { desk } = options;

  routes.get(
    '/fiat/sells',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Fiat withdrawals (sell orders), oldest first: player, method, amount, fee, net (what to send), hold, payout details, age; filters status, methodId, player (global id or email) (finance, admin)',
        querystring: ZAdminFiatSellsQuery,
        response: { 200: ZAdminFiatSellsResponse, ...errors },
      },
    },
    async (request) => desk.list(staffOf(request), request.query),
  );

  routes.get(
    '/fiat/sells/:id',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary: 'One fiat withdrawal with its payout details (finance, admin)',
        params: ZAdminFiatSellParams,
        response: { 200: ZAdminFiatSell, ...errors },
      },
    },
    async (request) => desk.get(staffOf(request), request.params.id),
  );

  routes.post(
    '/fiat/sells/:id/complete',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Pay a pending fiat withdrawal (finance, admin; audited). A desk method: the desk sent `net` to the player’s details; the sell turns completed, the hold is settled and the optional bank reference kept (the player’s history shows it as externalId). An external method (with a P2P processor configured): the sell turns processing (no longer cancellable) and the payout is sent to the processor, whose payout_success webhook completes it (payout_failed declines it, the hold back); 503 when the processor did not take it (the sell stays processing; complete again resends the same payout). 409 when no longer pending (paid, declined or cancelled by the player first).',
        params: ZAdminFiatSellParams,
        body: ZAdminFiatSellCompleteRequest,
        response: { 200: ZAdminFiatSell, ...errors, 409: ZErrorBody, 503: ZErrorBody },
      },
    },
    async (request) =>
      desk.complete(staffOf(request), request.params.id, request.body.reference, request.id),
  );

  routes.post(
    '/fiat/sells/:id/decline',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Decline a pending fiat withdrawal with a reason the player sees: declined, the hold back on the player’s balance (finance, admin; audited). 409 when no longer pending.',
        params: ZAdminFiatSellParams,
        body: ZAdminFiatSellDeclineRequest,
        response: { 200: ZAdminFiatSell, ...errors, 409: ZErrorBody },
      },
    },
    async (request) =>
      desk.decline(staffOf(request), request.params.id, request.body.reason, request.id),
  );
}
