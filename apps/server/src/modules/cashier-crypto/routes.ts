import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminCryptoMethod,
  ZAdminCryptoMethodsResponse,
  ZCryptoPaymentMethodsResponse,
  ZCryptoWithdrawFeeQuery,
  ZCryptoWithdrawFeeResponse,
  ZCryptoWithdrawRequest,
  ZDevChainTransferRequest,
  CRYPTOBOT_WITHDRAW_PROVIDER,
  type CryptoWithdrawRequest,
  ZDevChainTransferResponse,
  ZUpdateCryptoMethodRequest,
  ZWithdrawAddressSuggestions,
} from '@wheelhouse/contracts/cashier-crypto';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZWalletDepositRequest,
  ZWalletDepositResponse,
  type InvoiceDepositRequest,
  type InvoiceDepositResponse,
} from '@wheelhouse/contracts/messenger-payments';
import { ZCodeParam, ZTextId } from '@wheelhouse/contracts/params';
import { ZIdempotencyHeaders, ZTransaction, type Transaction } from '@wheelhouse/contracts/wallet';
import { z } from 'zod';
import { playerOf, staffOf } from '../../platform/auth-hooks';
import { AppError } from '../../platform/errors';
import type { CashierCryptoService } from './service';

/** Creates a deposit invoice of a messenger payment provider (registered by that module). */
export type InvoiceDeposits = (
  userId: number,
  request: InvoiceDepositRequest,
) => Promise<InvoiceDepositResponse>;

/**
 * Creates a withdrawal to the player's Crypto Pay wallet (provider cryptobot; registered by the
 * messenger payments module), keyed by the Idempotency-Key.
 */
export type BotWithdrawals = (
  userId: number,
  request: CryptoWithdrawRequest,
  idempotencyKey: string,
) => Promise<{ response: Transaction; replayed: boolean }>;

