import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import {
  ZBalance,
  ZTransaction,
  type Balance,
  type Transaction,
} from '@wheelhouse/contracts/wallet';
import { servicesOf } from './ledger-consistency';

/** POST /api/dev/credit with a fresh (or the given) Idempotency-Key; asserts nothing. */
export function devCredit(
  app: FastifyInstance,
  body: { email: string; amount: string; currency: string },
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/dev/credit',
    headers: { 'idempotency-key': key },
    payload: body,
  });
}

/** Credits a player through the dev endpoint and expects it to succeed. */
export async function fund(
  app: FastifyInstance,
  email: string,
  amount: string,
  currency = 'USD',
): Promise<void> {
  const response = await devCredit(app, { email, amount, currency });
  expect(response.statusCode, response.body).toBe(200);
}

/** The global id of a player session (GET /api/v1/me). */
export async function globalIdOf(
  app: FastifyInstance,
  auth: { authorization: string },
): Promise<string> {
  const me = await app.inject({ url: '/api/v1/me', headers: auth });
  return me.json<{ globalId: string }>().globalId;
}

/** The player's Balance (GET /api/v1/wallet/balance), expecting it to answer. */
export async function balanceOf(
  app: FastifyInstance,
  player: { auth: { authorization: string } },
): Promise<Balance> {
  const response = await app.inject({ url: '/api/v1/wallet/balance', headers: player.auth });
  expect(response.statusCode, response.body).toBe(200);
  return ZBalance.parse(response.json());
}

/** The player's real (withdrawable) money in the house currency, e.g. "10.800000". */
export async function mainBalanceOf(
  app: FastifyInstance,
  player: { auth: { authorization: string } },
): Promise<string> {
  return (await balanceOf(app, player)).fiat.value;
}

/**
 * What `amount` of a crypto method's currency counts for against a deposit limit: its value in
 * the house currency at today's rate, as a decimal string ("12.345678"), and one minor unit less.
 * A limit set to the first lets that deposit through exactly; one set to the second refuses it.
 */
export async function depositLimitEdge(
  app: FastifyInstance,
  methodCode: string,
  amount: string,
  houseCurrency = 'USD',
): Promise<{ exact: string; oneUnitUnder: string }> {
  const services = servicesOf(app);
  const method = await services.cashierCrypto.depositMethod(methodCode);
  const parsed = parseAmount(amount, method.scale);
  if (!parsed.ok) throw new Error(`bad test amount ${amount}`);
  const house = await services.currencies.requireCurrency(houseCurrency);
  const value = await services.currencies.convert(parsed.minor, method.currency, house.code);
  return {
    exact: formatAmount(value.amountMinor, house.ledgerScale),
    oneUnitUnder: formatAmount(value.amountMinor - 1n, house.ledgerScale),
  };
}

/** The player's first page of wallet history (GET /api/v2/wallet/txns), newest first. */
export async function walletHistory(
  app: FastifyInstance,
  auth: { authorization: string },
): Promise<Transaction[]> {
  const response = await app.inject({
    url: '/api/v2/wallet/txns?is_pagination=1&offset=0&limit=30',
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Transaction[] }>().items.map((item) => ZTransaction.parse(item));
}
