import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminFiatDisputesResponse } from '@wheelhouse/contracts/admin-fiat-disputes';
import { ZFiatOrder, type FiatOrder } from '@wheelhouse/contracts/fiat';
import { ZTransaction, ZTransactionsResponse } from '@wheelhouse/contracts/wallet';
import { AppError } from '../../../platform/errors';
import { startFakeP2pProcessor, type FakeP2pProcessor } from '../../../test/fake-p2p-processor';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../../test/harness';
import { expectLedgerConsistent } from '../../../test/ledger-consistency';
import { fund, mainBalanceOf } from '../../../test/money';
import { httpFiatProcessor } from './client';
import { insertSellMethod, postSell, sellBody } from '../sell-orders/fixtures';

const API_KEY = 'fiat-processor-api-key-for-tests';
const SECRET = 'fiat-processor-webhook-secret-for-tests-0123456789';

/** A RUB card method served by the external processor; 1 RUB = 0.01 USD in these tests. */
async function setUpExternalMethod(t: TestApp) {
  const finance = await createStaff(t.app, ['finance']);
  const method = await t.app.inject({
    method: 'POST',
    url: '/api/admin/payment-methods',
    headers: finance.auth,
    payload: {
      id: 'rub-ext',
      currency: 'RUB',
      name: 'Card via processor',
      label: 'Card RUB',
      method: 'p2p',
      processor: 'external',
      buyMinAmount: '100',
      buyMaxAmount: '100000',
      sellMinAmount: '100',
      sellMaxAmount: '100000',
    },
  });
  expect(method.statusCode, method.body).toBe(201);
  const rates = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/rates',
    headers: finance.auth,
    payload: { rates: [{ base: 'RUB', quote: 'USD', rate: '0.01' }] },
  });
  expect(rates.statusCode, rates.body).toBe(200);
}