/** The player's crypto cashier, registered under /api/v1. */
export async function cashierCryptoRoutes(
  app: FastifyInstance,
  options: {
    cashier: CashierCryptoService;
    invoiceDeposits: () => InvoiceDeposits | undefined;
    botWithdrawals: () => BotWithdrawals | undefined;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { cashier } = options;

  routes.get(
    '/wallet/currencies/bonus',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['cashier'],
        summary:
          'Crypto payment methods (one per currency and network) with the player’s deposit bonus (+0.05 from 4 deposits)',
        response: { 200: ZCryptoPaymentMethodsResponse, 401: ZErrorBody },
      },
    },
    async (request) => cashier.methods(playerOf(request).userId),
  );

  routes.post(
    '/wallet/txns/deposit',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['cashier'],
        summary:
          'With {currency}: the player’s stable deposit address for a crypto method (code as in /wallet/currencies/bonus), the minimum and, on TON, the memo. With {amount, currency, provider: cryptobot | xrocket}: an invoice of that messenger payment provider, answered as {redirectUrl, minAmount}; an amount below the method’s minimum is 400 Validation.minimum_amount. 403 rg_deposit_limit (an invoice over the player’s deposit limit; its body names period, limit, left, currency, opensAt), rg_cool_off / rg_self_exclusion (while one runs); with {currency} only, an address is refused when a deposit limit is already used up',
        body: ZWalletDepositRequest,
        response: {
          200: ZWalletDepositResponse,
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
        },
      },
    },
    async (request) => {
      const { userId } = playerOf(request);
      const body = request.body;
      if (!('provider' in body)) return cashier.depositAddress(userId, body.currency);
      const invoices = options.invoiceDeposits();
      if (!invoices) throw new AppError('error_currency_not_supported');
      return invoices(userId, body);
    },
  );

  routes.get(
    '/wallet/currencies/:code/withdraw_fee',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['cashier'],
        summary: 'Fee and limits of a crypto withdrawal (major units of the method currency)',
        params: z.object({ code: ZCodeParam }),
        querystring: ZCryptoWithdrawFeeQuery,
        response: { 200: ZCryptoWithdrawFeeResponse, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) => cashier.withdrawFee(request.params.code, request.query.amount),
  );

  routes.post(
    '/wallet/txns/withdraw',
    {
      preHandler: [app.requirePlayer, app.requireStepUp],
      schema: {
        tags: ['cashier'],
        summary:
          'Create a crypto withdrawal: holds amount + fee and forfeits active bonuses; answers with the pending Transaction (Idempotency-Key required). The address is required (400 Validation.required) unless provider is cryptobot: then no address or memo, and the amount (no network fee) is paid to the Crypto Pay wallet of the player’s linked messenger account by a Crypto Pay transfer keyed by the withdrawal id (a method must list cryptobot among its additionalProviders, else 400 error_currency_not_supported; no linked account is 400 Validation.messenger_account_required); its completion or decline (hold returned) arrives over the transaction channel. 403 step_up_required (no password or second factor in the last 5 minutes), 403 payments_are_disabled / verification_required, 400 wager / withdraw_daily_limit_exceeded (operator settings)',
        headers: ZIdempotencyHeaders,
        body: ZCryptoWithdrawRequest,
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
      const { userId } = playerOf(request);
      const key = request.headers['idempotency-key'];
      let withdraw = cashier.withdraw;
      if (request.body.provider === CRYPTOBOT_WITHDRAW_PROVIDER) {
        const bot = options.botWithdrawals();
        if (!bot) throw new AppError('error_currency_not_supported');
        withdraw = bot;
      }
      const { response, replayed } = await withdraw(userId, request.body, key);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return response;
    },
  );

  routes.get(
    '/wallet/addresses/:code',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['cashier'],
        summary:
          'The player’s last distinct withdrawal addresses (and memos) for a crypto method, newest first, at most 5',
        params: z.object({ code: ZCodeParam }),
        response: { 200: ZWithdrawAddressSuggestions, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) => cashier.addressSuggestions(playerOf(request).userId, request.params.code),
  );

  routes.post(
    '/wallet/txns/cancel/:id',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['cashier'],
        summary: 'Cancel a pending crypto withdrawal before its cancellableUntil; the hold returns',
        params: z.object({ id: ZTextId }),
        response: { 200: ZTransaction, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => cashier.cancelWithdrawal(playerOf(request).userId, request.params.id),
  );
}

/** Crypto methods in the back office, under /api/admin (finance, admin). */
export async function adminCryptoMethodRoutes(
  app: FastifyInstance,
  options: { cashier: CashierCryptoService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { cashier } = options;
  const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

  routes.get(
    '/crypto-methods',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary: 'Every crypto payment method with its fee, limits and switches (finance, admin)',
        response: { 200: ZAdminCryptoMethodsResponse, ...errors },
      },
    },
    async (request) => cashier.adminMethods(staffOf(request)),
  );

  routes.patch(
    '/crypto-methods/:code',
    {
      preHandler: app.requireStaff('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Change a crypto method: withdrawFee, minWithdraw, maxWithdraw, minDeposit (major units of its currency), withdrawAllowed, active, depositBonusAvailable, depositBonusBps (finance, admin; audited)',
        params: z.object({ code: ZCodeParam }),
        body: ZUpdateCryptoMethodRequest,
        response: { 200: ZAdminCryptoMethod, ...errors },
      },
    },
    async (request) =>
      cashier.updateMethod(staffOf(request), request.params.code, request.body, request.id),
  );
}

/** Simulator: the simulated chain, under /api/dev. Registered only when SIMULATORS is on. */
export async function devChainRoutes(
  app: FastifyInstance,
  options: { cashier: CashierCryptoService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { cashier } = options;

  routes.post(
    '/chain/transfers',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Simulator: an incoming transfer to a deposit address; pending until the network’s confirmations (1 per 2 s), then credited. A repeat of the same txHash and outputIndex returns the first record. 404 when the address (and memo) is not ours.',
        body: ZDevChainTransferRequest,
        response: {
          200: ZDevChainTransferResponse,
          400: ZErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (request) =>
      cashier.recordIncomingTransfer({
        ...request.body,
        txHash: request.body.txHash ?? randomBytes(32).toString('hex'),
      }),
  );
}
