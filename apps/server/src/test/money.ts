import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ZBalance, type Balance } from '@wheelhouse/contracts/wallet';

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
