import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBalance, ZTransactionsResponse, type Balance } from '@wheelhouse/contracts/wallet';
import type { Database } from '../../platform/db/client';
import { outbox } from '../../platform/db/schema';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectErrorBody, registerPlayer, type TestPlayer } from '../../test/factories';
import { expectLedgerConsistent } from '../../test/ledger-consistency';
import { balanceOf, devCredit, fund } from '../../test/money';
import { TRANSACTION_CHANGED_TOPIC } from './service';

describe.each(databaseTargets())('wallet on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const historyOf = async (player: TestPlayer, query = '') => {
    const response = await t.app.inject({
      url: `/api/v2/wallet/txns?is_pagination=1${query}`,
      headers: player.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZTransactionsResponse.parse(response.json());
  };

  describe('GET /api/v1/wallet/balance', () => {
    it('needs a session', async () => {
      expectErrorBody(await t.app.inject({ url: '/api/v1/wallet/balance' }), 401, 'unauthorized');
    });

    it('is zero for a new player, in the house currency, with no bonuses', async () => {
      const player = await registerPlayer(t.app);
      const zero = {
        value: '0.000000',
        primaryValue: '0.000000',
        primaryPrecision: 2,
        currency: {
          code: 'USD',
          displayFormat: '${amount}',
          icon: '/api/v1/currencies/icons/USD.svg',
        },
      };
      expect(await balanceOf(t.app, player)).toEqual({
        total: zero,
        fiat: zero,
        bonuses: [],
        userBonuses: [],
      } satisfies Balance);
    });

    it('shows total and fiat after a deposit, converted exactly to the display currency', async () => {
      const player = await registerPlayer(t.app, { currency: 'EUR' });
      await fund(t.app, player.email, '100');
      const balance = await balanceOf(t.app, player);
      expect(balance.total.value).toBe('100.000000');
      expect(balance.fiat.value).toBe('100.000000');
      // Seeded rate EUR/USD 1.08: 100 USD = 92.592592… EUR, rounded down at EUR's scale (2).
      expect(balance.total.primaryValue).toBe('92.59');
      expect(balance.total.primaryPrecision).toBe(2);
      expect(balance.total.currency).toMatchObject({ code: 'EUR', displayFormat: '€{amount}' });
    });
  });

  describe('PATCH /api/v1/viewer', () => {
    it('changes the display currency and answers with the Balance in it', async () => {
      const player = await registerPlayer(t.app);
      await fund(t.app, player.email, '65');
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/viewer',
        headers: player.auth,
        payload: { currency: { primary: 'BTC' } },
      });
      expect(response.statusCode, response.body).toBe(200);
      const balance = ZBalance.parse(response.json());
      // 65 USD at BTC/USD 65000 is exactly 0.001 BTC.
      expect(balance.fiat).toMatchObject({
        value: '65.000000',
        primaryValue: '0.00100000',
        primaryPrecision: 8,
        currency: { code: 'BTC', displayFormat: '{amount} BTC' },
      });
      expect((await balanceOf(t.app, player)).fiat.currency.code).toBe('BTC');
      const me = await t.app.inject({ url: '/api/v1/me', headers: player.auth });
      expect(me.json<{ currency: string }>().currency).toBe('BTC');
    });

    it('refuses an unknown, badly spelled or missing currency with a field error', async () => {
      const player = await registerPlayer(t.app);
      const patch = (payload: Record<string, unknown>) =>
        t.app.inject({ method: 'PATCH', url: '/api/v1/viewer', headers: player.auth, payload });
      const unknown = expectErrorBody(
        await patch({ currency: { primary: 'XYZ' } }),
        400,
        'validation_error',
      );
      expect(unknown.fields).toEqual({
        'currency.primary': { key: 'Validation.unknown_currency' },
      });
      const lower = expectErrorBody(
        await patch({ currency: { primary: 'eur' } }),
        400,
        'validation_error',
      );
      expect(Object.keys(lower.fields as object)).toEqual(['currency.primary']);
      const missing = expectErrorBody(await patch({ currency: {} }), 400, 'validation_error');
      expect(missing.fields).toEqual({ 'currency.primary': { key: 'Validation.required' } });
      expectErrorBody(
        await patch({ currency: { primary: 'EUR' }, extra: 1 }),
        400,
        'validation_error',
      );
      expect((await balanceOf(t.app, player)).fiat.currency.code).toBe('USD');
      expectErrorBody(
        await t.app.inject({
          method: 'PATCH',
          url: '/api/v1/viewer',
          payload: { currency: { primary: 'EUR' } },
        }),
        401,
        'unauthorized',
      );
    });
  });

  describe('GET /api/v1/wallet/currencies', () => {
    const codes = async (query: string, headers: Record<string, string> = {}) => {
      const response = await t.app.inject({ url: `/api/v1/wallet/currencies${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Array<{ code: string }>>().map((item) => item.code);
    };

    it('lists the active display currencies in the operator’s order', async () => {
      const response = await t.app.inject({ url: '/api/v1/wallet/currencies' });
      const list = response.json<Array<Record<string, unknown>>>();
      expect(list[0]).toEqual({
        code: 'USD',
        name: 'US Dollar',
        kind: 'fiat',
        displayFormat: '${amount}',
        precision: 2,
        icon: '/api/v1/currencies/icons/USD.svg',
      });
      expect((await codes('')).slice(0, 4)).toEqual(['USD', 'EUR', 'RUB', 'UAH']);
    });

    it('puts UAH second and RUB last for the uk locale (query, else Accept-Language)', async () => {
      const uk = await codes('?locale=uk');
      expect(uk[1]).toBe('UAH');
      expect(uk.at(-1)).toBe('RUB');
      expect(uk[0]).toBe('USD');
      expect([...uk].sort()).toEqual([...(await codes(''))].sort());
      expect(await codes('', { 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.8' })).toEqual(uk);
      // The query wins over the header.
      expect((await codes('?locale=en', { 'accept-language': 'uk' }))[1]).toBe('EUR');
      expect((await codes('', { 'accept-language': 'ru-RU' }))[2]).toBe('RUB');
    });
  });

  describe('GET /api/v2/wallet/txns', () => {
    it('lists the player’s own history newest first, 10 per page by default', async () => {
      const alice = await registerPlayer(t.app);
      const bob = await registerPlayer(t.app);
      for (let i = 1; i <= 12; i += 1) {
        await fund(t.app, alice.email, `${i}.5`);
        t.clock.advance(1_000);
      }
      const first = await historyOf(alice);
      expect(first.meta).toEqual({ offset: 0, limit: 10, total: 12 });
      expect(first.items).toHaveLength(10);
      expect(first.items[0]).toMatchObject({
        type: 'deposit',
        status: 'completed',
        originalAmount: { value: '12.500000', currency: 'USD' },
        address: null,
        paymentDetails: null,
        cancellableUntil: null,
      });
      expect(first.items[0]?.externalId).toMatch(/^transfer:\d+$/);
      expect(first.items[0]?.timestamp).toBe(Math.floor(t.clock.now().getTime() / 1000) - 1);
      const second = await historyOf(alice, '&offset=10&limit=10');
      expect(second.items.map((item) => item.originalAmount.value)).toEqual([
        '2.500000',
        '1.500000',
      ]);
      // Bob sees none of Alice's history.
      expect(await historyOf(bob)).toEqual({ items: [], meta: { offset: 0, limit: 10, total: 0 } });
    });

    it('refuses bad paging and anonymous callers', async () => {
      const player = await registerPlayer(t.app);
      for (const query of ['&limit=0', '&limit=101', '&offset=-1', '&limit=abc']) {
        expectErrorBody(
          await t.app.inject({
            url: `/api/v2/wallet/txns?is_pagination=1${query}`,
            headers: player.auth,
          }),
          400,
          'validation_error',
        );
      }
      expectErrorBody(await t.app.inject({ url: '/api/v2/wallet/txns' }), 401, 'unauthorized');
    });
  });

  describe('recordTransaction and updateTransactionStatus', () => {
    const userIdOf = async (player: TestPlayer) =>
      (await t.app.services.users.accessByEmail(player.email))!.userId;
    const eventsOf = async (userId: number) =>
      (await t.database.db.select().from(outbox).orderBy(outbox.id)).filter(
        (row) => row.userId === userId && row.topic === TRANSACTION_CHANGED_TOPIC,
      );

    it('write the row and its transaction event in the caller’s transaction', async () => {
      const player = await registerPlayer(t.app);
      const userId = await userIdOf(player);
      const wallet = t.app.services.wallet;
      const cancellableUntil = new Date(t.clock.now().getTime() + 600_000);
      const created = await t.database.db.transaction((tx) =>
        wallet.recordTransaction(
          {
            userId,
            type: 'withdraw',
            status: 'pending',
            amountMinor: 12_345_678n,
            currency: 'BTC',
            address: 'bc1qexample',
            cancellableUntil,
          },
          tx as unknown as Database,
        ),
      );
      expect(created).toMatchObject({
        type: 'withdraw',
        status: 'pending',
        originalAmount: { value: '0.12345678', currency: 'BTC' },
        address: 'bc1qexample',
        cancellableUntil: Math.floor(cancellableUntil.getTime() / 1000),
      });
      t.clock.advance(5_000);
      const cancelled = await t.database.db.transaction((tx) =>
        wallet.updateTransactionStatus(
          { userId, id: created.id, status: 'cancelled', cancellableUntil: null },
          tx as unknown as Database,
        ),
      );
      expect(cancelled).toMatchObject({ status: 'cancelled', cancellableUntil: null });
      expect(cancelled.timestamp).toBe(created.timestamp + 5);
      const payloads = (await eventsOf(userId)).map((row) => row.payload);
      expect(payloads).toEqual([created, cancelled]);
      expect((await historyOf(player)).items).toEqual([cancelled]);
    });

    it('set the external id with a status when given one, and keep it otherwise', async () => {
      const player = await registerPlayer(t.app);
      const userId = await userIdOf(player);
      const wallet = t.app.services.wallet;
      const inTransaction = <T>(run: (tx: Database) => Promise<T>) =>
        t.database.db.transaction((tx) => run(tx as unknown as Database));
      const created = await inTransaction((tx) =>
        wallet.recordTransaction(
          { userId, type: 'withdraw', status: 'pending', amountMinor: 5n, currency: 'USDT' },
          tx,
        ),
      );
      expect(created.externalId).toBeNull();
      const paid = await inTransaction((tx) =>
        wallet.updateTransactionStatus(
          { userId, id: created.id, status: 'completed', externalId: 'ab'.repeat(32) },
          tx,
        ),
      );
      expect(paid).toMatchObject({ status: 'completed', externalId: 'ab'.repeat(32) });
      const refunded = await inTransaction((tx) =>
        wallet.updateTransactionStatus({ userId, id: created.id, status: 'refund' }, tx),
      );
      expect(refunded.externalId).toBe('ab'.repeat(32));
      expect((await historyOf(player)).items).toEqual([refunded]);
    });

    it('leave nothing behind when the caller’s transaction rolls back', async () => {
      const player = await registerPlayer(t.app);
      const userId = await userIdOf(player);
      await expect(
        t.database.db.transaction(async (tx) => {
          await t.app.services.wallet.recordTransaction(
            { userId, type: 'deposit', status: 'waiting', amountMinor: 100n, currency: 'USD' },
            tx as unknown as Database,
          );
          throw new Error('payment provider said no');
        }),
      ).rejects.toThrow('payment provider said no');
      expect((await historyOf(player)).meta.total).toBe(0);
      expect(await eventsOf(userId)).toEqual([]);
    });

    it('refuse to change another player’s transaction', async () => {
      const alice = await registerPlayer(t.app);
      const aliceId = await userIdOf(alice);
      const bobId = await userIdOf(await registerPlayer(t.app));
      const wallet = t.app.services.wallet;
      const created = await t.database.db.transaction((tx) =>
        wallet.recordTransaction(
          {
            userId: aliceId,
            type: 'buy',
            status: 'waiting',
            amountMinor: 100n,
            currency: 'USD',
          },
          tx as unknown as Database,
        ),
      );
      await expect(
        t.database.db.transaction((tx) =>
          wallet.updateTransactionStatus(
            { userId: bobId, id: created.id, status: 'completed' },
            tx as unknown as Database,
          ),
        ),
      ).rejects.toMatchObject({ code: 'not_found' });
      expect((await historyOf(alice)).items).toEqual([created]);
      expect(await eventsOf(bobId)).toEqual([]);
    });
  });

  describe('POST /api/dev/credit', () => {
    it('credits like a deposit: converted at the current rate, history row, hasDeposits', async () => {
      const player = await registerPlayer(t.app);
      const before = await t.app.inject({ url: '/api/v1/me', headers: player.auth });
      expect(before.json<{ hasDeposits: boolean }>().hasDeposits).toBe(false);
      const response = await devCredit(t.app, {
        email: player.email.toUpperCase(),
        amount: '10.00',
        currency: 'EUR',
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{
        transaction: { originalAmount: unknown; status: string };
        balanceAfter: unknown;
      }>();
      expect(body.transaction).toMatchObject({
        originalAmount: { value: '10.00', currency: 'EUR' },
        status: 'completed',
      });
      expect(body.balanceAfter).toEqual({ value: '10.800000', currency: 'USD' });
      expect((await balanceOf(t.app, player)).fiat.value).toBe('10.800000');
      const after = await t.app.inject({ url: '/api/v1/me', headers: player.auth });
      expect(after.json<{ hasDeposits: boolean }>().hasDeposits).toBe(true);
      const transfers = await t.app.services.ledger.transfersOf(
        (await t.app.services.users.accessByEmail(player.email))!.userId,
        { offset: 0, limit: 10 },
      );
      expect(transfers.items[0]).toMatchObject({
        kind: 'deposit',
        rate: { base: 'EUR', quote: 'USD', rate: '1.08' },
      });
    });

    it('answers a replay with the first response and a reused key with 409', async () => {
      const player = await registerPlayer(t.app);
      const key = randomUUID();
      const body = { email: player.email, amount: '5', currency: 'USD' };
      const first = await devCredit(t.app, body, key);
      const replay = await devCredit(t.app, body, key);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual(first.json());
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expectErrorBody(
        await devCredit(t.app, { ...body, amount: '6' }, key),
        409,
        'idempotency_conflict',
      );
      expect((await balanceOf(t.app, player)).fiat.value).toBe('5.000000');
      expect((await historyOf(player)).meta.total).toBe(1);
    });

    it('refuses a missing key, bad fields, unknown currencies and unknown players', async () => {
      const player = await registerPlayer(t.app);
      const noKey = expectErrorBody(
        await t.app.inject({
          method: 'POST',
          url: '/api/dev/credit',
          payload: { email: player.email, amount: '1', currency: 'USD' },
        }),
        400,
        'validation_error',
      );
      expect(noKey.fields).toEqual({ 'idempotency-key': { key: 'Validation.required' } });
      const field = async (body: Record<string, string>) =>
        expectErrorBody(
          await devCredit(t.app, { email: player.email, amount: '1', currency: 'USD', ...body }),
          400,
          'validation_error',
        ).fields;
      expect(await field({ currency: 'XYZ' })).toEqual({
        currency: { key: 'Validation.unknown_currency' },
      });
      expect(await field({ amount: '0' })).toEqual({
        amount: { key: 'Validation.invalid_amount' },
      });
      expect(await field({ amount: '1.0000001' })).toEqual({
        amount: { key: 'Validation.too_many_decimals', params: { max: 6 } },
      });
      expect(await field({ amount: '1.001', currency: 'EUR' })).toEqual({
        amount: { key: 'Validation.too_many_decimals', params: { max: 2 } },
      });
      for (const amount of ['-5', '1e3', '', ' 1', '01'])
        expect(Object.keys((await field({ amount })) as object)).toEqual(['amount']);
      expect(Object.keys((await field({ email: 'nope' })) as object)).toEqual(['email']);
      expectErrorBody(
        await devCredit(t.app, { email: 'nobody@example.test', amount: '1', currency: 'USD' }),
        404,
        'not_found',
      );
      expect((await balanceOf(t.app, player)).fiat.value).toBe('0.000000');
    });
  });
});

describe('dev endpoints without simulators', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { SIMULATORS: 'false' } });
  });
  afterAll(async () => t?.close());

  it('do not exist', async () => {
    const player = await registerPlayer(t.app);
    expectErrorBody(
      await devCredit(t.app, { email: player.email, amount: '1', currency: 'USD' }),
      404,
      'not_found',
    );
    expectErrorBody(
      await t.app.inject({
        method: 'POST',
        url: '/api/dev/broadcast',
        payload: { channel: 'tournaments', data: {} },
      }),
      404,
      'not_found',
    );
  });
});
