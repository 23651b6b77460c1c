import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZXRocketCurrenciesResponse,
  ZXRocketWithdrawRequest,
  type InvoiceProvider,
} from '@wheelhouse/contracts/messenger-payments';
import { ZIdempotencyHeaders, ZTransaction } from '@wheelhouse/contracts/wallet';
import { playerOf } from '../../platform/auth-hooks';
import type { MessengerDeposits } from './deposits';
import { CRYPTO_PAY_SIGNATURE_HEADER, XROCKET_SIGNATURE_HEADER } from './signature';
import type { MessengerWithdrawals } from './withdrawals';
import type { XRocketCurrencies } from './xrocket-currencies';

/** The player's xRocket calls, under /api/v1. */
export async function xrocketRoutes(
  app: FastifyInstance,
  options: { withdrawals: MessengerWithdrawals; currencies: XRocketCurrencies },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/wallet/xrocket/currencies',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['cashier'],
        summary:
          'xRocket: the methods it takes deposits in and pays withdrawals in (its available currencies, with our limits), the wallet link, and whether the player has a messenger account to be paid to. 503 while xRocket cannot be reached',
        response: { 200: ZXRocketCurrenciesResponse, 401: ZErrorBody, 503: ZErrorBody },
      },
    },
    async (request) => options.currencies.list(playerOf(request).userId),
  );

  routes.post(
    '/wallet/xrocket/withdraw',
    {
      preHandler: [app.requirePlayer, app.requireStepUp],
      schema: {
        tags: ['cashier'],
        summary:
          'Withdraw to the player’s xRocket wallet (their linked messenger account): holds the amount, then transfers it; answers the pending Transaction, whose completion or decline (hold returned) arrives over the transaction channel. Idempotency-Key required. 400 wager / wallet_withdraw_too_small / withdraw_daily_limit_exceeded / Validation.messenger_account_required, 403 step_up_required (no password or second factor in the last 5 minutes; a fresh sign-in counts), payments_are_disabled / verification_required',
        headers: ZIdempotencyHeaders,
        body: ZXRocketWithdrawRequest,
        response: {
          200: ZTransaction,
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { response, replayed } = await options.withdrawals.withdraw(
        playerOf(request).userId,
        request.body,
        request.headers['idempotency-key'],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return response;
    },
  );
}

/**
 * The providers' webhooks, under /api/v1: `POST /webhooks/cryptobot` (signed in
 * crypto-pay-api-signature) and `POST /webhooks/xrocket` (rocket-pay-signature). The body stays
 * the exact bytes received, because the signature covers them.
 */
export async function messengerWebhookRoutes(
  app: FastifyInstance,
  options: { deposits: MessengerDeposits; providers: readonly InvoiceProvider[] },
) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, typeof body === 'string' ? body : body.toString('utf8')),
  );
  const signatureHeader: Record<InvoiceProvider, string> = {
    cryptobot: CRYPTO_PAY_SIGNATURE_HEADER,
    xrocket: XROCKET_SIGNATURE_HEADER,
  };
  for (const provider of options.providers)
    app.post(`/webhooks/${provider}`, { schema: { hide: true } }, async (request) => {
      const signature = request.headers[signatureHeader[provider]];
      return options.deposits.handleWebhook(
        provider,
        typeof request.body === 'string' ? request.body : '',
        typeof signature === 'string' ? signature : undefined,
      );
    });
}
