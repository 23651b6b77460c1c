import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminFiatDispute,
  ZAdminFiatDisputesResponse,
  type AdminFiatDispute,
} from '@wheelhouse/contracts/admin-fiat-disputes';
import { ZFiatOrder, type FiatOrder } from '@wheelhouse/contracts/fiat';
import { ZBalance, ZTransaction, ZTransactionsResponse } from '@wheelhouse/contracts/wallet';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../../test/harness';
import { expectLedgerConsistent, servicesOf } from '../../../test/ledger-consistency';
import { mainBalanceOf } from '../../../test/money';
import { listenForWebsockets, openPlayerSocket, type TestSocket } from '../../../test/ws-client';

type Auth = { authorization: string };

/** The first bytes of a PNG and a little more: a picture by content, whatever its name. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]).toString('base64');
const TEXT = Buffer.from('just some text, not a picture').toString('base64');

const dispute = (overrides: Record<string, unknown> = {}) => ({
  image: { name: 'Bank screenshot', fileName: 'screenshot.png', fileContent: PNG },
  acceptOption: 'CHANGE_INVOICE',
  amount: '1000',
  comment: 'I paid 1000 RUB at 12:05 from Tinkoff, the order expired anyway',
  problem: 'paid_but_not_credited',
  ...overrides,
});

/** The first `{channel, data}` whose data `matches`, skipping earlier ones still in flight. */
async function nextMatching<T>(
  socket: TestSocket,
  channel: string,
  parse: (data: unknown) => T,
  matches: (value: T) => boolean,
): Promise<T> {
  for (;;) {
    const value = parse(((await socket.nextOn(channel)) as { data: unknown }).data);
    if (matches(value)) return value;
  }
}

