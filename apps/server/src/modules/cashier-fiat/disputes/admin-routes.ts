import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminFiatDispute,
  ZAdminFiatDisputeAcceptRequest,
  ZAdminFiatDisputeParams,
  ZAdminFiatDisputeRejectRequest,
  ZAdminFiatDisputesQuery,
  ZAdminFiatDisputesResponse,
} from '@wheelhouse/contracts/admin-fiat-disputes';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { staffOf } from '../../../platform/auth-hooks';
import type { FiatDisputesService } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Disputes on fiat deposits, under /api/admin (finance; admin passes). */
export async function adminFiatDisputeRoutes(
  app: FastifyInstance,
  options: { disputes: FiatDisputesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { disputes } = options;

  routes.get(
    '/fiat/disputes',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Disputes on fiat deposits, oldest first, optionally of one status (open, accepted, rejected) or order (finance, admin). Each carries its order, the player’s image and the receipt as /api/admin/files links.',
        querystring: ZAdminFiatDisputesQuery,
        response: { 200: ZAdminFiatDisputesResponse, ...errors },
      },
    },
    async (request) => disputes.list(staffOf(request), request.query),
  );

  routes.get(
    '/fiat/disputes/:id',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary: 'One dispute with its order, image and receipt links (finance, admin)',
        params: ZAdminFiatDisputeParams,
        response: { 200: ZAdminFiatDispute, ...errors },
      },
    },
    async (request) => disputes.detail(staffOf(request), request.params.id),
  );

  routes.post(
    '/fiat/disputes/:id/accept',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Accept an open dispute (finance, admin; audited): the order (disputed) turns completed and the player is credited `amount` (major units of the method currency; absent → the ordered amount) converted to the house currency at the rate of the moment, once (keyed by the order id); a corrected amount shows as the order’s additonalAmountChange. The reason shows in the player’s history; balance and transaction events go out live. 409 when the dispute is already resolved (a second or concurrent resolution changes nothing).',
        params: ZAdminFiatDisputeParams,
        body: ZAdminFiatDisputeAcceptRequest,
        response: { 200: ZAdminFiatDispute, ...errors, 409: ZErrorBody },
      },
    },
    async (request) =>
      disputes.accept(staffOf(request), request.params.id, request.body, request.id),
  );

  routes.post(
    '/fiat/disputes/:id/reject',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Reject an open dispute with a reason the player sees (finance, admin; audited): the order turns declined, nothing is credited. 409 when the dispute is already resolved.',
        params: ZAdminFiatDisputeParams,
        body: ZAdminFiatDisputeRejectRequest,
        response: { 200: ZAdminFiatDispute, ...errors, 409: ZErrorBody },
      },
    },
    async (request) =>
      disputes.reject(staffOf(request), request.params.id, request.body.reason, request.id),
  );
}
