import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminWithdrawal,
  ZAdminWithdrawalParams,
  ZAdminWithdrawalRejectRequest,
  ZAdminWithdrawalsQuery,
  ZAdminWithdrawalsResponse,
} from '@wheelhouse/contracts/admin-withdrawals';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { staffOf } from '../../platform/auth-hooks';
import type { WithdrawalReviewService } from './withdrawal-review';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/**
 * The withdrawal review queue, under /api/admin (finance; admin passes): chain withdrawals and the
 * other cashiers' (xRocket) that registered as review sources.
 */
export async function adminWithdrawalRoutes(
  app: FastifyInstance,
  options: { review: WithdrawalReviewService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { review } = options;

  routes.get(
    '/withdrawals',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Withdrawals to review, chain and xRocket (`channel`), oldest first, optionally of one status (finance, admin)',
        querystring: ZAdminWithdrawalsQuery,
        response: { 200: ZAdminWithdrawalsResponse, ...errors },
      },
    },
    async (request) => review.list(staffOf(request), request.query),
  );

  routes.post(
    '/withdrawals/:id/approve',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Approve a pending withdrawal (finance, admin; audited): it turns processing, the player can no longer cancel, and the payout is sent through the chain gateway (an xRocket withdrawal: transferred to the player’s xRocket wallet). 200 when the gateway took the payout (payoutId set; xRocket: completed or, refused by xRocket, declined with the hold returned). 202 when the gateway was down or did not answer: the approval stands (payoutRetrying true, no payoutId) and the worker sends the payout again until the gateway takes it, never paying twice; there is nothing to approve again. 409 when no longer pending; 503 when no chain gateway (xRocket: no xRocket) is configured (nothing changes).',
        params: ZAdminWithdrawalParams,
        response: {
          200: ZAdminWithdrawal,
          202: ZAdminWithdrawal,
          ...errors,
          409: ZErrorBody,
          503: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { withdrawal, sent } = await review.approve(
        staffOf(request),
        request.params.id,
        request.id,
      );
      return reply.code(sent ? 200 : 202).send(withdrawal);
    },
  );

  routes.post(
    '/withdrawals/:id/reject',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Reject a pending withdrawal with a reason the player sees: the hold returns to the player (finance, admin; audited). 409 when no longer pending.',
        params: ZAdminWithdrawalParams,
        body: ZAdminWithdrawalRejectRequest,
        response: { 200: ZAdminWithdrawal, ...errors, 409: ZErrorBody },
      },
    },
    async (request) =>
      review.reject(staffOf(request), request.params.id, request.body.reason, request.id),
  );
}