describe.each(databaseTargets())('the external P2P processor on %s', (target) => {
  let t: TestApp;
  let fake: FakeP2pProcessor;

  beforeAll(async () => {
    fake = await startFakeP2pProcessor({
      apiKey: API_KEY,
      secret: SECRET,
      now: () => t.clock.now(),
    });
    t = await createTestApp(target, {
      env: {
        FIAT_PROCESSOR: 'http',
        FIAT_PROCESSOR_URL: fake.url,
        FIAT_PROCESSOR_API_KEY: API_KEY,
        FIAT_PROCESSOR_WEBHOOK_SECRET: SECRET,
      },
    });
    await setUpExternalMethod(t);
  });
  afterAll(async () => {
    await fake?.close();
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const buy = async (player: TestPlayer, amount = '1000') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/wallet/orders/buy',
      headers: player.auth,
      payload: { amount, bankId: 'rub-ext' },
    });

  const newOrder = async (amount = '1000'): Promise<{ player: TestPlayer; order: FiatOrder }> => {
    const player = await registerPlayer(t.app);
    const response = await buy(player, amount);
    expect(response.statusCode, response.body).toBe(200);
    return { player, order: ZFiatOrder.parse(response.json()) };
  };

  const orderOf = async (player: TestPlayer, id: string) => {
    const response = await t.app.inject({
      url: `/api/v1/wallet/orders/buy/${id}`,
      headers: player.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZFiatOrder.parse(response.json());
  };

  const historyOf = async (player: TestPlayer) => {
    const response = await t.app.inject({ url: '/api/v2/wallet/txns', headers: player.auth });
    expect(response.statusCode, response.body).toBe(200);
    return ZTransactionsResponse.parse(response.json()).items;
  };

  const deliver = async (event: Record<string, unknown>) => {
    const response = await fake.webhook(t.app, event);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ ok: true; changed: boolean }>();
  };

  it('opens a signed invoice at the processor: the order waits on the invoice link', async () => {
    const { order } = await newOrder('1500');
    expect(order.status).toBe('pay_external_invoice');
    const invoice = fake.invoiceFor(order.id);
    expect(invoice).toMatchObject({ amount: '1500.00', currency: 'RUB', methodId: 'rub-ext' });
    expect(order.url).toBe(`https://pay.fake-p2p.test/i/${invoice?.externalId}`);
    expect(order.meta.external_info.target).toBe('blank');
    expect(fake.calls.filter((call) => call.orderId === order.id)).toEqual([
      { path: '/v1/invoices', status: 200, orderId: order.id },
    ]);
  });

  it('is refused by the processor without our API key or a valid signature', async () => {
    const unsigned = httpFiatProcessor({
      baseUrl: fake.url,
      apiKey: API_KEY,
      secret: 'x'.repeat(40),
    });
    const keyless = httpFiatProcessor({
      baseUrl: fake.url,
      apiKey: 'y'.repeat(32),
      secret: SECRET,
    });
    const request = {
      orderId: 'not-an-order',
      amount: '10.00',
      currency: 'RUB',
      methodId: 'rub-ext',
    };
    for (const processor of [unsigned, keyless]) {
      const refused = await processor.createInvoice(request).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe('service_unavailable');
    }
    expect(fake.invoiceFor('not-an-order')).toBeUndefined();
    expect(
      fake.calls.filter((call) => call.orderId === 'not-an-order').map((c) => c.status),
    ).toEqual([401, 401]);
  });

  it('counts a processor that does not answer in time as down', async () => {
    const slow = httpFiatProcessor({
      baseUrl: fake.url,
      apiKey: API_KEY,
      secret: SECRET,
      timeoutMs: 200,
    });
    fake.setMode('hang');
    try {
      const refused = await slow
        .createPayout({
          orderId: 'hung-order',
          amount: '10.00',
          currency: 'RUB',
          methodId: 'rub-ext',
          details: {},
        })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe('service_unavailable');
    } finally {
      fake.setMode('up');
    }
    expect(fake.payoutFor('hung-order')).toBeUndefined();
  });

  it('declines the order and credits nothing when the processor is down', async () => {
    const player = await registerPlayer(t.app);
    fake.setMode('error');
    try {
      expectErrorBody(await buy(player), 503, 'service_unavailable');
    } finally {
      fake.setMode('up');
    }
    const [row] = await historyOf(player);
    expect(row).toMatchObject({ type: 'buy', status: 'declined' });
    expect(await mainBalanceOf(t.app, player)).toBe('0.000000');
  });

  it('moves the order with the callbacks: processing → pending, success → completed and credited', async () => {
    const { player, order } = await newOrder('1000');
    expect(await deliver(fake.event(order.id, 'processing'))).toEqual({ ok: true, changed: true });
    expect((await orderOf(player, order.id)).status).toBe('pending');
    expect(await deliver(fake.event(order.id, 'success'))).toEqual({ ok: true, changed: true });
    const done = await orderOf(player, order.id);
    expect(done.status).toBe('completed');
    expect(done.additonalAmountChange).toBeNull();
    expect(await mainBalanceOf(t.app, player)).toBe('10.000000');
    expect((await historyOf(player))[0]).toMatchObject({ id: order.id, status: 'completed' });
  });

  it('acts once on a callback delivered ten times, in sequence and at once', async () => {
    const { player, order } = await newOrder('2000');
    const success = fake.event(order.id, 'success');
    const sequential = [];
    for (let index = 0; index < 5; index += 1) sequential.push(await deliver(success));
    const parallel = await Promise.all(Array.from({ length: 5 }, () => deliver(success)));
    expect([...sequential, ...parallel].filter((answer) => answer.changed)).toHaveLength(1);
    // Another event id reporting the same success changes nothing either: credited once.
    expect((await deliver(fake.event(order.id, 'success'))).changed).toBe(false);
    expect(await mainBalanceOf(t.app, player)).toBe('20.000000');
  });

  it('refuses forged, stale and unsigned callbacks with 401 and changes nothing', async () => {
    const { player, order } = await newOrder('1000');
    const success = fake.event(order.id, 'success');
    expectErrorBody(
      await fake.webhook(t.app, success, { secret: 'z'.repeat(48) }),
      401,
      'unauthorized',
    );
    expectErrorBody(await fake.webhook(t.app, success, { skewSeconds: -301 }), 401, 'unauthorized');
    expectErrorBody(await fake.webhook(t.app, success, { skewSeconds: 301 }), 401, 'unauthorized');
    expectErrorBody(await fake.webhook(t.app, success, { signature: '' }), 401, 'unauthorized');
    expect((await orderOf(player, order.id)).status).toBe('pay_external_invoice');
    expect(await mainBalanceOf(t.app, player)).toBe('0.000000');
    // The same event, signed properly, was not recorded by the refusals: it still acts.
    expect((await deliver(success)).changed).toBe(true);
    expect(await mainBalanceOf(t.app, player)).toBe('10.000000');
  });

  it('credits a success that arrives after the order expired: the money arrived', async () => {
    const { player, order } = await newOrder('1000');
    expect((await deliver(fake.event(order.id, 'expired'))).changed).toBe(true);
    expect((await orderOf(player, order.id)).status).toBe('timeouted');
    expect((await deliver(fake.event(order.id, 'success'))).changed).toBe(true);
    expect((await orderOf(player, order.id)).status).toBe('completed');
    expect(await mainBalanceOf(t.app, player)).toBe('10.000000');
    // A late expired after the success changes nothing.
    expect((await deliver(fake.event(order.id, 'expired'))).changed).toBe(false);
    expect((await orderOf(player, order.id)).status).toBe('completed');
  });

  it('credits what arrived when the success amount differs, with additonalAmountChange', async () => {
    const { player, order } = await newOrder('1000');
    await deliver(fake.event(order.id, 'success', { amount: '900.50' }));
    const done = await orderOf(player, order.id);
    expect(done).toMatchObject({ status: 'completed', valueFrom: '1000.00' });
    expect(done.additonalAmountChange).toBe('-99.50');
    expect(await mainBalanceOf(t.app, player)).toBe('9.005000');
  });

  it('declines on failed with the reason in the history, and a later success is left to staff', async () => {
    const { player, order } = await newOrder('1000');
    await deliver(fake.event(order.id, 'failed', { reason: 'card_rejected' }));
    expect((await orderOf(player, order.id)).status).toBe('declined');
    expect((await historyOf(player))[0]).toMatchObject({
      id: order.id,
      status: 'declined',
      reason: 'card_rejected',
    });
    expect((await deliver(fake.event(order.id, 'success'))).changed).toBe(false);
    expect(await mainBalanceOf(t.app, player)).toBe('0.000000');
  });

  it('leaves a success on a disputed order to staff, who see it in the dispute and credit once', async () => {
    const { player, order } = await newOrder('1000');
    await deliver(fake.event(order.id, 'processing'));
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString(
      'base64',
    );
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/v1/wallet/orders/buy/${order.id}/dispute`,
      headers: player.auth,
      payload: {
        image: { name: 'Statement', fileName: 'statement.png', fileContent: png },
        acceptOption: 'CHANGE_INVOICE',
        comment: 'Paid, still pending after an hour',
        problem: 'stuck_pending',
      },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await deliver(fake.event(order.id, 'success'))).changed).toBe(false);
    expect(await mainBalanceOf(t.app, player)).toBe('0.000000');
    const finance = await createStaff(t.app, ['finance']);
    const listed = await t.app.inject({
      url: `/api/admin/fiat/disputes?orderId=${order.id}`,
      headers: finance.auth,
    });
    const [row] = ZAdminFiatDisputesResponse.parse(listed.json()).data;
    expect(row?.previousStatus).toBe('pending');
    expect(row?.processorEvents.map((event) => [event.status, event.amount])).toEqual([
      ['processing', '1000.00'],
      ['success', '1000.00'],
    ]);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/fiat/disputes/${row?.id}/accept`,
      headers: finance.auth,
      payload: { reason: 'The processor reported the payment' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await mainBalanceOf(t.app, player)).toBe('10.000000');
    expect((await deliver(fake.event(order.id, 'success'))).changed).toBe(false);
    expect(await mainBalanceOf(t.app, player)).toBe('10.000000');
  });

  it('answers 404 for an order it does not know by that id and external id, 400 for a bad body', async () => {
    const { order } = await newOrder('1000');
    const event = fake.event(order.id, 'success');
    expectErrorBody(
      await fake.webhook(t.app, { ...event, externalId: 'inv_someone_else' }),
      404,
      'not_found',
    );
    expectErrorBody(
      await fake.webhook(t.app, { ...event, orderId: 'no-such-order' }),
      404,
      'not_found',
    );
    expectErrorBody(
      await fake.webhook(t.app, { ...event, currency: 'USD' }),
      400,
      'validation_error',
    );
    expectErrorBody(
      await fake.webhook(t.app, { ...event, status: 'paid' }),
      400,
      'validation_error',
    );
    expectErrorBody(
      await fake.webhook(t.app, { ...event, amount: '1000.001' }),
      400,
      'validation_error',
    );
    // None of them was recorded: the real event still acts.
    expect((await deliver(event)).changed).toBe(true);
  });

  it('documents the callback protocol in the OpenAPI description', async () => {
    const spec = await t.app.inject({ url: '/api/docs/json' });
    const paths = spec.json<{ paths: Record<string, Record<string, { description?: string }>> }>()
      .paths;
    expect(paths['/api/v1/webhooks/fiat/p2p']?.post?.description).toContain('success → completed');
  });
});

describe.each(databaseTargets())('the simulated P2P processor on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    await setUpExternalMethod(t);
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const invoiceOrder = async () => {
    const player = await registerPlayer(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/wallet/orders/buy',
      headers: player.auth,
      payload: { amount: '500', bankId: 'rub-ext' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = ZFiatOrder.parse(response.json());
    expect(order.status).toBe('pay_external_invoice');
    expect(order.url).toMatch(/^\/api\/dev\/fiat-invoice\/sim_inv_[0-9a-f]{24}$/);
    return { player, order, url: order.url ?? '' };
  };

  it('serves a dev invoice page whose Pay button credits through the signed webhook path', async () => {
    const { player, order, url } = await invoiceOrder();
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('500.00 RUB');
    expect(page.body).toContain(`action="${url}/pay"`);
    const paid = await t.app.inject({
      method: 'POST',
      url: `${url}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode, paid.body).toBe(303);
    expect(paid.headers.location).toBe(url);
    const read = await t.app.inject({
      url: `/api/v1/wallet/orders/buy/${order.id}`,
      headers: player.auth,
    });
    expect(ZFiatOrder.parse(read.json()).status).toBe('completed');
    expect(await mainBalanceOf(t.app, player)).toBe('5.000000');
    expect((await t.app.inject({ url })).body).not.toContain('/pay"');
  });

  it('reports a payout it took as paid: the desk completes an external sell and it completes', async () => {
    const finance = await createStaff(t.app, ['finance']);
    const method = await insertSellMethod(t.database.db, { processor: 'external' });
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    const created = await postSell(t.app, player, sellBody(method, '1000'));
    expect(created.statusCode, created.body).toBe(200);
    const sell = ZTransaction.parse(created.json());
    const completed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/fiat/sells/${sell.id}/complete`,
      headers: finance.auth,
      payload: {},
    });
    expect(completed.statusCode, completed.body).toBe(200);
    // The simulated processor's payout_success arrives through the webhook a moment later.
    let status = '';
    for (let attempt = 0; attempt < 50 && status !== 'completed'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const history = await t.app.inject({ url: '/api/v2/wallet/txns', headers: player.auth });
      status =
        ZTransactionsResponse.parse(history.json()).items.find((item) => item.id === sell.id)
          ?.status ?? '';
    }
    expect(status).toBe('completed');
  });

  it('declines through the Fail button, and 404s an unknown invoice', async () => {
    const { player, order, url } = await invoiceOrder();
    const failed = await t.app.inject({ method: 'POST', url: `${url}/fail` });
    expect(failed.statusCode, failed.body).toBe(303);
    const read = await t.app.inject({
      url: `/api/v1/wallet/orders/buy/${order.id}`,
      headers: player.auth,
    });
    expect(ZFiatOrder.parse(read.json()).status).toBe('declined');
    expect(await mainBalanceOf(t.app, player)).toBe('0.000000');
    expectErrorBody(
      await t.app.inject({ url: '/api/dev/fiat-invoice/sim_inv_unknown' }),
      404,
      'not_found',
    );
  });
});
