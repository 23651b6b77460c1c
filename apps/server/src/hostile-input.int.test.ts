/**
 * Regressions of what the API fuzz test (test/api-fuzz-suite.ts) found: callers checked before any
 * parsing or validation, unsafe text and out-of-range ids refused with 400 before any query, and
 * Fastify's own routing errors, the docs and the socket's HTTP side answering with the error body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIAT_PROCESSOR_WEBHOOK_PATH } from '@wheelhouse/contracts/fiat-processor';
import {
  signWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from './modules/cashier-crypto/webhook';
import { createStaff, expectErrorBody, registerPlayer, type TestPlayer } from './test/factories';
import { createTestApp, databaseTargets, type TestApp } from './test/harness';
import { expectLedgerConsistent } from './test/ledger-consistency';

const FIAT_SECRET = 'hostile-input-fiat-webhook-secret-0123456789';
const CRYPTO_SECRET = 'hostile-input-crypto-webhook-secret-012345678';

type Auth = { authorization: string };

describe.each(databaseTargets())('hostile input on %s', (target) => {
  let t: TestApp;
  let player: TestPlayer;
  let playerId: string;
  let finance: Auth;
  let support: Auth;
  let content: Auth;
  beforeAll(async () => {
    t = await createTestApp(target, {
      env: {
        BODY_LIMIT_BYTES: '4096',
        FIAT_PROCESSOR: 'simulated',
        FIAT_PROCESSOR_WEBHOOK_SECRET: FIAT_SECRET,
        CRYPTO_PROCESSING_WEBHOOK_SECRET: CRYPTO_SECRET,
      },
      seed: true,
    });
    player = await registerPlayer(t.app);
    playerId = (await t.app.inject({ url: '/api/v1/me', headers: player.auth })).json<{
      globalId: string;
    }>().globalId;
    finance = (await createStaff(t.app, ['finance'])).auth;
    support = (await createStaff(t.app, ['support'])).auth;
    content = (await createStaff(t.app, ['content'])).auth;
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  describe('callers are checked before the body is read', () => {
    const malformed = {
      'broken JSON': { headers: { 'content-type': 'application/json' }, payload: '{"amount":' },
      'an XML body': { headers: { 'content-type': 'application/xml' }, payload: '<amount/>' },
      'a body past the limit': {
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ reason: 'x'.repeat(8_000) }),
      },
      'no Idempotency-Key': {
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ amount: '1', currency: 'USD', reason: 'test' }),
      },
    };

    it('a finance route answers 401 to guests and players and 403 to support, whatever the body', async () => {
      const url = `/api/admin/users/${playerId}/adjustments`;
      for (const request of Object.values(malformed)) {
        const send = (auth: Partial<Auth>) =>
          t.app.inject({
            method: 'POST',
            url,
            ...request,
            headers: { ...request.headers, ...auth },
          });
        expectErrorBody(await send({}), 401, 'unauthorized');
        expectErrorBody(await send(player.auth), 401, 'unauthorized');
        expectErrorBody(await send(support), 403, 'forbidden');
      }
      // The caller the route is for still gets the body's own errors.
      const as = (label: keyof typeof malformed) =>
        t.app.inject({
          method: 'POST',
          url,
          ...malformed[label],
          headers: { ...malformed[label].headers, ...finance, 'idempotency-key': 'hostile-1' },
        });
      expectErrorBody(await as('broken JSON'), 400, 'malformed_json');
      expectErrorBody(await as('an XML body'), 415, 'unsupported_media_type');
      expectErrorBody(await as('a body past the limit'), 413, 'payload_too_large');
    });

    it('a player route answers 401 to guests and staff before it reads the body', async () => {
      for (const auth of [{}, finance]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/wallet/txns/withdraw',
          headers: { ...auth, 'content-type': 'application/json' },
          payload: '[[[',
        });
        expectErrorBody(response, 401, 'unauthorized');
      }
    });

    it('documents who may call each guarded route in the OpenAPI description', async () => {
      const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
        paths: Record<string, Record<string, Record<string, unknown>>>;
      }>();
      expect(document.paths['/api/admin/users/{id}/adjustments']?.post).toMatchObject({
        'x-auth': 'staff',
        'x-staff-roles': ['admin', 'finance'],
        security: [{ staffSession: [] }, { bearer: [] }],
      });
      expect(document.paths['/api/v1/me']?.get).toMatchObject({ 'x-auth': 'player' });
      expect(document.paths['/api/v1/auth/login']?.post?.['x-auth']).toBeUndefined();
    });
  });

  describe('unsafe text never reaches the database', () => {
    const login = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });

    it('refuses a NUL byte in a path id, a query value or a body field, naming the field', async () => {
      const path = expectErrorBody(
        await t.app.inject({ url: '/api/v1/wallet/orders/buy/a%00b', headers: player.auth }),
        400,
        'validation_error',
      );
      expect(Object.keys(path.fields as object)).toEqual(['id']);
      const query = expectErrorBody(
        await t.app.inject({ url: '/api/admin/users?search=a%00b', headers: support }),
        400,
        'validation_error',
      );
      expect(query.fields).toEqual({
        search: { key: 'Validation.invalid_format', params: { format: 'text' } },
      });
      const body = expectErrorBody(
        await login('{"email":"a@example.test","password":"x\\u0000y"}'),
        400,
        'validation_error',
      );
      expect(Object.keys(body.fields as object)).toEqual(['password']);
    });

    it('refuses other control characters, lone surrogates and numbers past a double', async () => {
      for (const [payload, field] of [
        ['{"email":"a@example.test","password":"x\\u001by"}', 'password'],
        ['{"email":"a\\ud800@example.test","password":"xy"}', 'email'],
        ['{"email":"a@example.test","password":1e400}', 'password'],
      ] as const) {
        const failed = expectErrorBody(await login(payload), 400, 'validation_error');
        expect(Object.keys(failed.fields as object), payload).toEqual([field]);
      }
    });

    it('keeps tabs, line breaks, emoji and right-to-left marks', async () => {
      expectErrorBody(
        await login('{"email":"a@example.test","password":"tab\\tline\\nemoji 😀 \\u202e"}'),
        401,
        'invalid_credentials',
      );
    });

    it('refuses a NUL byte inside a signed webhook body with 400, not a database error', async () => {
      const body = JSON.stringify({
        eventId: 'evt\u0000',
        orderId: 'tx_1',
        externalId: 'sim_inv_1',
        status: 'success',
        amount: '1',
        currency: 'RUB',
      });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const response = await t.app.inject({
        method: 'POST',
        url: FIAT_PROCESSOR_WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(FIAT_SECRET, timestamp, body),
        },
        payload: body,
      });
      const failed = expectErrorBody(response, 400, 'validation_error');
      expect(Object.keys(failed.fields as object)).toEqual(['eventId']);
    });
  });

  describe('ids are checked against their column before any query', () => {
    it('a serial id past 2147483647, an exponent or a sign is 400; the largest is 404', async () => {
      for (const id of ['2147483648', '9223372036854775808', '1e3', '-1', '0', '01', '1.0'])
        expectErrorBody(
          await t.app.inject({
            method: 'DELETE',
            url: `/api/admin/banners/${id}`,
            headers: content,
          }),
          400,
          'validation_error',
        );
      expectErrorBody(
        await t.app.inject({
          method: 'DELETE',
          url: '/api/admin/banners/2147483647',
          headers: content,
        }),
        404,
        'not_found',
      );
      for (const url of [
        '/api/admin/fiat/requisites/2147483648',
        '/api/admin/fiat/disputes/9223372036854775808',
      ])
        expectErrorBody(
          await t.app.inject({
            method: url.includes('requisites') ? 'PATCH' : 'GET',
            url,
            headers: finance,
            payload: url.includes('requisites') ? { active: false } : undefined,
          }),
          400,
          'validation_error',
        );
    });

    it('a text id with a path separator or a space is 400; an unknown one is 404', async () => {
      for (const id of ['..%2F..%2Fetc', 'a%20b', 'x'.repeat(65)])
        expectErrorBody(
          await t.app.inject({ url: `/api/admin/fiat/orders/${id}`, headers: finance }),
          400,
          'validation_error',
        );
      expectErrorBody(
        await t.app.inject({ url: '/api/admin/fiat/orders/tx_unknown', headers: finance }),
        404,
        'not_found',
      );
    });

    it('only the configured webhook providers exist: `constructor` is no provider', async () => {
      for (const provider of ['constructor', '__proto__', 'toString', 'unknown'])
        expectErrorBody(
          await t.app.inject({
            method: 'POST',
            url: `/api/v1/webhooks/crypto/${provider}`,
            headers: { 'content-type': 'application/json' },
            payload: '{}',
          }),
          404,
          'not_found',
        );
    });
  });

  describe('amounts the ledger cannot hold', () => {
    it('a credit that converts to more than a bigint of the house currency is 400 and moves nothing', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/dev/credit',
        headers: { 'idempotency-key': 'hostile-credit-1' },
        payload: { email: player.email, amount: '92233720368.54775807', currency: 'BTC' },
      });
      const failed = expectErrorBody(response, 400, 'validation_error');
      expect(failed.fields).toEqual({ amount: { key: 'Validation.invalid_amount' } });
      const balance = await t.app.inject({ url: '/api/v1/wallet/balance', headers: player.auth });
      expect(balance.json<{ fiat: { value: string } }>().fiat.value).toMatch(/^0(\.0+)?$/);
    });

    it('an amount of more minor units than a bigint is invalid before any conversion', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/dev/credit',
        headers: { 'idempotency-key': 'hostile-credit-2' },
        payload: { email: player.email, amount: '99999999999999999999999', currency: 'USD' },
      });
      const failed = expectErrorBody(response, 400, 'validation_error');
      expect(failed.fields).toEqual({ amount: { key: 'Validation.invalid_amount' } });
    });
  });

  describe('answers outside the routes keep the error body', () => {
    it('a URL that does not decode, or a path parameter past maxParamLength, is 400', async () => {
      for (const url of ['/api/admin/banners/%zz', `/api/v2/games/${'x'.repeat(200)}`]) {
        const response = await t.app.inject({ url });
        expectErrorBody(response, 400, 'validation_error');
      }
    });

    it('a traversal of the API docs is refused with the error body, not a 500', async () => {
      const traversal = await t.app.inject({ url: '/api/docs/static/..%5C..%5Cpackage.json' });
      expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
      expect(traversal.statusCode).toBeLessThan(500);
      expect(traversal.json<{ detail: string }>().detail).toBeTypeOf('string');
      expectErrorBody(
        await t.app.inject({ url: '/api/docs/static/a%00b' }),
        400,
        'validation_error',
      );
    });

    it('a plain GET /ws, without the upgrade, is 404 with the error body', async () => {
      expectErrorBody(await t.app.inject({ url: '/ws' }), 404, 'not_found');
    });
  });
});
