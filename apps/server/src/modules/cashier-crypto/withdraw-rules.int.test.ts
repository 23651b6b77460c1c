import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZWagerStatus, ZWithdrawAddressSuggestions } from '@wheelhouse/contracts/cashier-crypto';
import { ZTransaction } from '@wheelhouse/contracts/wallet';
import { cryptoWithdrawals } from './schema';
import { users } from '../users/schema';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectErrorBody, registerPlayer, stepUp, type TestPlayer } from '../../test/factories';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { fund, mainBalanceOf } from '../../test/money';
import type { OperatorSettings } from '../settings';

const TRON = ['TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf'];
const DEFAULT_SETTINGS: Partial<OperatorSettings> = {
  'payments.enabled': true,
  'withdraw.requiresVerification': false,
  'withdraw.depositWagerMultiplier': '0',
  'withdraw.dailyLimit': '10000.00',
  'withdraw.cancelWindowSeconds': 600,
  'withdraw.minGgrPercent': 0,
};

describe.each(databaseTargets())('crypto withdrawal rules on %s', (target) => {
  let t: TestApp;
  let staffId: number;

  beforeAll(async () => {
    t = await createTestApp(target);
    staffId = (
      await servicesOf(t.app).admin.saveStaff({
        email: `finance-${randomUUID()}@example.test`,
        password: `Wh-${randomUUID()}`,
        roles: ['finance'],
      })
    ).id;
  });
  beforeEach(async () => {
    await servicesOf(t.app).settings.update(staffId, DEFAULT_SETTINGS);
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const setting = (patch: Partial<OperatorSettings>) =>
    servicesOf(t.app).settings.update(staffId, patch);

  const withdraw = (player: TestPlayer, body: Record<string, unknown>, key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/txns/withdraw',
      headers: { ...player.auth, 'idempotency-key': key },
      payload: body,
    });

  const usdt = (amount: string, address = TRON[0]!, currency = 'USDT-TRC20') => ({
    currency,
    address,
    amount,
    memo: null,
    provider: null,
  });

  const wagerOf = async (player: TestPlayer) => {
    const response = await t.app.inject({ url: '/api/v2/wallet/wager', headers: player.auth });
    expect(response.statusCode, response.body).toBe(200);
    return ZWagerStatus.parse(response.json());
  };

  const userIdOf = async (player: TestPlayer) =>
    (await servicesOf(t.app).users.accessByEmail(player.email))!.userId;

  const bet = async (player: TestPlayer, amountMinor: bigint) =>
    servicesOf(t.app).ledger.transfer({
      idempotencyKey: `test-bet:${randomUUID()}`,
      kind: 'bet',
      legs: [
        {
          account: { userId: await userIdOf(player), kind: 'player_main' },
          amountMinor: -amountMinor,
          currency: 'USD',
        },
        { account: { house: 'house_bets' }, amountMinor, currency: 'USD' },
      ],
    });

  it('refuses deposits and withdrawals while payments are off, and nothing is held', async () => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    await setting({ 'payments.enabled': false });
    expectErrorBody(await withdraw(player, usdt('20')), 403, 'payments_are_disabled');
    expectErrorBody(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/txns/deposit',
        headers: player.auth,
        payload: { currency: 'TRX' },
      }),
      403,
      'payments_are_disabled',
    );
    expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
    await setting({ 'payments.enabled': true });
    const key = randomUUID();
    const created = await withdraw(player, usdt('20'), key);
    expect(created.statusCode).toBe(200);

    // A retry of a request that went through answers its first response, whatever changed since.
    await setting({ 'payments.enabled': false, 'withdraw.depositWagerMultiplier': '5' });
    const replay = await withdraw(player, usdt('20'), key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(created.json());
    expect(await mainBalanceOf(t.app, player)).toBe('79.000000');
  });

  it('requires complete personal data when the operator asks for verification', async () => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    expect((await wagerOf(player)).verificationRequired).toBe(false);
    await setting({ 'withdraw.requiresVerification': true });
    expect((await wagerOf(player)).verificationRequired).toBe(true);
    expectErrorBody(await withdraw(player, usdt('20')), 403, 'verification_required');

    const userId = await userIdOf(player);
    await t.database.db
      .update(users)
      .set({ firstName: 'Ada', lastName: 'Lovelace' })
      .where(eq(users.id, userId));
    expectErrorBody(await withdraw(player, usdt('20')), 403, 'verification_required');
    await t.database.db
      .update(users)
      .set({ dateOfBirth: '1990-12-10' })
      .where(eq(users.id, userId));
    expect((await wagerOf(player)).verificationRequired).toBe(false);
    expect((await withdraw(player, usdt('20'))).statusCode).toBe(200);
    expect(await mainBalanceOf(t.app, player)).toBe('79.000000');
  });

  it('blocks withdrawal until the bets reach the multiple of the deposits, then lets it through', async () => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    expect(await wagerOf(player)).toMatchObject({ enabled: true, activeBonuses: 0 });
    await setting({ 'withdraw.depositWagerMultiplier': '0.5' });
    expect(await wagerOf(player)).toEqual({
      enabled: false,
      wager: { current: '0.000000', total: '50.000000', currency: 'USD' },
      activeBonuses: 0,
      verificationRequired: false,
    });
    expectErrorBody(await withdraw(player, usdt('20')), 400, 'wager');

    await bet(player, 30_000_000n);
    expect((await wagerOf(player)).wager.current).toBe('30.000000');
    expectErrorBody(await withdraw(player, usdt('20')), 400, 'wager');
    await fund(t.app, player.email, '20'); // more deposits, more to wager: 60
    await bet(player, 25_000_000n);
    expect(await wagerOf(player)).toMatchObject({
      enabled: false,
      wager: { current: '55.000000', total: '60.000000' },
    });
    await bet(player, 5_000_000n);
    expect((await wagerOf(player)).enabled).toBe(true);
    const response = await withdraw(player, usdt('10'));
    expect(response.statusCode, response.body).toBe(200);
    expect(await mainBalanceOf(t.app, player)).toBe('49.000000');
  });

  it('refuses invalid_ggr while the result of play is below the operator’s percent of deposits', async () => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    await setting({ 'withdraw.minGgrPercent': 20 });
    // Deposited and withdrawn without play: refused, nothing held.
    expectErrorBody(await withdraw(player, usdt('20')), 400, 'invalid_ggr');
    expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
    await bet(player, 15_000_000n);
    expectErrorBody(await withdraw(player, usdt('20')), 400, 'invalid_ggr');
    await bet(player, 5_000_000n); // lost 20 of 100 deposited: 20 %
    const response = await withdraw(player, usdt('10'));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('shows the wagering in the player’s display currency', async () => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    await setting({ 'withdraw.depositWagerMultiplier': '1' });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/viewer',
      headers: player.auth,
      payload: { currency: { primary: 'BTC' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const status = await wagerOf(player);
    expect(status.wager.currency).toBe('BTC');
    expect(status.wager.total).toMatch(/^0\.\d{8}$/);
    expect(status.wager.total).not.toBe('0.00000000');
  });

  it('records the withdrawal row, takes the cancel window from the setting, and cancels the row too', async () => {
    await setting({ 'withdraw.cancelWindowSeconds': 120 });
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    const created = ZTransaction.parse(
      (await withdraw(player, { ...usdt('20'), memo: '  note  ' })).json(),
    );
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(created.cancellableUntil).toBe(now + 120);
    const [row] = await t.database.db
      .select()
      .from(cryptoWithdrawals)
      .where(eq(cryptoWithdrawals.id, created.id));
    expect(row).toMatchObject({
      userId: await userIdOf(player),
      methodCode: 'USDT-TRC20',
      network: 'TRX',
      address: TRON[0],
      memo: 'note',
      amountMinor: 20_000_000n,
      feeMinor: 1_000_000n,
      holdMinor: 21_000_000n,
      currency: 'USDT',
      status: 'pending',
    });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/wallet/txns/cancel/${created.id}`,
      headers: player.auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [after] = await t.database.db
      .select({ status: cryptoWithdrawals.status })
      .from(cryptoWithdrawals)
      .where(eq(cryptoWithdrawals.id, created.id));
    expect(after?.status).toBe('cancelled');

    const late = ZTransaction.parse((await withdraw(player, usdt('20'))).json());
    t.clock.advance(121_000);
    expectErrorBody(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/wallet/txns/cancel/${late.id}`,
        headers: player.auth,
      }),
      409,
      'conflict',
    );
  });

  it('keeps each player under the daily limit, counting what is still held or paid today', async () => {
    await setting({ 'withdraw.dailyLimit': '50.00' });
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '200');
    const first = ZTransaction.parse((await withdraw(player, usdt('20'))).json()); // holds 21
    expect((await withdraw(player, usdt('20'))).statusCode).toBe(200); // 42
    expectErrorBody(await withdraw(player, usdt('10')), 400, 'withdraw_daily_limit_exceeded');
    // The limit is checked before the balance: over both, the limit is what the player hears.
    expectErrorBody(await withdraw(player, usdt('5000')), 400, 'withdraw_daily_limit_exceeded');
    expect(await mainBalanceOf(t.app, player)).toBe('158.000000');

    // A cancelled withdrawal no longer counts.
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/wallet/txns/cancel/${first.id}`,
      headers: player.auth,
    });
    const afterCancel = await withdraw(player, usdt('10'));
    expect(afterCancel.statusCode, afterCancel.body).toBe(200); // 21 + 11 = 32
    expectErrorBody(await withdraw(player, usdt('20')), 400, 'withdraw_daily_limit_exceeded');

    // Another player has a limit of their own; the next UTC day starts afresh.
    const other = await registerPlayer(t.app);
    await fund(t.app, other.email, '100');
    expect((await withdraw(other, usdt('40'))).statusCode).toBe(200);
    const now = t.clock.now();
    const nextDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    t.clock.advance(nextDay - now.getTime());
    // A day after the sign-in: the withdrawal asks for the password again first.
    await stepUp(t.app, player);
    expect((await withdraw(player, usdt('20'))).statusCode).toBe(200);
  });

  it('lets exactly one of two parallel withdrawals that together exceed the daily limit through', async () => {
    await setting({ 'withdraw.dailyLimit': '30.00' });
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    const answers = await Promise.all([withdraw(player, usdt('20')), withdraw(player, usdt('20'))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    expect(refused.json<{ detail: string }>().detail).toBe('withdraw_daily_limit_exceeded');
    expect(await mainBalanceOf(t.app, player)).toBe('79.000000');
    const rows = await t.database.db
      .select()
      .from(cryptoWithdrawals)
      .where(eq(cryptoWithdrawals.userId, await userIdOf(player)));
    expect(rows).toHaveLength(1);
  });

  it('suggests the player’s own last distinct addresses for a method, newest first', async () => {
    const a = await registerPlayer(t.app);
    const b = await registerPlayer(t.app);
    await fund(t.app, a.email, '500');
    const suggestions = async (player: TestPlayer, code: string) => {
      const response = await t.app.inject({
        url: `/api/v1/wallet/addresses/${code}`,
        headers: player.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      return ZWithdrawAddressSuggestions.parse(response.json());
    };
    expect(await suggestions(a, 'USDT-TRC20')).toEqual([]);
    const addresses = [
      TRON[0]!,
      TRON[1]!,
      'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
      'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    ];
    for (const address of [...addresses, TRON[0]!]) {
      expect((await withdraw(a, usdt('10', address))).statusCode).toBe(200);
      t.clock.advance(1000);
    }
    const listed = await suggestions(a, 'USDT-TRC20');
    expect(listed.map((item) => item.address)).toEqual([
      TRON[0],
      addresses[5],
      addresses[4],
      addresses[3],
      addresses[2],
    ]);
    expect(listed[0]).toMatchObject({ memo: null });
    expect(listed[0]!.lastUsedAt).toBeGreaterThan(listed[1]!.lastUsedAt);
    expect(await suggestions(a, 'TRX')).toEqual([]);
    expect(await suggestions(b, 'USDT-TRC20')).toEqual([]);
    expectErrorBody(
      await t.app.inject({ url: '/api/v1/wallet/addresses/DOGE', headers: a.auth }),
      400,
      'error_currency_not_supported',
    );
    expectErrorBody(
      await t.app.inject({ url: '/api/v1/wallet/addresses/TRX' }),
      401,
      'unauthorized',
    );
    expectErrorBody(await t.app.inject({ url: '/api/v2/wallet/wager' }), 401, 'unauthorized');
    expectErrorBody(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/txns/withdraw',
        headers: { 'idempotency-key': randomUUID() },
        payload: usdt('10'),
      }),
      401,
      'unauthorized',
    );
    expectErrorBody(
      await t.app.inject({ method: 'POST', url: '/api/v1/wallet/txns/cancel/tx_any' }),
      401,
      'unauthorized',
    );
  });

  it('puts a reviewer’s reason on the history row', async () => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    const created = ZTransaction.parse((await withdraw(player, usdt('20'))).json());
    expect(created.reason).toBeNull();
    const { wallet } = servicesOf(t.app);
    const userId = await userIdOf(player);
    await t.database.db.transaction(async (tx) => {
      await wallet.updateTransactionStatus(
        { userId, id: created.id, status: 'declined', reason: 'address_sanctioned' },
        tx as never,
      );
    });
    const history = await t.app.inject({ url: '/api/v2/wallet/txns', headers: player.auth });
    const items = history.json<{ items: Array<{ id: string }> }>().items;
    expect(items.find((item) => item.id === created.id)).toMatchObject({
      id: created.id,
      status: 'declined',
      reason: 'address_sanctioned',
    });
  });
});
