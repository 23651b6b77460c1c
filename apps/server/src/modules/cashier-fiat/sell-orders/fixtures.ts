import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../../platform/db/client';
import type { TestPlayer } from '../../../test/factories';
import { fiatMethodsRepository, type NewFiatMethodRow } from '../methods/repository';

/**
 * Test data for the sell tests: a RUB card method paid by the desk with two fee tiers (from 0:
 * 10.00 + 2 %; from 5000.00: 1 %), limits 500–50 000 RUB; and helpers for the player's calls.
 */
export const RUB_CARD_LEVELS = [
  { minAmount: '0.00', percent: '2', fixed: '10.00' },
  { minAmount: '5000.00', percent: '1', fixed: '0.00' },
];

export async function insertSellMethod(
  db: Database,
  overrides: Partial<NewFiatMethodRow> = {},
): Promise<string> {
  const id = overrides.id ?? `rub-card-${randomUUID().slice(0, 8)}`;
  await fiatMethodsRepository(db).insert({
    id,
    name: 'Bank card',
    icon: '/icons/card.svg',
    iconBig: '/icons/card-big.svg',
    label: 'Card RUB',
    method: 'p2p',
    currency: 'RUB',
    processor: 'desk',
    buyMinMinor: 50_000n,
    buyMaxMinor: 5_000_000n,
    sellMinMinor: 50_000n,
    sellMaxMinor: 5_000_000n,
    sellLevels: RUB_CARD_LEVELS,
    ...overrides,
  });
  return id;
}

export const CARD = '4111111111111111';
export const OTHER_CARD = '5555555555554444';

export function sellBody(
  bankId: string,
  amount: string,
  details: Record<string, string> = { name: 'Ivan Petrov', card: CARD },
): Record<string, unknown> {
  return { amount, bankId, details };
}

export function postSell(
  app: FastifyInstance,
  player: TestPlayer,
  body: Record<string, unknown>,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v2/wallet/orders/sell',
    headers: { ...player.auth, 'idempotency-key': key },
    payload: body,
  });
}

export function cancelSell(
  app: FastifyInstance,
  player: TestPlayer,
  id: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/v1/wallet/orders/sell/${id}/cancel`,
    headers: player.auth,
  });
}
