import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminAdjustmentResponse,
  ZAdminBalance,
  ZAdminTransfersResponse,
} from '@wheelhouse/contracts/admin-money';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { createStaff, expectErrorBody, registerPlayer } from '../../test/factories';
import { expectLedgerConsistent } from '../../test/ledger-consistency';
import { fund, globalIdOf } from '../../test/money';

type Auth = { authorization: string };

describe.each(databaseTargets())('admin money tools on %s', (target) => {
  let t: TestApp;
  let finance: Auth;
  let admin: Auth;
  let support: Auth;
  let content: Auth;
  beforeAll(async () => {
    t = await createTestApp(target);
    finance = (await createStaff(t.app, ['finance'])).auth;
    admin = (await createStaff(t.app, ['admin'])).auth;
    support = (await createStaff(t.app, ['support'])).auth;
    content = (await createStaff(t.app, ['content'])).auth;
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  async function player() {
    const registered = await registerPlayer(t.app);
    return { ...registered, globalId: await globalIdOf(t.app, registered.auth) };
  }

  const adjust = (
    globalId: string,
    body: Record<string, unknown>,
    auth: Auth = finance,
    key: string = randomUUID(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${globalId}/adjustments`,
      headers: { ...auth, 'idempotency-key': key },
      payload: body,
    });

  const balance = async (globalId: string, auth: Auth = finance) => {
    const response = await t.app.inject({
      url: `/api/admin/users/${globalId}/balance`,
      headers: auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZAdminBalance.parse(response.json());
  };

  it('lets finance and admin in; support, content and players get 403 or 401', async () => {
    const target = await player();
    const routes = [
      { method: 'GET' as const, url: `/api/admin/users/${target.globalId}/balance` },
      { method: 'GET' as const, url: `/api/admin/users/${target.globalId}/transfers` },
      {
        method: 'POST' as const,
        url: `/api/admin/users/${target.globalId}/adjustments`,
        payload: { amount: '1', currency: 'USD', reason: 'goodwill' },
      },
    ];
    for (const route of routes) {
      const headers = { 'idempotency-key': randomUUID() };
      for (const auth of [support, content])
        expectErrorBody(
          await t.app.inject({ ...route, headers: { ...headers, ...auth } }),
          403,
          'forbidden',
        );
      expectErrorBody(
        await t.app.inject({ ...route, headers: { ...headers, ...target.auth } }),
        401,
        'unauthorized',
      );
      expectErrorBody(await t.app.inject({ ...route, headers }), 401, 'unauthorized');
    }
    expect((await balance(target.globalId)).main).toBe('0.000000');
    expect((await balance(target.globalId, admin)).main).toBe('0.000000');
  });

  it('reads a player’s balances and 404s an unknown player', async () => {
    const target = await player();
    await fund(t.app, target.email, '12.5');
    expect(await balance(target.globalId)).toEqual({
      globalId: target.globalId,
      currency: 'USD',
      main: '12.500000',
      bonus: '0.000000',
      pendingWithdrawal: '0.000000',
      total: '12.500000',
    });
    for (const url of ['balance', 'transfers'])
      expectErrorBody(
        await t.app.inject({ url: `/api/admin/users/nobody/${url}`, headers: finance }),
        404,
        'not_found',
      );
    expectErrorBody(
      await adjust('nobody', { amount: '1', currency: 'USD', reason: 'goodwill' }),
      404,
      'not_found',
    );
  });

  it('credits and debits with an audit row holding who, what, before and after', async () => {
    const target = await player();
    const credit = await adjust(target.globalId, {
      amount: '50.25',
      currency: 'USD',
      reason: 'goodwill credit',
    });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(ZAdminAdjustmentResponse.parse(credit.json())).toMatchObject({
      amount: { value: '50.250000', currency: 'USD' },
      rate: null,
      before: { main: '0.000000' },
      after: { main: '50.250000' },
    });
    const debit = await adjust(target.globalId, {
      amount: '-20',
      currency: 'USD',
      reason: 'chargeback',
    });
    expect(debit.statusCode, debit.body).toBe(200);
    expect(debit.json()).toMatchObject({
      amount: { value: '-20.000000' },
      before: { main: '50.250000' },
      after: { main: '30.250000' },
    });
    expect((await balance(target.globalId)).main).toBe('30.250000');

    const audit = await t.app.services.audit.entriesFor('user', target.globalId);
    expect(audit).toHaveLength(2);
    const financeId = (await t.app.inject({ url: '/api/admin/me', headers: finance })).json<{
      id: number;
    }>().id;
    expect(audit[1]).toMatchObject({
      staffId: financeId,
      action: 'balance.adjust',
      before: { main: '50.250000', currency: 'USD' },
      after: {
        main: '30.250000',
        amount: '-20.000000',
        reason: 'chargeback',
        requested: { amount: '-20', currency: 'USD' },
        transferId: debit.json<{ transferId: string }>().transferId,
      },
    });
    expect(audit[1]?.createdAt).toBeInstanceOf(Date);
    expect(audit[1]?.requestId).toBe(debit.headers['x-request-id']);
  });

  it('converts another currency at the current rate and records the rate on the transfer', async () => {
    const target = await player();
    const response = await adjust(target.globalId, {
      amount: '10.00',
      currency: 'EUR',
      reason: 'euro goodwill',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      amount: { value: '10.800000', currency: 'USD' },
      rate: { base: 'EUR', quote: 'USD', rate: '1.08' },
      after: { main: '10.800000' },
    });
    const debit = await adjust(target.globalId, {
      amount: '-5',
      currency: 'EUR',
      reason: 'euro correction',
    });
    expect(debit.json()).toMatchObject({
      amount: { value: '-5.400000' },
      after: { main: '5.400000' },
    });
    const transfers = await t.app.inject({
      url: `/api/admin/users/${target.globalId}/transfers`,
      headers: finance,
    });
    const page = ZAdminTransfersResponse.parse(transfers.json());
    expect(page.meta).toEqual({ offset: 0, limit: 30, total: 2 });
    expect(page.data[0]).toMatchObject({
      kind: 'adjustment',
      rate: { base: 'EUR', quote: 'USD' },
      metadata: { reason: 'euro correction', source: 'admin.adjustment' },
      legs: [
        { account: 'player_main', currency: 'USD', amount: '-5.400000', balanceAfter: '5.400000' },
      ],
    });
  });

  it('refuses a debit past zero with insufficient_balance and changes nothing', async () => {
    const target = await player();
    await fund(t.app, target.email, '3');
    expectErrorBody(
      await adjust(target.globalId, { amount: '-3.000001', currency: 'USD', reason: 'too much' }),
      400,
      'insufficient_balance',
    );
    expect((await balance(target.globalId)).main).toBe('3.000000');
    expect(await t.app.services.audit.entriesFor('user', target.globalId)).toEqual([]);
    // Exactly to zero is fine.
    const exact = await adjust(target.globalId, {
      amount: '-3',
      currency: 'USD',
      reason: 'all of it',
    });
    expect(exact.json()).toMatchObject({ after: { main: '0.000000' } });
  });

  it('answers a replay with the first response and a reused key with 409', async () => {
    const target = await player();
    const key = randomUUID();
    const body = { amount: '7', currency: 'USD', reason: 'replay me' };
    const first = await adjust(target.globalId, body, finance, key);
    const replay = await adjust(target.globalId, body, finance, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expectErrorBody(
      await adjust(target.globalId, { ...body, amount: '8' }, finance, key),
      409,
      'idempotency_conflict',
    );
    expect((await balance(target.globalId)).main).toBe('7.000000');
    expect(await t.app.services.audit.entriesFor('user', target.globalId)).toHaveLength(1);
  });

  it('refuses a missing key and invalid fields with field errors', async () => {
    const target = await player();
    const noKey = expectErrorBody(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${target.globalId}/adjustments`,
        headers: finance,
        payload: { amount: '1', currency: 'USD', reason: 'goodwill' },
      }),
      400,
      'validation_error',
    );
    expect(noKey.fields).toEqual({ 'idempotency-key': { key: 'Validation.required' } });
    const fields = async (body: Record<string, unknown>) =>
      expectErrorBody(
        await adjust(target.globalId, {
          amount: '1',
          currency: 'USD',
          reason: 'goodwill',
          ...body,
        }),
        400,
        'validation_error',
      ).fields;
    expect(await fields({ currency: 'XYZ' })).toEqual({
      currency: { key: 'Validation.unknown_currency' },
    });
    expect(await fields({ amount: '0' })).toEqual({ amount: { key: 'Validation.invalid_amount' } });
    expect(await fields({ amount: '-0.001', currency: 'EUR' })).toEqual({
      amount: { key: 'Validation.too_many_decimals', params: { max: 2 } },
    });
    // 0.01 UZS is worth less than one minor unit of the house currency.
    expect(await fields({ amount: '0.01', currency: 'UZS' })).toEqual({
      amount: { key: 'Validation.minimum_amount' },
    });
    for (const amount of ['1e2', '+1', '1.', 'abc', 5])
      expect(Object.keys((await fields({ amount })) as object)).toEqual(['amount']);
    expect(Object.keys((await fields({ reason: '' })) as object)).toEqual(['reason']);
    expect(Object.keys((await fields({ extra: true })) as object)).toEqual(['extra']);
    expect((await balance(target.globalId)).main).toBe('0.000000');
  });

  it('pages transfers newest first', async () => {
    const target = await player();
    for (let i = 1; i <= 3; i += 1)
      expect(
        (await adjust(target.globalId, { amount: `${i}`, currency: 'USD', reason: `credit ${i}` }))
          .statusCode,
      ).toBe(200);
    const response = await t.app.inject({
      url: `/api/admin/users/${target.globalId}/transfers?offset=1&limit=1`,
      headers: admin,
    });
    const page = ZAdminTransfersResponse.parse(response.json());
    expect(page.meta).toEqual({ offset: 1, limit: 1, total: 3 });
    expect(page.data.map((item) => item.legs[0]?.amount)).toEqual(['2.000000']);
    expectErrorBody(
      await t.app.inject({
        url: `/api/admin/users/${target.globalId}/transfers?limit=0`,
        headers: admin,
      }),
      400,
      'validation_error',
    );
  });
});