describe.each(databaseTargets())('fiat deposit disputes on %s', (target) => {
  let t: TestApp;
  let finance: Auth;
  let support: Auth;
  let wsUrl: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    wsUrl = await listenForWebsockets(t.app);
    await servicesOf(t.app).fiatMethods.seedDemo();
    finance = (await createStaff(t.app, ['finance'])).auth;
    support = (await createStaff(t.app, ['support'])).auth;
    const rates = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/rates',
      headers: finance,
      payload: { rates: [{ base: 'RUB', quote: 'USD', rate: '0.01' }] },
    });
    expect(rates.statusCode, rates.body).toBe(200);
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const transitions = () => servicesOf(t.app).fiatBuyTransitions;

  /** A new player's RUB card deposit of 1000 RUB (10 USD at the test rate), waiting for payment. */
  const newOrder = async (): Promise<{ player: TestPlayer; order: FiatOrder }> => {
    const player = await registerPlayer(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/wallet/orders/buy',
      headers: player.auth,
      payload: { amount: '1000', bankId: 'rub-card' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = ZFiatOrder.parse(response.json());
    expect(order.status).toBe('waiting');
    return { player, order };
  };

  const paid = async (player: TestPlayer, id: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/wallet/orders/buy/${id}/paid`,
      headers: player.auth,
      payload: { name: 'Ivan Petrov', fileName: 'receipt.png', fileContent: PNG },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  /** An order brought to `status` the way it gets there in production. */
  const orderIn = async (
    status: 'timeouted' | 'pending' | 'declined' | 'wait_for_confirmation' | 'completed' | 'refund',
  ) => {
    const made = await newOrder();
    const id = made.order.id;
    const system = { kind: 'system' as const };
    if (status === 'timeouted') await transitions().expire(id, undefined, { force: true });
    if (status === 'pending') await transitions().markPending(id, system);
    if (status === 'declined')
      await transitions().decline(id, { actor: system, reason: 'no_payment_found' });
    if (status === 'wait_for_confirmation') await paid(made.player, id);
    if (status === 'completed') await transitions().confirm(id, { actor: system });
    if (status === 'refund') await transitions().refund(id, { actor: system, reason: 'returned' });
    return made;
  };

  const open = (player: TestPlayer, id: string, body: Record<string, unknown> = dispute()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/wallet/orders/buy/${id}/dispute`,
      headers: player.auth,
      payload: body,
    });

  const orderOf = async (player: TestPlayer, id: string) =>
    ZFiatOrder.parse(
      (await t.app.inject({ url: `/api/v1/wallet/orders/buy/${id}`, headers: player.auth })).json(),
    );

  const historyRow = async (player: TestPlayer, id: string) => {
    const response = await t.app.inject({ url: '/api/v2/wallet/txns', headers: player.auth });
    return ZTransactionsResponse.parse(response.json()).items.find((item) => item.id === id);
  };

  const disputesOf = async (orderId: string): Promise<AdminFiatDispute[]> => {
    const response = await t.app.inject({
      url: `/api/admin/fiat/disputes?orderId=${orderId}`,
      headers: finance,
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZAdminFiatDisputesResponse.parse(response.json()).data;
  };

  const disputed = async (status: Parameters<typeof orderIn>[0] = 'timeouted') => {
    const made = await orderIn(status);
    const response = await open(made.player, made.order.id);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await disputesOf(made.order.id);
    return { ...made, dispute: row! };
  };

  const accept = (id: number, body: Record<string, unknown>, staff: Auth = finance) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/fiat/disputes/${id}/accept`,
      headers: staff,
      payload: body,
    });
  const reject = (id: number, reason: string, staff: Auth = finance) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/fiat/disputes/${id}/reject`,
      headers: staff,
      payload: { reason },
    });

  it.each(['timeouted', 'pending', 'declined', 'wait_for_confirmation'] as const)(
    'opens a dispute on a %s deposit: the order and its history row turn disputed',
    async (status) => {
      const { player, order } = await orderIn(status);
      const response = await open(player, order.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(ZFiatOrder.parse(response.json())).toMatchObject({ id: order.id, status: 'disputed' });
      expect((await orderOf(player, order.id)).status).toBe('disputed');
      expect(await historyRow(player, order.id)).toMatchObject({ status: 'disputed' });
      const [row] = await disputesOf(order.id);
      expect(row).toMatchObject({
        status: 'open',
        previousStatus: status,
        acceptOption: 'CHANGE_INVOICE',
        claimedAmount: { value: '1000.00', currency: 'RUB' },
        problem: 'paid_but_not_credited',
      });
    },
  );

  it.each(['completed', 'refund'] as const)(
    'refuses a dispute on a %s deposit with 409, changing nothing',
    async (status) => {
      const { player, order } = await orderIn(status);
      expectErrorBody(await open(player, order.id), 409, 'conflict');
      expect((await orderOf(player, order.id)).status).toBe(status);
      expect(await disputesOf(order.id)).toEqual([]);
    },
  );

  it('refuses a dispute on an order still waiting for payment', async () => {
    const { player, order } = await newOrder();
    expectErrorBody(await open(player, order.id), 409, 'conflict');
    expect((await orderOf(player, order.id)).status).toBe('waiting');
  });

  it('refuses a second dispute once staff resolved the first: their outcome is final', async () => {
    const { player, order, dispute: first } = await disputed('pending');
    expect((await reject(first.id, 'No payment reached our account')).statusCode).toBe(200);
    expect((await orderOf(player, order.id)).status).toBe('declined');
    expectErrorBody(await open(player, order.id), 409, 'conflict');
    expect(await disputesOf(order.id)).toHaveLength(1);
  });

  it('answers 400 with the field of each bad value, and the order is not disputed', async () => {
    const { player, order } = await orderIn('timeouted');
    const cases: [Record<string, unknown>, string, string][] = [
      [
        dispute({ image: { name: '', fileName: 'a.png', fileContent: PNG } }),
        'image.name',
        'Validation.required',
      ],
      [
        dispute({ image: { name: 'x', fileName: 'a.png', fileContent: '' } }),
        'image.fileContent',
        'Validation.required',
      ],
      [
        dispute({ image: { name: 'x', fileName: 'shot.png', fileContent: TEXT } }),
        'image.fileContent',
        'Validation.invalid_file_type',
      ],
      [dispute({ amount: '12.345' }), 'amount', 'Validation.too_many_decimals'],
      [dispute({ amount: 'abc' }), 'amount', 'Validation.invalid_amount'],
      [dispute({ comment: '   ' }), 'comment', 'Validation.required'],
      [dispute({ problem: '' }), 'problem', 'Validation.required'],
    ];
    for (const [body, field, key] of cases) {
      const refused = expectErrorBody(await open(player, order.id, body), 400, 'validation_error');
      expect((refused.fields as Record<string, { key: string }>)[field]?.key, field).toBe(key);
    }
    const { acceptOption: _dropped, ...withoutOption } = dispute();
    const missing = expectErrorBody(
      await open(player, order.id, withoutOption),
      400,
      'validation_error',
    );
    expect(missing.fields).toHaveProperty('acceptOption');
    const unknown = expectErrorBody(
      await open(player, order.id, dispute({ acceptOption: 'REFUND_ME' })),
      400,
      'validation_error',
    );
    expect(unknown.fields).toHaveProperty('acceptOption');
    expect((await orderOf(player, order.id)).status).toBe('timeouted');
    expect(await disputesOf(order.id)).toEqual([]);
    // Without an amount (as ordered) it goes through.
    const { amount: _none, ...asOrdered } = dispute({ acceptOption: 'REPAY' });
    expect((await open(player, order.id, asOrdered)).statusCode).toBe(200);
    expect((await disputesOf(order.id))[0]).toMatchObject({
      acceptOption: 'REPAY',
      claimedAmount: null,
    });
  });

  it('keeps a player out of another player’s order and dispute image (404)', async () => {
    const { player: owner, order, dispute: row } = await disputed('declined');
    const stranger = await registerPlayer(t.app);
    const other = await orderIn('timeouted');
    expectErrorBody(await open(stranger, order.id), 404, 'not_found');
    expectErrorBody(await open(stranger, 'no-such-order'), 404, 'not_found');
    expectErrorBody(
      await t.app.inject({ url: `/api/v1/wallet/files/${row.image.id}`, headers: stranger.auth }),
      404,
      'not_found',
    );
    // B's request on A's order did not touch B's own order either.
    expect((await orderOf(other.player, other.order.id)).status).toBe('timeouted');
    const own = await t.app.inject({
      url: `/api/v1/wallet/files/${row.image.id}`,
      headers: owner.auth,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    const staff = await t.app.inject({ url: row.image.url, headers: finance });
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    // The owner's replay while it is open answers the disputed order.
    expect((await open(owner, order.id)).statusCode).toBe(200);
  });

  it('opens one dispute for a double submit and for a replay', async () => {
    const { player, order } = await orderIn('wait_for_confirmation');
    const answers = await Promise.all([
      open(player, order.id),
      open(player, order.id),
      open(player, order.id),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(ZFiatOrder.parse(answer.json()).status).toBe('disputed');
    }
    expect((await open(player, order.id)).statusCode).toBe(200);
    expect(await disputesOf(order.id)).toHaveLength(1);
  });

  it('lists disputes for finance with filters and paging, and shows one with its order and files', async () => {
    const { order, dispute: row } = await disputed('wait_for_confirmation');
    const page = await t.app.inject({
      url: '/api/admin/fiat/disputes?status=open&offset=0&limit=2',
      headers: finance,
    });
    expect(page.statusCode, page.body).toBe(200);
    const listed = ZAdminFiatDisputesResponse.parse(page.json());
    expect(listed.meta).toMatchObject({ offset: 0, limit: 2 });
    expect(listed.meta.total).toBeGreaterThanOrEqual(1);
    expect(listed.data.length).toBeLessThanOrEqual(2);
    expect(listed.data.every((item) => item.status === 'open')).toBe(true);

    const detail = await t.app.inject({
      url: `/api/admin/fiat/disputes/${row.id}`,
      headers: finance,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const shown = ZAdminFiatDispute.parse(detail.json());
    expect(shown.order).toMatchObject({
      id: order.id,
      status: 'disputed',
      amount: { value: '1000.00', currency: 'RUB' },
      paidName: 'Ivan Petrov',
    });
    expect(shown.image.url).toBe(`/api/admin/files/${shown.image.id}`);
    expect(shown.order.receipt?.url).toMatch(/^\/api\/admin\/files\//);
    expect(
      (await t.app.inject({ url: shown.order.receipt?.url ?? '', headers: finance })).statusCode,
    ).toBe(200);

    expectErrorBody(
      await t.app.inject({ url: '/api/admin/fiat/disputes', headers: support }),
      403,
      'forbidden',
    );
    expectErrorBody(await t.app.inject({ url: '/api/admin/fiat/disputes' }), 401, 'unauthorized');
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/fiat/disputes/99999999', headers: finance }),
      404,
      'not_found',
    );
  });

  it('accepts for the ordered amount: credited at the rate, completed live with the reason, audited', async () => {
    const { player, order, dispute: row } = await disputed('timeouted');
    const socket = await openPlayerSocket(t.app, wsUrl, player.auth, ['balance', 'transaction']);
    try {
      const response = await accept(row.id, { reason: 'Payment found in the bank statement' });
      expect(response.statusCode, response.body).toBe(200);
      expect(ZAdminFiatDispute.parse(response.json())).toMatchObject({
        status: 'accepted',
        resolution: 'Payment found in the bank statement',
        resolvedAmount: { value: '1000.00', currency: 'RUB' },
        order: {
          status: 'completed',
          amountChange: null,
          credited: { value: '10.000000', currency: 'USD' },
        },
      });
      // The history row turns completed and then carries the staff reason, both live.
      const live = await nextMatching(
        socket,
        'transaction',
        ZTransaction.parse,
        (item) => item.id === order.id && item.reason === 'Payment found in the bank statement',
      );
      expect(live.status).toBe('completed');
      const balance = await nextMatching(
        socket,
        'balance',
        ZBalance.parse,
        (item) => item.fiat.value === '10.000000',
      );
      expect(balance.fiat.currency.code).toBe('USD');
    } finally {
      socket.close();
    }
    expect(await mainBalanceOf(t.app, player)).toBe('10.000000');
    const seen = await orderOf(player, order.id);
    expect(seen).toMatchObject({ status: 'completed', additonalAmountChange: null });
    expect(await historyRow(player, order.id)).toMatchObject({
      status: 'completed',
      reason: 'Payment found in the bank statement',
    });
    const audit = await servicesOf(t.app).audit.entriesFor('fiat_dispute', String(row.id));
    expect(audit.map((entry) => entry.action)).toEqual(['fiat_dispute.accept']);
  });

  it('accepts for a corrected amount: the balance changes by that amount at the rate', async () => {
    const { player, order, dispute: row } = await disputed('declined');
    const response = await accept(row.id, {
      amount: '750.50',
      reason: 'Paid 750.50 RUB, not 1000',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZAdminFiatDispute.parse(response.json())).toMatchObject({
      resolvedAmount: { value: '750.50', currency: 'RUB' },
      order: { status: 'completed', amountChange: '-249.50' },
    });
    expect(await mainBalanceOf(t.app, player)).toBe('7.505000');
    expect((await orderOf(player, order.id)).additonalAmountChange).toBe('-249.50');
    // Resolved: a second accept credits nothing more.
    expectErrorBody(await accept(row.id, { amount: '1000', reason: 'again' }), 409, 'conflict');
    expect(await mainBalanceOf(t.app, player)).toBe('7.505000');
  });

  it('refuses a bad corrected amount with 400 and leaves the dispute open', async () => {
    const { player, order, dispute: row } = await disputed('pending');
    for (const amount of ['0', '-5', '12.345', 'ten']) {
      const refused = expectErrorBody(
        await accept(row.id, { amount, reason: 'x' }),
        400,
        'validation_error',
      );
      expect(refused.fields).toHaveProperty('amount');
    }
    expectErrorBody(await accept(row.id, { reason: '  ' }), 400, 'validation_error');
    expect((await orderOf(player, order.id)).status).toBe('disputed');
    expect((await disputesOf(order.id))[0]?.status).toBe('open');
    expect(await mainBalanceOf(t.app, player)).toBe('0.000000');
  });

  it('rejects with a reason: declined in the history, nothing credited, and resolved only once', async () => {
    const { player, order, dispute: row } = await disputed('wait_for_confirmation');
    const response = await reject(row.id, 'The receipt is for another recipient');
    expect(response.statusCode, response.body).toBe(200);
    expect(ZAdminFiatDispute.parse(response.json())).toMatchObject({
      status: 'rejected',
      resolution: 'The receipt is for another recipient',
      order: { status: 'declined', declineReason: 'The receipt is for another recipient' },
    });
    expect(await historyRow(player, order.id)).toMatchObject({
      status: 'declined',
      reason: 'The receipt is for another recipient',
    });
    expectErrorBody(await reject(row.id, 'again'), 409, 'conflict');
    expectErrorBody(await accept(row.id, { reason: 'changed my mind' }), 409, 'conflict');
    expectErrorBody(await reject(row.id, 'x', support), 403, 'forbidden');
    expect(await mainBalanceOf(t.app, player)).toBe('0.000000');
    const audit = await servicesOf(t.app).audit.entriesFor('fiat_dispute', String(row.id));
    expect(audit.map((entry) => entry.action)).toEqual(['fiat_dispute.reject']);
  });

  it('documents the dispute routes in the OpenAPI description', async () => {
    const spec = await t.app.inject({ url: '/api/docs/json' });
    const paths = spec.json<{ paths: Record<string, Record<string, { summary?: string }>> }>()
      .paths;
    expect(paths['/api/v1/wallet/orders/buy/{id}/dispute']?.post?.summary).toContain(
      'timeouted, pending, declined or wait_for_confirmation',
    );
    for (const path of [
      '/api/admin/fiat/disputes',
      '/api/admin/fiat/disputes/{id}',
      '/api/admin/fiat/disputes/{id}/accept',
      '/api/admin/fiat/disputes/{id}/reject',
    ])
      expect(paths[path], path).toBeDefined();
  });

  it('has one outcome when accept and reject race, and credits at most once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { player, order, dispute: row } = await disputed('timeouted');
      const answers = await Promise.all([
        accept(row.id, { reason: 'found it' }),
        reject(row.id, 'not found'),
        accept(row.id, { reason: 'found it too' }),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 409, 409]);
      const winner = ZAdminFiatDispute.parse(
        answers.find((answer) => answer.statusCode === 200)?.json(),
      );
      const status = (await orderOf(player, order.id)).status;
      expect(status).toBe(winner.status === 'accepted' ? 'completed' : 'declined');
      expect(await mainBalanceOf(t.app, player)).toBe(
        winner.status === 'accepted' ? '10.000000' : '0.000000',
      );
      expect(await servicesOf(t.app).audit.entriesFor('fiat_dispute', String(row.id))).toHaveLength(
        1,
      );
    }
  });
});
