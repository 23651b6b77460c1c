import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZWagerStatus } from '@wheelhouse/contracts/cashier-crypto';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZBalance,
  ZDisplayCurrenciesQuery,
  ZDisplayCurrenciesResponse,
  ZTransactionsQuery,
  ZTransactionsResponse,
  ZUpdateViewerRequest,
} from '@wheelhouse/contracts/wallet';
import { playerOf } from '../../platform/auth-hooks';
import { requestLocale } from './display-currencies';
import type { WalletService } from './service';

/** The player's wallet, registered under /api (the specs name both v1 and v2 paths). */
export async function walletRoutes(app: FastifyInstance, options: { wallet: WalletService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { wallet } = options;

  routes.get(
    '/v1/wallet/balance',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['wallet'],
        summary: 'The player’s balance in their display currency',
        response: { 200: ZBalance, 401: ZErrorBody },
      },
    },
    async (request) => wallet.balanceOf(playerOf(request).userId),
  );

  routes.patch(
    '/v1/viewer',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['wallet'],
        summary: 'Change the display (primary) currency; answers with the Balance in it',
        body: ZUpdateViewerRequest,
        response: { 200: ZBalance, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) =>
      wallet.setPrimaryCurrency(playerOf(request).userId, request.body.currency.primary),
  );

  routes.get(
    '/v1/wallet/currencies',
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Display currencies; for the uk locale (query `locale`, else Accept-Language) UAH is second and RUB last',
        querystring: ZDisplayCurrenciesQuery,
        response: { 200: ZDisplayCurrenciesResponse, 400: ZErrorBody },
      },
    },
    async (request) =>
      wallet.displayCurrencies(
        requestLocale(request.query.locale, request.headers['accept-language']),
      ),
  );

  routes.get(
    '/v2/wallet/txns',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['wallet'],
        summary: 'The player’s cashier history, newest first (default page size 10)',
        querystring: ZTransactionsQuery,
        response: { 200: ZTransactionsResponse, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) => wallet.history(playerOf(request).userId, request.query),
  );

  routes.get(
    '/v2/wallet/wager',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['wallet'],
        summary:
          'Whether the player may withdraw: deposit wagering (turnover of bets ≥ the operator’s multiplier × deposits, display currency), active bonuses a withdrawal forfeits, and whether verification is required',
        response: { 200: ZWagerStatus, 401: ZErrorBody },
      },
    },
    async (request) => wallet.wagerStatus(playerOf(request).userId),
  );
}
