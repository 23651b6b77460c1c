import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZSavedDetailsQuery,
  ZSavedDetailsResponse,
  ZSellAvailableQuery,
  ZSellAvailableResponse,
  ZSellOrderRequest,
  ZSellOrderResponse,
} from '@wheelhouse/contracts/fiat';
import { ZTextId } from '@wheelhouse/contracts/params';
import { ZIdempotencyHeaders } from '@wheelhouse/contracts/wallet';
import { z } from 'zod';
import { playerOf } from '../../../platform/auth-hooks';
import type { FiatSellService } from './service';

/** The player's fiat withdrawals ("sell" orders), registered under /api (paths carry v1 / v2). */
export async function fiatSellRoutes(app: FastifyInstance, options: { sells: FiatSellService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { sells } = options;

  routes.post(
    '/v2/wallet/orders/sell',
    {
      preHandler: [app.requirePlayer, app.requireStepUp],
      schema: {
        tags: ['cashier'],
        summary:
          'Create a fiat withdrawal (sell order; Idempotency-Key required): answers its pending history Transaction (type sell, paymentDetails the masked destination such as "Card RUB •••• 1234", cancellableUntil = now + the operator’s withdraw.cancelWindowSeconds). Holds amount + the method’s tiered fee, converted to the house currency at the rate of the moment (rounded up), and forfeits active bonuses. Checked in order: 403 step_up_required (no password or second factor in the last 5 minutes), 403 payments_are_disabled, 403 verification_required, 400 wager; 404 unknown bankId, 400 error_currency_not_supported (method inactive or without withdrawals); 400 validation_error with `fields` (amount, subbankId, details.<field>: the spec §5 rules, the balance available being the real balance converted to the method currency, rounded down); 400 withdraw_daily_limit_exceeded (one daily limit with crypto withdrawals); 400 insufficient_balance. A replay with the same key answers the first response; the same key with another body is 409 idempotency_conflict. Then the desk pays it (completed) or declines it (declined, the hold returned, the reason shown); an external method’s payout goes through the P2P processor (processing, then completed or declined).',
        headers: ZIdempotencyHeaders,
        body: ZSellOrderRequest,
        response: {
          200: ZSellOrderResponse,
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { response, replayed } = await sells.create(
        playerOf(request).userId,
        request.body,
        request.headers['idempotency-key'],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return response;
    },
  );

  routes.get(
    '/v2/wallet/orders/sell/available',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['cashier'],
        summary:
          'The player’s real money in a fiat withdrawal method’s currency at the rate of the moment, rounded down: what the withdrawal form checks the amount and its tiered fee against (the order checks again). 404 for an unknown method or one without withdrawals.',
        querystring: ZSellAvailableQuery,
        response: {
          200: ZSellAvailableResponse,
          400: ZErrorBody,
          401: ZErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (request) => sells.available(playerOf(request).userId, request.query.bankId),
  );

  routes.get(
    '/v2/wallet/orders/sell/saved',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['cashier'],
        summary:
          'The player’s own distinct payout details for a fiat method, most recently used first, at most 5 (declined sells left out); the first entry pre-fills the withdrawal form. Empty for a method never used (or unknown).',
        querystring: ZSavedDetailsQuery,
        response: { 200: ZSavedDetailsResponse, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) => sells.savedDetails(playerOf(request).userId, request.query.bankId),
  );

  routes.post(
    '/v1/wallet/orders/sell/:id/cancel',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['cashier'],
        summary:
          'Cancel the player’s own pending fiat withdrawal before its cancellableUntil: it turns cancelled and the hold returns to the balance. 404 for another player’s or an unknown id; 409 once no longer cancellable (the window closed, already cancelled, or the desk paid or declined it first).',
        params: z.object({ id: ZTextId }),
        response: { 200: ZSellOrderResponse, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => sells.cancel(playerOf(request).userId, request.params.id),
  );
}
