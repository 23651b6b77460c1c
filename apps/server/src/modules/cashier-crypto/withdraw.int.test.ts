import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCryptoDepositResponse } from '@wheelhouse/contracts/cashier-crypto';
import { ZTransaction } from '@wheelhouse/contracts/wallet';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectErrorBody, registerPlayer, type TestPlayer } from '../../test/factories';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { fund, mainBalanceOf } from '../../test/money';

const EXTERNAL_TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

describe.each(databaseTargets())('crypto withdrawals on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const withdraw = (player: TestPlayer, body: Record<string, unknown>, key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/txns/withdraw',
      headers: { ...player.auth, 'idempotency-key': key },
      payload: body,
    });

  const cancel = (player: TestPlayer, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/wallet/txns/cancel/${id}`,
      headers: player.auth,
    });

  const usdt = (amount: string) => ({
    currency: 'USDT-TRC20',
    address: EXTERNAL_TRON,
    amount,
    memo: null,
    provider: null,
  });

  it('answers the fee and limits, and error_currency_not_supported for an unknown method', async () => {
    const player = await registerPlayer(t.app);
    const response = await t.app.inject({
      url: '/api/v1/wallet/currencies/USDT-TRC20/withdraw_fee?amount=25',
      headers: player.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      fee: '1.000000',
      minAmount: '10.000000',
      maxAmount: '10000.000000',
    });
    expectErrorBody(
      await t.app.inject({
        url: '/api/v1/wallet/currencies/DOGE/withdraw_fee?amount=25',
        headers: player.auth,
      }),
      400,
      'error_currency_not_supported',
    );
    expectErrorBody(
      await t.app.inject({
        url: '/api/v1/wallet/currencies/USDT-TRC20/withdraw_fee?amount=-1',
        headers: player.auth,
      }),
      400,
      'validation_error',
    );
  });

  it('holds amount + fee, records a pending cancellable withdrawal, and replays by key', async () => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    const key = randomUUID();
    const window = await servicesOf(t.app).settings.get('withdraw.cancelWindowSeconds');
    const response = await withdraw(player, usdt('20'), key);
    expect(response.statusCode, response.body).toBe(200);
    const created = ZTransaction.parse(response.json());
    expect(created).toMatchObject({
      type: 'withdraw',
      status: 'pending',
      originalAmount: { value: '20.000000', currency: 'USDT' },
      address: EXTERNAL_TRON,
      cancellableUntil: Math.floor(t.clock.now().getTime() / 1000) + window,
    });
    expect(await mainBalanceOf(t.app, player)).toBe('79.000000');

    const replay = await withdraw(player, usdt('20'), key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(ZTransaction.parse(replay.json()).id).toBe(created.id);
    expect(await mainBalanceOf(t.app, player)).toBe('79.000000');
    expectErrorBody(await withdraw(player, usdt('30'), key), 409, 'idempotency_conflict');
  });

  it('answers the spec error codes', async () => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    const other = await registerPlayer(t.app);
    const ours = ZCryptoDepositResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/wallet/txns/deposit',
          headers: other.auth,
          payload: { currency: 'TRX' },
        })
      ).json(),
    );
    expectErrorBody(
      await withdraw(player, { ...usdt('20'), address: '0xabc' }),
      400,
      'error_invalid_address',
    );
    expectErrorBody(
      await withdraw(player, { ...usdt('20'), address: ours.address }),
      400,
      'error_internal_address',
    );
    expectErrorBody(await withdraw(player, usdt('9.99')), 400, 'wallet_withdraw_too_small');
    expectErrorBody(await withdraw(player, usdt('500')), 400, 'insufficient_balance');
    expectErrorBody(
      await withdraw(player, { ...usdt('20'), currency: 'XRP' }),
      400,
      'validation_error',
    );
    expectErrorBody(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/txns/withdraw',
        headers: player.auth,
        payload: usdt('20'),
      }),
      400,
      'validation_error',
    );
    expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
  });

  it('lets exactly one of two parallel withdrawals that together exceed the balance through', async () => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '30');
    const answers = await Promise.all([withdraw(player, usdt('20')), withdraw(player, usdt('20'))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(refused.json<{ detail: string }>().detail).toBe('insufficient_balance');
    expect(await mainBalanceOf(t.app, player)).toBe('9.000000');
  });

  it('cancels a pending withdrawal of the player’s own once, before the deadline', async () => {
    const a = await registerPlayer(t.app);
    const b = await registerPlayer(t.app);
    await fund(t.app, a.email, '50');
    const created = ZTransaction.parse((await withdraw(a, usdt('10'))).json());
    expect(await mainBalanceOf(t.app, a)).toBe('39.000000');

    expectErrorBody(await cancel(b, created.id), 404, 'not_found');
    const response = await cancel(a, created.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZTransaction.parse(response.json())).toMatchObject({
      id: created.id,
      status: 'cancelled',
      cancellableUntil: null,
    });
    expect(await mainBalanceOf(t.app, a)).toBe('50.000000');
    expectErrorBody(await cancel(a, created.id), 409, 'conflict');
    expect(await mainBalanceOf(t.app, a)).toBe('50.000000');

    const late = ZTransaction.parse((await withdraw(a, usdt('10'))).json());
    const window = await servicesOf(t.app).settings.get('withdraw.cancelWindowSeconds');
    t.clock.advance((window + 1) * 1000);
    expectErrorBody(await cancel(a, late.id), 409, 'conflict');
    expect(await mainBalanceOf(t.app, a)).toBe('39.000000');
    expectErrorBody(await cancel(a, 'tx_nope'), 404, 'not_found');
  });
});
