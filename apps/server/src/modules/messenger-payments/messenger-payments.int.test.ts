import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminQueueCounts } from '@wheelhouse/contracts/admin-queues';
import {
  ZAdminWithdrawal,
  ZAdminWithdrawalsResponse,
} from '@wheelhouse/contracts/admin-withdrawals';
import { ZInvoiceDepositResponse } from '@wheelhouse/contracts/messenger-payments';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../test/factories';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { signInThroughMiniApp } from '../../test/messenger-player';
import { depositLimitEdge, fund, mainBalanceOf, walletHistory } from '../../test/money';
import type { CryptoPayFake, XRocketFake } from './simulators';
import {
  CRYPTO_PAY_SIGNATURE_HEADER,
  signInvoiceWebhook,
  XROCKET_SIGNATURE_HEADER,
} from './signature';

let nextTelegramUser = 880_000_001;

describe.each(databaseTargets())('messenger payments (Crypto Pay, xRocket) on %s', (target) => {
  let t: TestApp;
  let cryptoPay: CryptoPayFake;
  let xrocket: XRocketFake;
  beforeAll(async () => {
    t = await createTestApp(target);
    const simulators = servicesOf(t.app).messengerPaymentSimulators;
    cryptoPay = simulators.cryptoPay!;
    xrocket = simulators.xrocket!;
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const deposit = (player: TestPlayer, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/txns/deposit',
      headers: player.auth,
      payload: body,
    });

  const invoiceFor = async (
    player: TestPlayer,
    provider: 'cryptobot' | 'xrocket',
    amount: string,
    currency = 'USDT-TRC20',
  ) => {
    const response = await deposit(player, { amount, currency, provider });
    expect(response.statusCode, response.body).toBe(200);
    const { redirectUrl } = ZInvoiceDepositResponse.parse(response.json());
    return redirectUrl.slice(redirectUrl.lastIndexOf('/') + 1);
  };

  const deliver = (
    provider: 'cryptobot' | 'xrocket',
    body: string,
    signature: string | undefined,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/webhooks/${provider}`,
      headers: {
        'content-type': 'application/json',
        ...(signature
          ? {
              [provider === 'cryptobot' ? CRYPTO_PAY_SIGNATURE_HEADER : XROCKET_SIGNATURE_HEADER]:
                signature,
            }
          : {}),
      },
      payload: body,
    });

  const history = (player: TestPlayer) => walletHistory(t.app, player.auth);

  /** A player who signed in through the mini-app (a linked messenger account). */
  const messengerPlayer = () => signIn(nextTelegramUser++);

  const signIn = (telegramUserId: number) => signInThroughMiniApp(t.app, telegramUserId);

  it('refuses an amount below the method minimum, bad amounts and methods, storing nothing', async () => {
    const player = await registerPlayer(t.app);
    const below = await deposit(player, {
      amount: '4.99',
      currency: 'USDT-TRC20',
      provider: 'cryptobot',
    });
    expectErrorBody(below, 400, 'validation_error');
    expect(below.json().fields.amount).toEqual({
      key: 'Validation.minimum_amount',
      params: { amount: '5.000000', currency: 'USDT' },
    });
    for (const amount of ['abc', '1e3', '-10', '0', '1.1234567'])
      expectErrorBody(
        await deposit(player, { amount, currency: 'USDT-TRC20', provider: 'cryptobot' }),
        400,
        'validation_error',
      );
    expectErrorBody(
      await deposit(player, { amount: '10', currency: 'USDT-TRC20', provider: 'paypal' }),
      400,
      'validation_error',
    );
    expectErrorBody(
      await deposit(player, { amount: '10', currency: 'ETH', provider: 'cryptobot' }),
      400,
      'error_currency_not_supported',
    );
    expectErrorBody(
      await deposit(player, { amount: '0.1', currency: 'TON', provider: 'xrocket' }),
      400,
      'validation_error',
    );
    expect(await history(player)).toEqual([]);
    expect(await mainBalanceOf(t.app, player)).toBe('0.000000');
  });

  const setLimit = async (player: TestPlayer, amount: string) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/responsible-gaming/limits',
      headers: player.auth,
      payload: { kind: 'deposit', period: 'day', amount },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  for (const provider of ['cryptobot', 'xrocket'] as const)
    it(`${provider}: a deposit limit lets an invoice exactly at it through, refuses one minor unit over, and an excluded player gets none`, async () => {
      const edge = await depositLimitEdge(t.app, 'USDT-TRC20', '12.5');
      const atEdge = await registerPlayer(t.app);
      await setLimit(atEdge, edge.exact);
      const hash = await invoiceFor(atEdge, provider, '12.5');

      const over = await registerPlayer(t.app);
      await setLimit(over, edge.oneUnitUnder);
      const refused = expectErrorBody(
        await deposit(over, { amount: '12.5', currency: 'USDT-TRC20', provider }),
        403,
        'rg_deposit_limit',
      );
      expect(refused).toMatchObject({ period: 'day', left: edge.oneUnitUnder, currency: 'USD' });

      const excluded = await registerPlayer(t.app);
      const block = await t.app.inject({
        method: 'POST',
        url: '/api/v1/responsible-gaming/block',
        headers: excluded.auth,
        payload: { kind: 'self_exclusion', duration: '6m' },
      });
      expect(block.statusCode, block.body).toBe(200);
      expectErrorBody(
        await deposit(excluded, { amount: '12.5', currency: 'USDT-TRC20', provider }),
        403,
        'rg_self_exclusion',
      );
      expect(await history(over)).toEqual([]);
      expect(await history(excluded)).toEqual([]);

      // Money sent for an invoice made within the limit is credited even once the limit is used
      // up meanwhile: it cannot be refused any more.
      await fund(t.app, atEdge.email, '1');
      if (provider === 'cryptobot') cryptoPay.payQuietly(hash);
      else xrocket.payQuietly(hash);
      const update = (provider === 'cryptobot' ? cryptoPay : xrocket).signedUpdate(hash)!;
      const headers: Record<string, string> = update.headers;
      const header =
        provider === 'cryptobot' ? CRYPTO_PAY_SIGNATURE_HEADER : XROCKET_SIGNATURE_HEADER;
      const paid = await deliver(provider, update.body, headers[header]);
      expect(paid.json()).toEqual({ ok: true, credited: true });
      expect(await mainBalanceOf(t.app, atEdge)).toBe('13.500000');
    });

  it('Crypto Pay: a paid invoice credits once through the simulator’s pay page and 10 redeliveries', async () => {
    const player = await registerPlayer(t.app);
    const hash = await invoiceFor(player, 'cryptobot', '12.5');
    const page = await t.app.inject({ url: `/api/dev/crypto-pay/pay/${hash}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('12.5 USDT');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/dev/crypto-pay/pay/${hash}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode, paid.body).toBe(303);
    expect(await mainBalanceOf(t.app, player)).toBe('12.500000');

    const update = cryptoPay.signedUpdate(hash)!;
    const repeats = await Promise.all(
      Array.from({ length: 10 }, () =>
        deliver('cryptobot', update.body, update.headers[CRYPTO_PAY_SIGNATURE_HEADER]),
      ),
    );
    for (const repeat of repeats) {
      expect(repeat.statusCode, repeat.body).toBe(200);
      expect(repeat.json()).toEqual({ ok: true, credited: false });
    }
    expect(await mainBalanceOf(t.app, player)).toBe('12.500000');
    const rows = await history(player);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'deposit',
      status: 'completed',
      originalAmount: { value: '12.500000', currency: 'USDT' },
    });
  });

  it('Crypto Pay: 10 concurrent first deliveries of one paid invoice credit it once', async () => {
    const player = await registerPlayer(t.app);
    const hash = await invoiceFor(player, 'cryptobot', '0.5', 'TON');
    cryptoPay.payQuietly(hash);
    const update = cryptoPay.signedUpdate(hash)!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        deliver('cryptobot', update.body, update.headers[CRYPTO_PAY_SIGNATURE_HEADER]),
      ),
    );
    expect(answers.filter((answer) => answer.json().credited === true)).toHaveLength(1);
    expect((await history(player)).filter((row) => row.status === 'completed')).toHaveLength(1);
  });

  it('Crypto Pay: forged, tampered, unsigned and foreign-payload webhooks change nothing', async () => {
    const player = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const hash = await invoiceFor(player, 'cryptobot', '20');
    const otherHash = await invoiceFor(other, 'cryptobot', '20');
    cryptoPay.payQuietly(hash);
    const update = cryptoPay.signedUpdate(hash)!;
    const forged = signInvoiceWebhook('not-the-token-0123456789', update.body);
    expectErrorBody(await deliver('cryptobot', update.body, forged), 401, 'unauthorized');
    expectErrorBody(await deliver('cryptobot', update.body, undefined), 401, 'unauthorized');
    const tampered = update.body.replace('"amount":"20', '"amount":"2000');
    expectErrorBody(
      await deliver('cryptobot', tampered, update.headers[CRYPTO_PAY_SIGNATURE_HEADER]),
      401,
      'unauthorized',
    );
    // Signed, but pairing this invoice with the other player's reference: not ours to credit.
    const otherReference = JSON.parse(cryptoPay.signedUpdate(otherHash)!.body).payload.payload;
    const swapped = JSON.stringify({
      ...JSON.parse(update.body),
      payload: { ...JSON.parse(update.body).payload, payload: otherReference },
    });
    const answer = await deliver(
      'cryptobot',
      swapped,
      signInvoiceWebhook(cryptoPay.token, swapped),
    );
    expect(answer.json()).toEqual({ ok: true, credited: false });
    expectErrorBody(
      await deliver(
        'cryptobot',
        '{"update_id":1}',
        signInvoiceWebhook(cryptoPay.token, '{"update_id":1}'),
      ),
      400,
      'validation_error',
    );
    expect(await mainBalanceOf(t.app, player)).toBe('0.000000');
    expect(await mainBalanceOf(t.app, other)).toBe('0.000000');
    // The genuine delivery still credits, once.
    expect(
      (await deliver('cryptobot', update.body, update.headers[CRYPTO_PAY_SIGNATURE_HEADER])).json(),
    ).toEqual({ ok: true, credited: true });
    expect(await mainBalanceOf(t.app, player)).toBe('20.000000');
  });

  it('xRocket: the webhook credits once; forged ones are refused; a lost one is found by the status check', async () => {
    const player = await registerPlayer(t.app);
    const hash = await invoiceFor(player, 'xrocket', '15');
    xrocket.payQuietly(hash);
    const update = xrocket.signedUpdate(hash)!;
    expectErrorBody(
      await deliver(
        'xrocket',
        update.body,
        signInvoiceWebhook('wrong-key-0123456789', update.body),
      ),
      401,
      'unauthorized',
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        deliver('xrocket', update.body, update.headers[XROCKET_SIGNATURE_HEADER]),
      ),
    );
    expect(answers.filter((answer) => answer.json().credited === true)).toHaveLength(1);
    expect(await mainBalanceOf(t.app, player)).toBe('15.000000');

    const lost = await invoiceFor(player, 'xrocket', '7');
    xrocket.payQuietly(lost);
    const { messengerDeposits } = servicesOf(t.app);
    t.clock.advance(31_000);
    expect(await messengerDeposits.checkActiveInvoices()).toBe(1);
    expect(await messengerDeposits.checkActiveInvoices()).toBe(0);
    expect(await mainBalanceOf(t.app, player)).toBe('22.000000');
  });

  it('xRocket: lists its currencies and the wallet link', async () => {
    const player = await messengerPlayer();
    const response = await t.app.inject({
      url: '/api/v1/wallet/xrocket/currencies',
      headers: player.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.items.map((item: { code: string }) => item.code).sort()).toEqual([
      'BTC',
      'TON',
      'USDT-TRC20',
    ]);
    expect(body.linked).toBe(true);
    expect(body.withdrawalLink).toContain('/api/dev/xrocket/wallet');
    const web = await registerPlayer(t.app);
    const webAnswer = await t.app.inject({
      url: '/api/v1/wallet/xrocket/currencies',
      headers: web.auth,
    });
    expect(webAnswer.json().linked).toBe(false);
  });

  const withdraw = (player: TestPlayer, body: Record<string, unknown>, key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/xrocket/withdraw',
      headers: { ...player.auth, 'idempotency-key': key },
      payload: body,
    });

  it('xRocket withdrawal: hold, transfer to the player’s messenger user, once per key', async () => {
    const player = await messengerPlayer();
    await fund(t.app, player.email, '100');
    const key = randomUUID();
    const first = await withdraw(player, { amount: '20', currency: 'USDT-TRC20' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const replay = await withdraw(player, { amount: '20', currency: 'USDT-TRC20' }, key);
    expect(replay.json()).toEqual(first.json());
    expectErrorBody(
      await withdraw(player, { amount: '21', currency: 'USDT-TRC20' }, key),
      409,
      'idempotency_conflict',
    );
    const id = first.json().id;
    const sent = xrocket.transfers().filter((transfer) => transfer.transferId === id);
    expect(sent).toEqual([
      expect.objectContaining({
        tgUserId: player.telegramUserId,
        currency: 'USDT',
        amount: '20',
      }),
    ]);
    expect(await mainBalanceOf(t.app, player)).toBe('80.000000');
    expect((await history(player)).find((row) => row.id === id)?.status).toBe('completed');
  });

  it('xRocket withdrawal: refused without a recent step-up, accepted after a fresh sign-in', async () => {
    const player = await messengerPlayer();
    await fund(t.app, player.email, '50');
    t.clock.advance(6 * 60_000);
    expectErrorBody(
      await withdraw(player, { amount: '10', currency: 'USDT-TRC20' }),
      403,
      'step_up_required',
    );
    expect(await mainBalanceOf(t.app, player)).toBe('50.000000');
    // Opening the mini-app again signs in afresh, which counts as proving it is the player.
    const again = await signIn(Number(player.telegramUserId));
    const accepted = await withdraw(again, { amount: '10', currency: 'USDT-TRC20' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await mainBalanceOf(t.app, player)).toBe('40.000000');
  });

  it('xRocket withdrawal: a refused transfer returns the hold; an unanswered one is sent again', async () => {
    const player = await messengerPlayer();
    await fund(t.app, player.email, '100');
    xrocket.refuseTransfersTo(player.telegramUserId);
    const refused = await withdraw(player, { amount: '30', currency: 'USDT-TRC20' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
    expect((await history(player)).find((row) => row.id === refused.json().id)?.status).toBe(
      'declined',
    );

    const other = await messengerPlayer();
    await fund(t.app, other.email, '50');
    xrocket.setDown(true);
    const pending = await withdraw(other, { amount: '10', currency: 'USDT-TRC20' });
    expect(pending.json().status).toBe('pending');
    expect(await mainBalanceOf(t.app, other)).toBe('40.000000');
    xrocket.setDown(false);
    t.clock.advance(21_000);
    expect(await servicesOf(t.app).messengerWithdrawals.retryPending()).toBe(1);
    expect(await servicesOf(t.app).messengerWithdrawals.retryPending()).toBe(0);
    expect(await mainBalanceOf(t.app, other)).toBe('40.000000');
    expect((await history(other)).find((row) => row.id === pending.json().id)?.status).toBe(
      'completed',
    );
  });

  describe('xRocket withdrawals at or over the auto-approval threshold (100 USD)', () => {
    let finance: { authorization: string };
    let support: { authorization: string };
    beforeAll(async () => {
      finance = (await createStaff(t.app, ['finance'])).auth;
      support = (await createStaff(t.app, ['support'])).auth;
    });

    const staffPost = (auth: { authorization: string }, url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
    const queued = async () => {
      const response = await t.app.inject({ url: '/api/admin/queues', headers: finance });
      return ZAdminQueueCounts.parse(response.json()).cryptoWithdrawalsPending;
    };
    const transfersOf = (id: string) =>
      xrocket.transfers().filter((transfer) => transfer.transferId === id);

    it('wait in the withdrawals queue; finance approves one (paid once) and rejects one (hold back once); other roles cannot', async () => {
      const player = await messengerPlayer();
      await fund(t.app, player.email, '500');
      const before = await queued();
      const first = await withdraw(player, { amount: '150', currency: 'USDT-TRC20' });
      const second = await withdraw(player, { amount: '120', currency: 'USDT-TRC20' });
      expect(first.statusCode, first.body).toBe(200);
      expect(second.statusCode, second.body).toBe(200);
      const [paidId, rejectedId] = [first.json().id as string, second.json().id as string];
      expect(transfersOf(paidId)).toEqual([]);
      expect(await mainBalanceOf(t.app, player)).toBe('230.000000');
      expect(await queued()).toBe(before + 2);

      const list = await t.app.inject({
        url: '/api/admin/withdrawals?status=pending&limit=100',
        headers: finance,
      });
      expect(list.statusCode, list.body).toBe(200);
      const row = ZAdminWithdrawalsResponse.parse(list.json()).data.find((w) => w.id === paidId);
      expect(row).toMatchObject({
        status: 'pending',
        channel: 'xrocket',
        method: 'USDT-TRC20',
        network: null,
        address: player.telegramUserId,
        amount: { value: '150.000000', currency: 'USDT' },
        hold: { value: '150.000000', currency: 'USD' },
      });

      for (const url of [
        `/api/admin/withdrawals/${paidId}/approve`,
        `/api/admin/withdrawals/${rejectedId}/reject`,
      ])
        expectErrorBody(await staffPost(support, url, { reason: 'not me' }), 403, 'forbidden');
      expect(
        (await t.app.inject({ url: '/api/admin/withdrawals', headers: support })).statusCode,
      ).toBe(403);

      const approved = await staffPost(finance, `/api/admin/withdrawals/${paidId}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(ZAdminWithdrawal.parse(approved.json())).toMatchObject({
        status: 'completed',
        channel: 'xrocket',
      });
      expectErrorBody(
        await staffPost(finance, `/api/admin/withdrawals/${paidId}/approve`),
        409,
        'conflict',
      );
      t.clock.advance(60_000);
      await servicesOf(t.app).messengerWithdrawals.retryPending();
      expect(transfersOf(paidId)).toEqual([
        expect.objectContaining({ tgUserId: player.telegramUserId, amount: '150' }),
      ]);

      const rejects = await Promise.all(
        Array.from({ length: 5 }, () =>
          staffPost(finance, `/api/admin/withdrawals/${rejectedId}/reject`, {
            reason: 'Documents needed',
          }),
        ),
      );
      expect(rejects.map((response) => response.statusCode).sort()).toEqual([
        200, 409, 409, 409, 409,
      ]);
      expectErrorBody(
        await staffPost(finance, `/api/admin/withdrawals/${rejectedId}/approve`),
        409,
        'conflict',
      );
      expect(transfersOf(rejectedId)).toEqual([]);
      expect(await mainBalanceOf(t.app, player)).toBe('350.000000');
      const rows = await history(player);
      expect(rows.find((r) => r.id === paidId)?.status).toBe('completed');
      expect(rows.find((r) => r.id === rejectedId)).toMatchObject({
        status: 'declined',
        reason: 'Documents needed',
      });
      expect(await queued()).toBe(before);
    });

    it('an unknown withdrawal id is 404, a too short reason 400 and changes nothing', async () => {
      expectErrorBody(
        await staffPost(finance, '/api/admin/withdrawals/tx_unknown/approve'),
        404,
        'not_found',
      );
      const player = await messengerPlayer();
      await fund(t.app, player.email, '200');
      const held = await withdraw(player, { amount: '100', currency: 'USDT-TRC20' });
      expectErrorBody(
        await staffPost(finance, `/api/admin/withdrawals/${held.json().id}/reject`, {
          reason: 'x',
        }),
        400,
        'validation_error',
      );
      expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
    });
  });

  it('xRocket withdrawal: the cashier rules apply; a web-only player has no wallet to pay to', async () => {
    const player = await messengerPlayer();
    await fund(t.app, player.email, '5');
    expectErrorBody(
      await withdraw(player, { amount: '9', currency: 'USDT-TRC20' }),
      400,
      'wallet_withdraw_too_small',
    );
    expectErrorBody(
      await withdraw(player, { amount: '10', currency: 'USDT-TRC20' }),
      400,
      'insufficient_balance',
    );
    expectErrorBody(
      await withdraw(player, { amount: '10', currency: 'ETH' }),
      400,
      'error_currency_not_supported',
    );
    const web = await registerPlayer(t.app);
    await fund(t.app, web.email, '50');
    const unlinked = await withdraw(web, { amount: '10', currency: 'USDT-TRC20' });
    expectErrorBody(unlinked, 400, 'validation_error');
    expect(unlinked.json().fields.currency.key).toBe('Validation.messenger_account_required');
    expect(await mainBalanceOf(t.app, web)).toBe('50.000000');
    expect(await mainBalanceOf(t.app, player)).toBe('5.000000');
  });
});
