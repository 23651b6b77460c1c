import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

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
