import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CRYPTO_METHOD_CODES,
  ZCryptoDepositResponse,
  ZCryptoPaymentMethodsResponse,
  ZDevChainTransferResponse,
  type CryptoDepositResponse,
} from '@wheelhouse/contracts/cashier-crypto';
import { ZTransactionsResponse } from '@wheelhouse/contracts/wallet';
import { eq } from 'drizzle-orm';
import { cryptoDeposits } from './schema';
import { outbox } from '../../platform/db/schema';
import { users } from '../users/schema';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectErrorBody, registerPlayer, type TestPlayer } from '../../test/factories';
import { expectLedgerConsistent } from '../../test/ledger-consistency';
import { mainBalanceOf } from '../../test/money';
import { TRANSACTION_CHANGED_TOPIC } from '../wallet';

const txHash = () => randomBytes(32).toString('hex');

describe.each(databaseTargets())('crypto cashier on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const userIdOf = async (player: TestPlayer) =>
    (await t.app.services.users.accessByEmail(player.email))!.userId;

  const methodsOf = async (player: TestPlayer) => {
    const response = await t.app.inject({
      url: '/api/v1/wallet/currencies/bonus',
      headers: player.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZCryptoPaymentMethodsResponse.parse(response.json());
  };

  const addressOf = async (player: TestPlayer, currency: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/txns/deposit',
      headers: player.auth,
      payload: { currency },
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZCryptoDepositResponse.parse(response.json());
  };

  const send = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/dev/chain/transfers', payload: body });

  const sendOk = async (body: Record<string, unknown>) => {
    const response = await send(body);
    expect(response.statusCode, response.body).toBe(200);
    return ZDevChainTransferResponse.parse(response.json());
  };

  const to = (deposit: CryptoDepositResponse) => ({
    address: deposit.address,
    ...(deposit.memo ? { memo: deposit.memo } : {}),
  });

  const historyOf = async (player: TestPlayer) => {
    const response = await t.app.inject({
      url: '/api/v2/wallet/txns?is_pagination=1',
      headers: player.auth,
    });
    return ZTransactionsResponse.parse(response.json()).items;
  };

  /** Far enough past every network's confirmations (max 3 × 2 s). */
  const confirmAll = async () => {
    t.clock.advance(60_000);
    await t.app.services.cashierCrypto.processPendingDeposits(t.clock.now());
  };

  describe('GET /api/v1/wallet/currencies/bonus', () => {
    it('needs a session', async () => {
      expectErrorBody(
        await t.app.inject({ url: '/api/v1/wallet/currencies/bonus' }),
        401,
        'unauthorized',
      );
    });

    it('lists one method per currency and network with every spec field', async () => {
      const player = await registerPlayer(t.app);
      const methods = await methodsOf(player);
      expect(methods.map((m) => m.code)).toEqual([...CRYPTO_METHOD_CODES]);
      const usdt = methods.find((m) => m.code === 'USDT-TRC20')!;
      expect(usdt).toEqual({
        code: 'USDT-TRC20',
        name: 'USDT (TRC20)',
        icon: '/api/v1/currencies/icons/USDT.svg',
        iconBig: '/api/v1/currencies/icons/USDT.svg',
        network: 'TRX',
        precision: 2,
        isFiat: false,
        withdrawAllowed: true,
        minWithdrawAmount: '10.000000',
        minDepositAmount: '5.000000',
        addressFormat: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
        displayFormat: '{amount} USDT',
        depositBonusAvailable: true,
        depositBonus: 0.1,
        valuePresets: ['10', '25', '50', '100', '250'],
        additionalProviders: ['cryptobot'],
      });
      expect(methods.find((m) => m.code === 'TON')).toMatchObject({
        network: 'TON',
        minDepositAmount: '0.500000000',
        precision: 4,
      });
    });

    it('adds 0.05 to the deposit bonus from the 4th completed deposit on', async () => {
      const player = await registerPlayer(t.app);
      const deposit = await addressOf(player, 'USDT-TRC20');
      for (let n = 1; n <= 4; n += 1) {
        await sendOk({ currency: 'USDT-TRC20', ...to(deposit), amount: '10', txHash: txHash() });
        await confirmAll();
        const bonus = (await methodsOf(player)).find((m) => m.code === 'USDT-TRC20')!;
        expect(bonus.depositBonus).toBe(n >= 4 ? 0.15 : 0.1);
      }
      const [row] = await t.database.db
        .select({ depositCount: users.depositCount, hasDeposits: users.hasDeposits })
        .from(users)
        .where(eq(users.id, await userIdOf(player)));
      expect(row).toEqual({ depositCount: 4, hasDeposits: true });
    });
  });

  describe('POST /api/v1/wallet/txns/deposit', () => {
    it('gives one stable address per player and network, shaped by the method pattern', async () => {
      const player = await registerPlayer(t.app);
      const methods = await methodsOf(player);
      for (const method of methods) {
        const first = await addressOf(player, method.code);
        expect(first.address).toMatch(new RegExp(method.addressFormat));
        expect(first.network).toBe(method.network);
        expect(first.minAmount).toBe(method.minDepositAmount);
        expect(await addressOf(player, method.code)).toEqual(first);
      }
      // Methods on one network share the address.
      expect((await addressOf(player, 'TRX')).address).toBe(
        (await addressOf(player, 'USDT-TRC20')).address,
      );
    });

    it('is race-safe: concurrent first requests all get the same address', async () => {
      const player = await registerPlayer(t.app);
      const answers = await Promise.all(Array.from({ length: 8 }, () => addressOf(player, 'BTC')));
      expect(new Set(answers.map((a) => a.address)).size).toBe(1);
    });

    it('gives every player their own address (TON: a shared address and their own memo)', async () => {
      const a = await registerPlayer(t.app);
      const b = await registerPlayer(t.app);
      expect((await addressOf(a, 'ETH')).address).not.toBe((await addressOf(b, 'ETH')).address);
      const tonA = await addressOf(a, 'TON');
      const tonB = await addressOf(b, 'TON');
      expect(tonA.memo).toBe(String(await userIdOf(a)));
      expect(tonB.memo).toBe(String(await userIdOf(b)));
      expect(tonA.memo).not.toBe(tonB.memo);
      expect((await addressOf(a, 'BTC')).memo).toBeUndefined();
    });

    it('rejects an unknown method and bad bodies with validation_error and fields', async () => {
      const player = await registerPlayer(t.app);
      for (const payload of [{ currency: 'DOGE' }, {}, { currency: 'BTC', extra: 1 }]) {
        const body = expectErrorBody(
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/wallet/txns/deposit',
            headers: player.auth,
            payload,
          }),
          400,
          'validation_error',
        );
        expect(body.fields).toBeDefined();
      }
      expectErrorBody(
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/wallet/txns/deposit',
          payload: { currency: 'BTC' },
        }),
        401,
        'unauthorized',
      );
    });
  });

  describe('simulated chain', () => {
    it('detects a transfer as pending, then credits it exactly once confirmed', async () => {
      const player = await registerPlayer(t.app);
      const userId = await userIdOf(player);
      const deposit = await addressOf(player, 'BTC');
      const hash = txHash();
      const detected = await sendOk({
        currency: 'BTC',
        address: deposit.address,
        amount: '0.00123457',
        txHash: hash,
      });
      expect(detected.confirmationsRequired).toBe(2);
      expect(detected.transaction).toMatchObject({
        type: 'deposit',
        status: 'pending',
        originalAmount: { value: '0.00123457', currency: 'BTC' },
        externalId: hash,
        address: deposit.address,
      });
      expect(await mainBalanceOf(t.app, player)).toBe('0.000000');

      // One confirmation (2 s) is not enough for BTC.
      t.clock.advance(2_000);
      await t.app.services.cashierCrypto.processPendingDeposits(t.clock.now());
      expect((await historyOf(player))[0]!.status).toBe('pending');

      t.clock.advance(2_000);
      await t.app.services.cashierCrypto.processPendingDeposits(t.clock.now());
      const [done] = await historyOf(player);
      expect(done).toMatchObject({ id: detected.transaction.id, status: 'completed' });
      // 0.00123457 BTC × 65000 USD = 80.24705 USD at the house scale (6).
      expect(await mainBalanceOf(t.app, player)).toBe('80.247050');

      const events = (await t.database.db.select().from(outbox).orderBy(outbox.id)).filter(
        (row) => row.userId === userId,
      );
      const statuses = events
        .filter((row) => row.topic === TRANSACTION_CHANGED_TOPIC)
        .map((row) => (row.payload as { status: string }).status);
      expect(statuses).toEqual(['pending', 'completed']);
      // The deposit, and the +5 % deposit bonus BTC advertises, paid as a bonus in the same
      // transaction (80.24705 × 5 % rounded down at scale 6), each with its balance event.
      expect(events.filter((row) => row.topic === 'balance.changed')).toHaveLength(2);
      expect((await t.app.services.ledger.balancesOf(userId)).player_bonus).toBe(4_012_352n);
    });

    it('declines a transfer below the minimum with the reason, and credits nothing', async () => {
      const player = await registerPlayer(t.app);
      const deposit = await addressOf(player, 'USDT-TRC20');
      const detected = await sendOk({
        currency: 'USDT-TRC20',
        address: deposit.address,
        amount: '4.999999',
      });
      expect(detected.transaction).toMatchObject({
        status: 'declined',
        reason: 'below_minimum',
        paymentDetails: null,
      });
      await confirmAll();
      expect(await mainBalanceOf(t.app, player)).toBe('0.000000');
      expect((await historyOf(player))[0]!.status).toBe('declined');
    });

    it('credits one output once however often and concurrently it is reported', async () => {
      const player = await registerPlayer(t.app);
      const deposit = await addressOf(player, 'USDT-TON');
      const body = { currency: 'USDT-TON', ...to(deposit), amount: '12.5', txHash: txHash() };
      const first = await sendOk(body);
      const concurrent = await Promise.all(Array.from({ length: 5 }, () => sendOk(body)));
      const serial = [];
      for (let n = 0; n < 4; n += 1) serial.push(await sendOk(body));
      for (const again of [...concurrent, ...serial])
        expect(again.transaction.id).toBe(first.transaction.id);
      await Promise.all([confirmAll(), confirmAll(), confirmAll()]);
      await sendOk(body);
      await confirmAll();
      expect(await mainBalanceOf(t.app, player)).toBe('12.500000');
      expect(await historyOf(player)).toHaveLength(1);
      const rows = await t.database.db
        .select()
        .from(cryptoDeposits)
        .where(eq(cryptoDeposits.txHash, body.txHash));
      expect(rows).toHaveLength(1);
      // Another output of the same transaction is another deposit.
      await sendOk({ ...body, outputIndex: 1 });
      await confirmAll();
      expect(await mainBalanceOf(t.app, player)).toBe('25.000000');
    });

    it('never credits another player: a wrong memo or a foreign address is 404', async () => {
      const a = await registerPlayer(t.app);
      const ton = await addressOf(a, 'TON');
      expectErrorBody(
        await send({ currency: 'TON', address: ton.address, memo: '999999999', amount: '1' }),
        404,
        'not_found',
      );
      expectErrorBody(
        await send({ currency: 'TON', address: ton.address, amount: '1' }),
        404,
        'not_found',
      );
      expectErrorBody(
        await send({ currency: 'ETH', address: `0x${'ab'.repeat(20)}`, amount: '1' }),
        404,
        'not_found',
      );
      expect(await historyOf(a)).toHaveLength(0);
    });

    it('rejects invalid transfers with validation_error and fields', async () => {
      const player = await registerPlayer(t.app);
      const deposit = await addressOf(player, 'BTC');
      for (const body of [
        { currency: 'BTC', address: deposit.address, amount: '0.000000001' },
        { currency: 'BTC', address: deposit.address, amount: '-1' },
        { currency: 'BTC', address: deposit.address, amount: '0' },
        { currency: 'XRP', address: deposit.address, amount: '1' },
        { currency: 'BTC', address: deposit.address, amount: '1', txHash: 'x' },
        { currency: 'BTC', amount: '1' },
      ]) {
        const response = await send(body);
        expect(expectErrorBody(response, 400, 'validation_error').fields).toBeDefined();
      }
    });
  });
});

describe('simulated chain without simulators', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { SIMULATORS: 'false' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has no /api/dev/chain/transfers route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dev/chain/transfers',
      payload: { currency: 'BTC', address: 'x', amount: '1' },
    });
    expect(response.statusCode).toBe(404);
  });
});
