import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCryptoDepositResponse } from '@wheelhouse/contracts/cashier-crypto';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectErrorBody, registerPlayer, type TestPlayer } from '../../test/factories';
import { expectLedgerConsistent } from '../../test/ledger-consistency';
import { mainBalanceOf } from '../../test/money';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from './webhook';

const SECRET = 'processing-webhook-secret-for-tests-0123456789';

/** A local fake of the processing service: builds deliveries signed the way it signs them. */
function fakeProcessing(secret: string, now: () => Date) {
  return {
    delivery(
      event: Record<string, unknown>,
      options: { secret?: string; skewSeconds?: number } = {},
    ) {
      const body = JSON.stringify(event);
      const timestamp = String(Math.floor(now().getTime() / 1000) + (options.skewSeconds ?? 0));
      return {
        method: 'POST' as const,
        url: '/api/v1/webhooks/crypto/processing',
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(options.secret ?? secret, timestamp, body),
        },
        payload: body,
      };
    },
  };
}

describe.each(databaseTargets())('crypto processing webhook on %s', (target) => {
  let t: TestApp;
  let fake: ReturnType<typeof fakeProcessing>;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { CRYPTO_PROCESSING_WEBHOOK_SECRET: SECRET } });
    fake = fakeProcessing(SECRET, () => t.clock.now());
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const depositEvent = async (player: TestPlayer, status: 'pending' | 'confirmed') => {
    const address = ZCryptoDepositResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/wallet/txns/deposit',
          headers: player.auth,
          payload: { currency: 'USDT-TRC20' },
        })
      ).json(),
    );
    return {
      eventId: randomBytes(8).toString('hex'),
      type: 'deposit',
      currency: 'USDT-TRC20',
      address: address.address,
      amount: '42.5',
      txHash: randomBytes(32).toString('hex'),
      outputIndex: 0,
      status,
    };
  };

  it('refuses forged, stale and unsigned deliveries with 401 and records nothing', async () => {
    const player = await registerPlayer(t.app);
    const event = await depositEvent(player, 'confirmed');
    expectErrorBody(
      await t.app.inject(fake.delivery(event, { secret: 'x'.repeat(40) })),
      401,
      'unauthorized',
    );
    expectErrorBody(
      await t.app.inject(fake.delivery(event, { skewSeconds: -301 })),
      401,
      'unauthorized',
    );
    const unsigned = fake.delivery(event);
    expectErrorBody(
      await t.app.inject({ ...unsigned, headers: { 'content-type': 'application/json' } }),
      401,
      'unauthorized',
    );
    // A body changed after signing.
    const signed = fake.delivery(event);
    expectErrorBody(
      await t.app.inject({ ...signed, payload: signed.payload.replace('42.5', '4250') }),
      401,
      'unauthorized',
    );
    expect(await mainBalanceOf(t.app, player)).toBe('0.000000');
    const history = await t.app.inject({ url: '/api/v2/wallet/txns', headers: player.auth });
    expect(history.json<{ items: unknown[] }>().items).toHaveLength(0);
  });

  it('credits one deposit once for 10 deliveries, confirmed before or after pending', async () => {
    const player = await registerPlayer(t.app);
    const confirmed = await depositEvent(player, 'confirmed');
    const pending = { ...confirmed, status: 'pending' };
    const deliveries = [confirmed, pending, confirmed, pending, confirmed];
    const answers = await Promise.all(
      [...deliveries, ...deliveries].map((event) => t.app.inject(fake.delivery(event))),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(await mainBalanceOf(t.app, player)).toBe('42.500000');
    const history = await t.app.inject({ url: '/api/v2/wallet/txns', headers: player.auth });
    expect(history.json<{ items: { status: string }[] }>().items).toEqual([
      expect.objectContaining({ status: 'completed' }),
    ]);
  });

  it('answers 404 for an unknown provider and 400 for a bad event', async () => {
    const player = await registerPlayer(t.app);
    const event = await depositEvent(player, 'pending');
    const delivery = fake.delivery(event);
    expectErrorBody(
      await t.app.inject({ ...delivery, url: '/api/v1/webhooks/crypto/other' }),
      404,
      'not_found',
    );
    expectErrorBody(
      await t.app.inject(fake.delivery({ ...event, amount: '-1' })),
      400,
      'validation_error',
    );
  });
});
