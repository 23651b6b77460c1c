import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import {
  ZAdminBuyOrder,
  ZAdminBuyOrdersResponse,
  ZAdminRequisite,
} from '@wheelhouse/contracts/admin-fiat-desk';
import { ZFiatOrder, ZNotExpiredResponse, type FiatOrder } from '@wheelhouse/contracts/fiat';
import { convertMinor, formatAmount, parseRate } from '@wheelhouse/contracts/money';
import { ZTransactionsResponse } from '@wheelhouse/contracts/wallet';
import { auditLog, outbox } from '../../../platform/db/schema';
import { ledgerTransfers } from '../../ledger/schema';
import { createTestApp, databaseTargets, type TestApp } from '../../../test/harness';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories';
import { expectLedgerConsistent, servicesOf } from '../../../test/ledger-consistency';
import { globalIdOf, mainBalanceOf } from '../../../test/money';
import { TRANSACTION_CHANGED_TOPIC } from '../../wallet';
import { expireDueOrders } from './expiry-job';
import { fiatBuyService, PROCESSOR_UNAVAILABLE } from './service';
import { fiatMethodsRepository } from '../methods/repository';

type Auth = { authorization: string };
type Fields = Record<string, { key: string; params?: Record<string, unknown> }>;

/** The `fields` of an error body. */
const fieldsOf = (body: Record<string, unknown>) => (body.fields ?? {}) as Fields;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f3a1d80000000049454e44ae426082',
  'hex',
);
const png64 = PNG.toString('base64');

