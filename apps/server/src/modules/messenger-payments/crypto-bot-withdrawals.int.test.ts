import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTransaction } from '@wheelhouse/contracts/wallet';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import {
  ZAdminWithdrawal,
  ZAdminWithdrawalsResponse,
} from '@wheelhouse/contracts/admin-withdrawals';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../test/factories';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { signInThroughMiniApp } from '../../test/messenger-player';
import { fund, mainBalanceOf, walletHistory } from '../../test/money';
import type { CryptoPayFake } from './simulators';

let nextTelegramUser = 881_000_001;

/**
 * `POST /api/v1/wallet/txns/withdraw` with provider cryptobot: a Crypto Pay `transfer` to the
 * wallet of the player's linked messenger account, keyed by our withdrawal id (spend_id).
 */
describe.each(databaseTargets())('crypto-bot (Crypto Pay) withdrawals on %s', (target) => {
  let t: TestApp;
  let cryptoPay: CryptoPayFake;
  beforeAll(async () => {
    t = await createTestApp(target);
    cryptoPay = servicesOf(t.app).messengerPaymentSimulators.cryptoPay!;
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

  const history = (player: TestPlayer) => walletHistory(t.app, player.auth);

  /** A player who signed in through the mini-app (a linked messenger account). */
  const messengerPlayer = () => signInThroughMiniApp(t.app, nextTelegramUser++);

  const transfersOf = (id: string) =>
    cryptoPay.transfers().filter((transfer) => transfer.spend_id === id);
  const statusOf = async (player: TestPlayer, id: string) =>
    (await history(player)).find((row) => row.id === id)?.status;

  it('holds, then pays the player’s Crypto Pay wallet once per key; history and balance follow', async () => {
    const player = await messengerPlayer();
    await fund(t.app, player.email, '100');
    const key = randomUUID();
    const body = { currency: 'USDT-TRC20', amount: '20', provider: 'cryptobot' };
    const first = await withdraw(player, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const created = ZTransaction.parse(first.json());
    expect(created).toMatchObject({ type: 'withdraw', paymentDetails: 'cryptobot' });
    const replay = await withdraw(player, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expectErrorBody(
      await withdraw(player, { ...body, amount: '21' }, key),
      409,
      'idempotency_conflict',
    );

    expect(transfersOf(created.id)).toEqual([
      expect.objectContaining({
        user_id: player.telegramUserId,
        asset: 'USDT',
        amount: '20',
        spend_id: created.id,
      }),
    ]);
    expect(await mainBalanceOf(t.app, player)).toBe('80.000000');
    const row = (await history(player)).find((item) => item.id === created.id);
    expect(row).toMatchObject({ status: 'completed', type: 'withdraw' });
    expect(row?.externalId).toBe(String(transfersOf(created.id)[0]?.transfer_id));
  });

  it('a refused transfer returns the hold and declines the withdrawal', async () => {
    const player = await messengerPlayer();
    await fund(t.app, player.email, '100');
    cryptoPay.refuseTransfersTo(player.telegramUserId);
    const refused = await withdraw(player, {
      currency: 'USDT-TRC20',
      amount: '30',
      provider: 'cryptobot',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(transfersOf(refused.json().id)).toEqual([]);
    expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
    expect(await statusOf(player, refused.json().id)).toBe('declined');
  });

  it('an unanswered transfer stays pending and the transfers job pays it once', async () => {
    const player = await messengerPlayer();
    await fund(t.app, player.email, '50');
    cryptoPay.setDown(true);
    const pending = await withdraw(player, {
      currency: 'USDT-TRC20',
      amount: '10',
      provider: 'cryptobot',
    });
    cryptoPay.setDown(false);
    expect(pending.statusCode, pending.body).toBe(200);
    const id = pending.json().id as string;
    expect(pending.json().status).toBe('pending');
    expect(await mainBalanceOf(t.app, player)).toBe('40.000000');
    expect(transfersOf(id)).toEqual([]);
    t.clock.advance(21_000);
    const withdrawals = servicesOf(t.app).messengerWithdrawals;
    expect(await withdrawals.retryPending()).toBe(1);
    expect(await withdrawals.retryPending()).toBe(0);
    expect(transfersOf(id)).toHaveLength(1);
    expect(await mainBalanceOf(t.app, player)).toBe('40.000000');
    expect(await statusOf(player, id)).toBe('completed');
  });

  it('a transfer paid but whose answer was lost is found by its spend_id on the retry, never paid twice', async () => {
    const player = await messengerPlayer();
    await fund(t.app, player.email, '50');
    cryptoPay.loseTransferAnswers(1);
    const lost = await withdraw(player, {
      currency: 'USDT-TRC20',
      amount: '15',
      provider: 'cryptobot',
    });
    expect(lost.statusCode, lost.body).toBe(200);
    const id = lost.json().id as string;
    expect(lost.json().status).toBe('pending');
    expect(transfersOf(id)).toHaveLength(1);
    t.clock.advance(21_000);
    await servicesOf(t.app).messengerWithdrawals.retryPending();
    expect(transfersOf(id)).toHaveLength(1);
    expect(await statusOf(player, id)).toBe('completed');
    expect(await mainBalanceOf(t.app, player)).toBe('35.000000');
  });

  it('at or over the auto-approval threshold waits for finance: listed as cryptobot, approved and paid once, or rejected with the hold back', async () => {
    const finance = (await createStaff(t.app, ['finance'])).auth;
    const player = await messengerPlayer();
    await fund(t.app, player.email, '500');
    const body = { currency: 'USDT-TRC20', amount: '150', provider: 'cryptobot' };
    const paid = await withdraw(player, body);
    const rejected = await withdraw(player, { ...body, amount: '120' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [paidId, rejectedId] = [paid.json().id as string, rejected.json().id as string];
    expect(transfersOf(paidId)).toEqual([]);
    expect(await mainBalanceOf(t.app, player)).toBe('230.000000');

    const list = await t.app.inject({
      url: '/api/admin/withdrawals?status=pending&limit=100',
      headers: finance,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(
      ZAdminWithdrawalsResponse.parse(list.json()).data.find((w) => w.id === paidId),
    ).toMatchObject({ channel: 'cryptobot', address: player.telegramUserId, network: null });

    const approve = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/withdrawals/${paidId}/approve`,
        headers: finance,
      });
    const approved = await approve();
    expect(approved.statusCode, approved.body).toBe(200);
    expect(ZAdminWithdrawal.parse(approved.json())).toMatchObject({
      status: 'completed',
      channel: 'cryptobot',
    });
    expectErrorBody(await approve(), 409, 'conflict');
    t.clock.advance(60_000);
    await servicesOf(t.app).messengerWithdrawals.retryPending();
    expect(transfersOf(paidId)).toEqual([expect.objectContaining({ amount: '150' })]);

    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${rejectedId}/reject`,
      headers: finance,
      payload: { reason: 'Documents needed' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(transfersOf(rejectedId)).toEqual([]);
    expect(await mainBalanceOf(t.app, player)).toBe('350.000000');
    expect(await statusOf(player, paidId)).toBe('completed');
    expect(await statusOf(player, rejectedId)).toBe('declined');
  });

  it('refuses a player without a linked messenger account and a method without cryptobot', async () => {
    const web = await registerPlayer(t.app);
    await fund(t.app, web.email, '50');
    const unlinked = await withdraw(web, {
      currency: 'USDT-TRC20',
      amount: '10',
      provider: 'cryptobot',
    });
    expectErrorBody(unlinked, 400, 'validation_error');
    expect(unlinked.json().fields.currency.key).toBe('Validation.messenger_account_required');
    expect(await mainBalanceOf(t.app, web)).toBe('50.000000');

    const player = await messengerPlayer();
    await fund(t.app, player.email, '50');
    expectErrorBody(
      await withdraw(player, { currency: 'ETH', amount: '0.01', provider: 'cryptobot' }),
      400,
      'error_currency_not_supported',
    );
    expectErrorBody(
      await withdraw(player, { currency: 'USDT-TRC20', amount: '1', provider: 'cryptobot' }),
      400,
      'wallet_withdraw_too_small',
    );
    for (const amount of ['abc', '0', '1.1234567'])
      expect(
        (await withdraw(player, { currency: 'USDT-TRC20', amount, provider: 'cryptobot' }))
          .statusCode,
      ).toBe(400);
    expect(await mainBalanceOf(t.app, player)).toBe('50.000000');
  });

  it('accepts a request without an address only for provider cryptobot', async () => {
    const player = await messengerPlayer();
    await fund(t.app, player.email, '50');
    for (const body of [
      { currency: 'USDT-TRC20', amount: '10' },
      { currency: 'USDT-TRC20', amount: '10', provider: null },
      { currency: 'USDT-TRC20', amount: '10', provider: 'xrocket' },
      { currency: 'USDT-TRC20', amount: '10', address: '', provider: 'paypal' },
      { currency: 'USDT-TRC20', amount: '10', address: '   ' },
      { currency: 'USDT-TRC20', amount: '10', address: null },
    ]) {
      const response = await withdraw(player, body);
      expectErrorBody(response, 400, 'validation_error');
      expect(response.json().fields.address, JSON.stringify(body)).toEqual({
        key: 'Validation.required',
      });
    }
    expect(await mainBalanceOf(t.app, player)).toBe('50.000000');
    expect(cryptoPay.transfers().filter((x) => x.user_id === player.telegramUserId)).toEqual([]);
    // The OpenAPI description still builds, with the address optional in the request body.
    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const operation = spec.json().paths['/api/v1/wallet/txns/withdraw'].post;
    const schema = operation.requestBody.content['application/json'].schema;
    expect(schema.required).not.toContain('address');
    expect(schema.properties.address).toBeTruthy();
    const accepted = await withdraw(player, {
      currency: 'USDT-TRC20',
      amount: '10',
      memo: null,
      provider: 'cryptobot',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await mainBalanceOf(t.app, player)).toBe('40.000000');
  });
});