describe.each(databaseTargets())('fiat deposit orders on %s', (target) => {
  let t: TestApp;
  let filesDir: string;
  let finance: { auth: Auth };
  let support: { auth: Auth };
  const suffix = Math.random().toString(36).slice(2, 8);
  /** One order per method at a time; 500–50 000 RUB; two requisites. */
  const single = `rub-card-${suffix}`;
  /** Several orders allowed. */
  const multi = `rub-multi-${suffix}`;
  /** A requisite with room for one 1 000 RUB order a day. */
  const tight = `rub-tight-${suffix}`;
  /** Asks for the payer's phone (required) and email (optional). */
  const withFields = `rub-fields-${suffix}`;
  /** No requisites at all. */
  const empty = `rub-empty-${suffix}`;
  /** Paid through the external P2P processor's invoice. */
  const external = `rub-ext-${suffix}`;

  const services = () => servicesOf(t.app);

  async function addMethod(
    id: string,
    overrides: Partial<Parameters<ReturnType<typeof fiatMethodsRepository>['insert']>[0]> = {},
  ) {
    await fiatMethodsRepository(t.database.db).insert({
      id,
      name: `Card ${id}`,
      icon: '/icon.svg',
      iconBig: '/icon-big.svg',
      label: 'Card RUB',
      method: 'p2p',
      currency: 'RUB',
      priority: 10,
      processor: 'desk',
      buyMinMinor: 50_000n,
      buyMaxMinor: 5_000_000n,
      multiplyOrdersAllowed: false,
      orderTtlSeconds: 900,
      sellMinMinor: 50_000n,
      sellMaxMinor: 5_000_000n,
      ...overrides,
    });
  }

  async function addRequisite(body: Record<string, unknown>) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/fiat/requisites',
      headers: finance.auth,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZAdminRequisite.parse(response.json());
  }

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'wh-files-'));
    t = await createTestApp(target, { env: { FILES_DIR: filesDir } });
    finance = await createStaff(t.app, ['finance']);
    support = await createStaff(t.app, ['support']);
    await addMethod(single);
    await addMethod(multi, { multiplyOrdersAllowed: true });
    await addMethod(tight, { multiplyOrdersAllowed: true });
    await addMethod(withFields, {
      multiplyOrdersAllowed: true,
      buyRequiredFields: ['phone'],
      buyOptionalFields: ['email'],
    });
    await addMethod(empty);
    await addMethod(external, { processor: 'external', multiplyOrdersAllowed: true });
    const base = {
      bankName: 'Demo Bank',
      recipientName: 'Ivan P.',
      minAmount: '500.00',
      maxAmount: '50000.00',
      dailyLimit: '1000000.00',
    };
    await addRequisite({ ...base, methodId: single, card: '2200 1234 5678 9012' });
    await addRequisite({ ...base, methodId: single, phone: '+79001234567' });
    await addRequisite({ ...base, methodId: multi, card: '2200000000000001' });
    await addRequisite({ ...base, methodId: withFields, card: '2200000000000002' });
    await addRequisite({
      ...base,
      methodId: tight,
      card: '2200000000000003',
      maxAmount: '1000.00',
      dailyLimit: '1000.00',
    });
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const userIdOf = async (player: TestPlayer) =>
    (await services().users.accessByEmail(player.email))!.userId;

  const create = (auth: Auth, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v2/wallet/orders/buy', headers: auth, payload });

  async function createOk(auth: Auth, bankId: string, amount = '1000'): Promise<FiatOrder> {
    const response = await create(auth, { amount, bankId, externalFields: {} });
    expect(response.statusCode, response.body).toBe(200);
    return ZFiatOrder.parse(response.json());
  }

  const paid = (auth: Auth, id: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/wallet/orders/buy/${id}/paid`,
      headers: auth,
      payload,
    });

  const desk = (
    action: string,
    id: string,
    payload: Record<string, unknown> = {},
    auth = finance.auth,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/fiat/orders/${id}/${action}`,
      headers: auth,
      payload,
    });

  const getOrder = (auth: Auth, id: string) =>
    t.app.inject({ url: `/api/v1/wallet/orders/buy/${id}`, headers: auth });

  async function historyItem(auth: Auth, id: string) {
    const response = await t.app.inject({ url: '/api/v2/wallet/txns?limit=50', headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    return ZTransactionsResponse.parse(response.json()).items.find((item) => item.id === id);
  }

  async function transactionEvents(userId: number, id: string) {
    const rows = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, TRANSACTION_CHANGED_TOPIC), eq(outbox.userId, userId)))
      // Written order: without it PostgreSQL answers in storage order, which the relay's
      // published_at updates can change.
      .orderBy(outbox.id);
    return rows
      .map((row) => row.payload as { id: string; status: string })
      .filter((payload) => payload.id === id)
      .map((payload) => payload.status);
  }

  async function creditsOf(id: string) {
    return t.database.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `fiat-buy:${id}`));
  }

  it('runs the whole desk lifecycle: create → details → paid → staff confirm → credited at the rate of the moment', async () => {
    const player = await registerPlayer(t.app);
    const userId = await userIdOf(player);
    const order = await createOk(player.auth, single, '1000');
    expect(order).toMatchObject({
      status: 'waiting',
      valueFrom: '1000.00',
      currencyFrom: 'RUB',
      bankMethod: 'p2p',
      url: null,
      additonalAmountChange: null,
      details: {
        paymentDetails: { bankName: 'Demo Bank', name: 'Ivan P.' },
        recipientBank: { name: 'Demo Bank' },
        senderBank: { id: single, method: 'p2p', label: 'Card RUB' },
      },
    });
    const pays = order.details.paymentDetails;
    expect(pays.card ?? pays.phone).toBeTruthy();
    expect(order.details.expiredAt).toBe(Math.floor(t.clock.now().getTime() / 1000) + 900);

    // Resumable while waiting; the details read back the same.
    const open = await t.app.inject({
      url: `/api/v2/wallet/orders/not-expired?bank_id=${single}`,
      headers: player.auth,
    });
    expect(ZNotExpiredResponse.parse(open.json()).order?.id).toBe(order.id);
    const read = await getOrder(player.auth, order.id);
    expect(read.statusCode).toBe(200);
    expect(ZFiatOrder.parse(read.json())).toEqual(order);
    expect((await historyItem(player.auth, order.id))?.status).toBe('waiting');

    const sent = await paid(player.auth, order.id, {
      name: 'Pavel Player',
      fileName: 'receipt.png',
      fileContent: `data:image/png;base64,${png64}`,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(ZFiatOrder.parse(sent.json()).status).toBe('wait_for_confirmation');
    // Not resumable any more (paid), and a replay of the same receipt is harmless.
    const none = await t.app.inject({
      url: `/api/v2/wallet/orders/not-expired?bank_id=${single}`,
      headers: player.auth,
    });
    expect(ZNotExpiredResponse.parse(none.json()).order).toBeNull();
    const replay = await paid(player.auth, order.id, {
      name: 'Pavel Player',
      fileName: 'receipt.png',
      fileContent: png64,
    });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(ZFiatOrder.parse(replay.json()).status).toBe('wait_for_confirmation');

    // The desk sees it with the receipt, and staff can fetch the receipt.
    const queue = await t.app.inject({
      url: `/api/admin/fiat/orders?status=wait_for_confirmation&methodId=${single}`,
      headers: finance.auth,
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const listed = ZAdminBuyOrdersResponse.parse(queue.json()).data.find((o) => o.id === order.id);
    expect(listed).toMatchObject({ paidName: 'Pavel Player', amount: { value: '1000.00' } });
    expect(listed?.receiptUrl).toMatch(/^\/api\/admin\/files\/file_/);
    const receipt = await t.app.inject({ url: listed!.receiptUrl!, headers: support.auth });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('image/png');
    expect(receipt.rawPayload.equals(PNG)).toBe(true);

    // The rate moves before the desk confirms: the credit uses the new one.
    t.clock.advance(1000);
    await services().currencies.recordFeedRates(
      [{ base: 'RUB', quote: 'USD', rate: '0.012' }],
      'test',
    );
    expect(await mainBalanceOf(t.app, player)).toBe('0.000000');
    const confirmed = await desk('confirm', order.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(ZAdminBuyOrder.parse(confirmed.json())).toMatchObject({
      status: 'completed',
      credited: { value: '12.000000', currency: 'USD' },
    });
    expect(await mainBalanceOf(t.app, player)).toBe('12.000000');
    const [credit] = await creditsOf(order.id);
    expect(credit?.rate).toMatchObject({ base: 'RUB', quote: 'USD', rate: '0.012' });
    expect((await historyItem(player.auth, order.id))?.status).toBe('completed');
    expect(ZFiatOrder.parse((await getOrder(player.auth, order.id)).json()).status).toBe(
      'completed',
    );
    expect(await transactionEvents(userId, order.id)).toEqual([
      'waiting',
      'wait_for_confirmation',
      'completed',
    ]);
    const balanceEvents = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, 'balance.changed'), eq(outbox.userId, userId)));
    expect(balanceEvents).toHaveLength(1);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fiat_order.confirm'), eq(auditLog.targetId, order.id)));
    expect(audits).toHaveLength(1);
  });

  it('credits a corrected amount once, however often or concurrently it is confirmed', async () => {
    const player = await registerPlayer(t.app);
    const order = await createOk(player.auth, multi, '2000');
    const first = await desk('confirm', order.id, { amount: '1500.00' });
    expect(first.statusCode, first.body).toBe(200);
    expect(ZAdminBuyOrder.parse(first.json()).amountChange).toBe('-500.00');
    const again = await desk('confirm', order.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(ZFiatOrder.parse((await getOrder(player.auth, order.id)).json())).toMatchObject({
      status: 'completed',
      additonalAmountChange: '-500.00',
    });
    expect(await creditsOf(order.id)).toHaveLength(1);

    const racing = await createOk(player.auth, multi, '1000');
    const answers = await Promise.all([
      desk('confirm', racing.id),
      desk('confirm', racing.id),
      desk('confirm', racing.id),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(await creditsOf(racing.id)).toHaveLength(1);
    const rate = parseRate(((await creditsOf(order.id))[0]!.rate as { rate: string }).rate)!;
    // Both credits at the same rate, each converted exactly: 1500 + 1000 RUB into USD (scale 6).
    const expected = formatAmount(
      convertMinor(150_000n, 2, 6, rate) + convertMinor(100_000n, 2, 6, rate),
      6,
    );
    expect(await mainBalanceOf(t.app, player)).toBe(expected);
  });

  it('declines and refunds with the reason in the history, crediting nothing; decided orders refuse other decisions', async () => {
    const player = await registerPlayer(t.app);
    const declined = await createOk(player.auth, multi, '1000');
    const refunded = await createOk(player.auth, multi, '1000');
    const decline = await desk('decline', declined.id, { reason: 'No payment arrived' });
    expect(decline.statusCode, decline.body).toBe(200);
    const refund = await desk('refund', refunded.id, { reason: 'Sent back to the card' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await historyItem(player.auth, declined.id)).toMatchObject({
      status: 'declined',
      reason: 'No payment arrived',
    });
    expect(await historyItem(player.auth, refunded.id)).toMatchObject({
      status: 'refund',
      reason: 'Sent back to the card',
    });
    expectErrorBody(await desk('confirm', declined.id), 409, 'conflict');
    expectErrorBody(await desk('decline', refunded.id, { reason: 'again' }), 409, 'conflict');
    expectErrorBody(await desk('decline', declined.id, { reason: 'x' }), 400, 'validation_error');
    expect(await mainBalanceOf(t.app, player)).toBe('0.000000');
    expect(await creditsOf(declined.id)).toHaveLength(0);
    // Only finance decides; a player's token is no staff token.
    expectErrorBody(await desk('confirm', refunded.id, {}, support.auth), 403, 'forbidden');
    expectErrorBody(await desk('confirm', refunded.id, {}, player.auth), 401, 'unauthorized');
    expectErrorBody(await desk('confirm', 'tx_nope'), 404, 'not_found');
  });

  it('times out unpaid orders once past expiresAt; the desk can still confirm a late payment', async () => {
    const player = await registerPlayer(t.app);
    const userId = await userIdOf(player);
    const order = await createOk(player.auth, single, '700');
    const run = () =>
      expireDueOrders({
        db: t.database.db,
        clock: t.clock,
        transitions: services().fiatBuyTransitions,
        onCommitted: () => undefined,
      });
    await run();
    expect(ZFiatOrder.parse((await getOrder(player.auth, order.id)).json()).status).toBe('waiting');
    t.clock.advance(901_000);
    // Two workers at once expire it once.
    await Promise.all([run(), run()]);
    expect(ZFiatOrder.parse((await getOrder(player.auth, order.id)).json()).status).toBe(
      'timeouted',
    );
    expect(await transactionEvents(userId, order.id)).toEqual(['waiting', 'timeouted']);
    expectErrorBody(
      await paid(player.auth, order.id, { name: 'Late', fileName: 'r.png', fileContent: png64 }),
      409,
      'conflict',
    );
    // A new order of the method is allowed again.
    const next = await createOk(player.auth, single, '700');
    expect(next.id).not.toBe(order.id);
    const late = await desk('confirm', order.id);
    expect(late.statusCode, late.body).toBe(200);
    expect(await creditsOf(order.id)).toHaveLength(1);
    await desk('decline', next.id, { reason: 'Test cleanup' });
  });

  it('keeps one open order per method unless several are allowed, and at most 3 in all', async () => {
    const player = await registerPlayer(t.app);
    const first = await createOk(player.auth, single, '1000');
    expectErrorBody(
      await create(player.auth, { amount: '1000', bankId: single, externalFields: {} }),
      409,
      'error_orders_limit',
    );
    await createOk(player.auth, multi, '1000');
    await createOk(player.auth, multi, '1000');
    expectErrorBody(
      await create(player.auth, { amount: '1000', bankId: multi, externalFields: {} }),
      409,
      'error_orders_limit',
    );
    // A decided order no longer counts.
    await desk('decline', first.id, { reason: 'Test cleanup' });
    await createOk(player.auth, multi, '1000');

    // Parallel creations of one player cannot pass the limit together.
    const other = await registerPlayer(t.app);
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map(() =>
        create(other.auth, { amount: '1000', bankId: multi, externalFields: {} }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expectErrorBody(answer, 409, 'error_orders_limit');
  });

  it('answers every invalid field at once, and unknown methods as not supported', async () => {
    const player = await registerPlayer(t.app);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ amount: '12.50', bankId: single }, { amount: 'Validation.invalid_amount' }],
      [{ amount: '', bankId: single }, { amount: 'Validation.required' }],
      [{ amount: '100', bankId: single }, { amount: 'Validation.minimum_amount' }],
      [{ amount: '50001', bankId: single }, { amount: 'Validation.maximum_amount' }],
      [
        { amount: '10', bankId: withFields, externalFields: { email: 'nope' } },
        {
          amount: 'Validation.minimum_amount',
          'externalFields.phone': 'Validation.required',
          'externalFields.email': 'Validation.invalid_email',
        },
      ],
      [
        { amount: '1000', bankId: withFields, externalFields: { phone: '12' } },
        { 'externalFields.phone': 'Validation.invalid_phone' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await create(player.auth, { externalFields: {}, ...payload });
      const body = expectErrorBody(response, 400, 'validation_error');
      expect(
        Object.fromEntries(Object.entries(fieldsOf(body)).map(([k, v]) => [k, v.key])),
      ).toEqual(fields);
    }
    const minimum = expectErrorBody(
      await create(player.auth, { amount: '100', bankId: single, externalFields: {} }),
      400,
      'validation_error',
    );
    expect(fieldsOf(minimum).amount?.params).toEqual({ amount: '500', currency: 'RUB' });
    expectErrorBody(
      await create(player.auth, { amount: '1000', bankId: 'no-such-method', externalFields: {} }),
      400,
      'error_currency_not_supported',
    );
    const ok = await create(player.auth, {
      amount: '1000',
      bankId: withFields,
      externalFields: { phone: '+7 900 123-45-67' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const queued = await t.app.inject({
      url: `/api/admin/fiat/orders/${ZFiatOrder.parse(ok.json()).id}`,
      headers: finance.auth,
    });
    expect(ZAdminBuyOrder.parse(queued.json()).externalFields).toEqual({ phone: '+79001234567' });
    // Nothing was created by the refused requests.
    expect(
      (await t.app.inject({ url: '/api/v2/wallet/txns', headers: player.auth })).json(),
    ).toMatchObject({
      meta: { total: 1 },
    });
  });

  it('refuses deposits while payments are off, and when no requisite has room', async () => {
    const player = await registerPlayer(t.app);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: finance.auth,
      payload: { 'payments.enabled': false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expectErrorBody(
      await create(player.auth, { amount: '1000', bankId: multi, externalFields: {} }),
      403,
      'payments_are_disabled',
    );
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: finance.auth,
      payload: { 'payments.enabled': true },
    });

    expectErrorBody(
      await create(player.auth, { amount: '1000', bankId: empty, externalFields: {} }),
      503,
      'service_unavailable',
    );
    // The tight requisite takes one 1 000 RUB order a day; two racing players get one between them.
    const other = await registerPlayer(t.app);
    const answers = await Promise.all([
      create(player.auth, { amount: '1000', bankId: tight, externalFields: {} }),
      create(other.auth, { amount: '1000', bankId: tight, externalFields: {} }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 503]);
    const taken = ZFiatOrder.parse(answers.find((a) => a.statusCode === 200)!.json());
    const requisites = await t.app.inject({
      url: `/api/admin/fiat/requisites?methodId=${tight}`,
      headers: finance.auth,
    });
    expect(requisites.json()).toMatchObject({ items: [{ usedToday: '1000.00' }] });
    // A declined order frees its capacity.
    await desk('decline', taken.id, { reason: 'Test cleanup' });
    const again = await create(other.auth, { amount: '1000', bankId: tight, externalFields: {} });
    expect(again.statusCode, again.body).toBe(200);
    await desk('decline', ZFiatOrder.parse(again.json()).id, { reason: 'Test cleanup' });
  });

  it('gives another player 404 for the order, its paid call and its receipt', async () => {
    const owner = await registerPlayer(t.app);
    const stranger = await registerPlayer(t.app);
    const order = await createOk(owner.auth, multi, '1000');
    const receipt = { name: 'Owner', fileName: 'r.png', fileContent: png64 };
    expectErrorBody(await getOrder(stranger.auth, order.id), 404, 'not_found');
    expectErrorBody(await paid(stranger.auth, order.id, receipt), 404, 'not_found');
    expect((await paid(owner.auth, order.id, receipt)).statusCode).toBe(200);
    const queued = await t.app.inject({
      url: `/api/admin/fiat/orders/${order.id}`,
      headers: finance.auth,
    });
    const fileId = ZAdminBuyOrder.parse(queued.json()).receiptUrl!.split('/').pop()!;
    const own = await t.app.inject({ url: `/api/v1/wallet/files/${fileId}`, headers: owner.auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^attachment/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    // An image streams as it is, with its length, even to a client that accepts compression.
    const accepting = await t.app.inject({
      url: `/api/v1/wallet/files/${fileId}`,
      headers: { ...owner.auth, 'accept-encoding': 'br, gzip' },
    });
    expect(accepting.headers['content-encoding']).toBeUndefined();
    expect(Number(accepting.headers['content-length'])).toBe(accepting.rawPayload.length);
    expect(accepting.rawPayload.equals(own.rawPayload)).toBe(true);
    expectErrorBody(
      await t.app.inject({ url: `/api/v1/wallet/files/${fileId}`, headers: stranger.auth }),
      404,
      'not_found',
    );
    expectErrorBody(
      await t.app.inject({ url: `/api/admin/files/${fileId}`, headers: stranger.auth }),
      401,
      'unauthorized',
    );
    await desk('decline', order.id, { reason: 'Test cleanup' });
  });

  it('recognises receipts by content: a PNG named .pdf is a PNG, text named .jpg and 10 MB + 1 are refused', async () => {
    const player = await registerPlayer(t.app);
    const stored = () => readdirSync(filesDir).length;

    const text = await createOk(player.auth, multi, '1000');
    const before = stored();
    const refused = expectErrorBody(
      await paid(player.auth, text.id, {
        name: 'P',
        fileName: 'receipt.jpg',
        fileContent: Buffer.from('just some text, not a picture').toString('base64'),
      }),
      400,
      'validation_error',
    );
    expect(fieldsOf(refused).fileContent?.key).toBe('Validation.invalid_file_type');
    const missing = expectErrorBody(
      await paid(player.auth, text.id, { name: ' ', fileName: 'r.png', fileContent: '' }),
      400,
      'validation_error',
    );
    expect(fieldsOf(missing)).toMatchObject({
      name: { key: 'Validation.required' },
      fileContent: { key: 'Validation.required' },
    });
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1);
    PNG.copy(huge);
    const tooLarge = expectErrorBody(
      await paid(player.auth, text.id, {
        name: 'P',
        fileName: 'big.png',
        fileContent: huge.toString('base64'),
      }),
      400,
      'validation_error',
    );
    expect(fieldsOf(tooLarge).fileContent).toEqual({
      key: 'Validation.file_too_large',
      params: { max: 10 },
    });
    expect(stored()).toBe(before);
    expect(ZFiatOrder.parse((await getOrder(player.auth, text.id)).json()).status).toBe('waiting');

    const renamed = await paid(player.auth, text.id, {
      name: 'P',
      fileName: 'receipt.pdf',
      fileContent: png64,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(stored()).toBe(before + 1);
    const queued = await t.app.inject({
      url: `/api/admin/fiat/orders/${text.id}`,
      headers: finance.auth,
    });
    const file = await t.app.inject({
      url: ZAdminBuyOrder.parse(queued.json()).receiptUrl!,
      headers: finance.auth,
    });
    expect(file.headers['content-type']).toBe('image/png');
    await desk('decline', text.id, { reason: 'Test cleanup' });
  });

  it('opens an external method’s invoice; a processor that refuses declines the order and answers 503', async () => {
    const player = await registerPlayer(t.app);
    const order = await createOk(player.auth, external, '1000');
    expect(order).toMatchObject({
      status: 'pay_external_invoice',
      meta: { external_info: { target: 'blank' } },
      details: { paymentDetails: { card: null, phone: null, bankName: null, name: null } },
    });
    expect(order.url).toMatch(/^\/api\/dev\/fiat-invoice\//);
    const sent = await paid(player.auth, order.id, {
      name: 'P',
      fileName: 'r.png',
      fileContent: png64,
    });
    expect(ZFiatOrder.parse(sent.json()).status).toBe('wait_for_confirmation');
    await desk('decline', order.id, { reason: 'Test cleanup' });

    const s = services();
    const refusing = fiatBuyService({
      db: t.database.db,
      clock: t.clock,
      currencies: s.currencies,
      settings: s.settings,
      wallet: s.wallet,
      files: s.files,
      transitions: s.fiatBuyTransitions,
      rg: s.rg,
      processor: {
        createInvoice: () => Promise.reject(new Error('processor down')),
      },
      onCommitted: () => undefined,
    });
    const userId = await userIdOf(player);
    await expect(
      refusing.createBuy(userId, { amount: '1000', bankId: external, externalFields: {} }),
    ).rejects.toMatchObject({ code: 'service_unavailable' });
    const history = await t.app.inject({ url: '/api/v2/wallet/txns', headers: player.auth });
    const items = ZTransactionsResponse.parse(history.json()).items;
    expect(items).toHaveLength(2);
    const latest = items.find((item) => item.id !== order.id);
    expect(latest).toMatchObject({
      type: 'buy',
      status: 'declined',
      reason: PROCESSOR_UNAVAILABLE,
    });
    expect(await mainBalanceOf(t.app, player)).toBe('0.000000');
  });

  it('lets finance keep requisites: refused limits, unknown methods, other roles; a deactivated one takes no orders', async () => {
    const method = `rub-crud-${suffix}`;
    await addMethod(method, { multiplyOrdersAllowed: true });
    const post = (payload: Record<string, unknown>, auth = finance.auth) =>
      t.app.inject({ method: 'POST', url: '/api/admin/fiat/requisites', headers: auth, payload });
    const base = {
      methodId: method,
      bankName: 'Bank',
      recipientName: 'R',
      minAmount: '500.00',
      maxAmount: '5000.00',
      dailyLimit: '10000.00',
    };
    const none = expectErrorBody(await post(base), 400, 'validation_error');
    expect(fieldsOf(none).card?.key).toBe('Validation.required');
    const inverted = expectErrorBody(
      await post({ ...base, card: '2200000000000009', minAmount: '6000.00' }),
      400,
      'validation_error',
    );
    expect(fieldsOf(inverted).maxAmount?.key).toBe('Validation.min_above_max');
    const decimals = expectErrorBody(
      await post({ ...base, card: '2200000000000009', maxAmount: '5000.001' }),
      400,
      'validation_error',
    );
    expect(fieldsOf(decimals).maxAmount?.key).toBe('Validation.too_many_decimals');
    expectErrorBody(
      await post({ ...base, card: '2200000000000009', methodId: 'no-such' }),
      404,
      'not_found',
    );
    expectErrorBody(await post({ ...base, card: '1' }, support.auth), 403, 'forbidden');

    const created = await addRequisite({ ...base, card: '2200000000000009' });
    expect(created).toMatchObject({ currency: 'RUB', usedToday: '0.00', active: true });
    const player = await registerPlayer(t.app);
    const order = await createOk(player.auth, method, '1000');
    expect(order.details.paymentDetails.card).toBe('2200000000000009');

    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/fiat/requisites/${created.id}`,
        headers: finance.auth,
        payload,
      });
    const off = await patch({ active: false, bankName: 'Other Bank' });
    expect(off.statusCode, off.body).toBe(200);
    expect(ZAdminRequisite.parse(off.json())).toMatchObject({
      active: false,
      bankName: 'Other Bank',
      usedToday: '1000.00',
    });
    expectErrorBody(
      await create(player.auth, { amount: '1000', bankId: method, externalFields: {} }),
      503,
      'service_unavailable',
    );
    expectErrorBody(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/admin/fiat/requisites/999999',
        headers: finance.auth,
        payload: { active: true },
      }),
      404,
      'not_found',
    );
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetType, 'p2p_requisite'), eq(auditLog.targetId, String(created.id))),
      );
    expect(audits.map((row) => row.action).sort()).toEqual([
      'fiat_requisite.create',
      'fiat_requisite.update',
    ]);
    await desk('decline', order.id, { reason: 'Test cleanup' });
  });

  it('refuses deposits of a player the desk restricted, with the spec’s codes, until freed', async () => {
    const player = await registerPlayer(t.app);
    const globalId = await globalIdOf(t.app, player.auth);
    const put = (payload: Record<string, unknown>, auth = finance.auth, id = globalId) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/fiat/players/${id}/flags`,
        headers: auth,
        payload,
      });
    const attempt = () =>
      create(player.auth, { amount: '1000', bankId: multi, externalFields: {} });
    const initial = await t.app.inject({
      url: `/api/admin/fiat/players/${globalId}/flags`,
      headers: finance.auth,
    });
    expect(initial.json()).toEqual({ buyBanned: false, fiatBanned: false, reason: null });

    expect(
      (await put({ buyBanned: true, fiatBanned: false, reason: 'Chargebacks' })).statusCode,
    ).toBe(200);
    expectErrorBody(await attempt(), 403, 'wallet_buy_banned');
    expect((await put({ buyBanned: true, fiatBanned: true, reason: null })).statusCode).toBe(200);
    expectErrorBody(await attempt(), 403, 'wallet_fiat_banned');
    expectErrorBody(
      await put({ buyBanned: false, fiatBanned: false, reason: null }, support.auth),
      403,
      'forbidden',
    );
    expectErrorBody(
      await put({ buyBanned: false, fiatBanned: false, reason: null }, finance.auth, 'nobody'),
      404,
      'not_found',
    );
    expect((await put({ buyBanned: false, fiatBanned: false, reason: null })).statusCode).toBe(200);
    const order = await attempt();
    expect(order.statusCode, order.body).toBe(200);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fiat_player_flags.set'), eq(auditLog.targetId, globalId)));
    expect(audits).toHaveLength(3);
    await desk('decline', ZFiatOrder.parse(order.json()).id, { reason: 'Test cleanup' });
  });

  it('documents the buy and desk routes with their statuses in the OpenAPI description', async () => {
    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = spec.json<{ paths: Record<string, Record<string, { description?: string }>> }>()
      .paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/wallet/orders/buy',
        '/api/v2/wallet/orders/not-expired',
        '/api/v1/wallet/orders/buy/{id}',
        '/api/v1/wallet/orders/buy/{id}/paid',
        '/api/v1/wallet/files/{id}',
        '/api/admin/fiat/requisites',
        '/api/admin/fiat/orders',
        '/api/admin/fiat/orders/{id}/confirm',
        '/api/admin/files/{id}',
      ]),
    );
    expect(paths['/api/v2/wallet/orders/buy']?.post?.description).toContain('timeouted');
  });
});
