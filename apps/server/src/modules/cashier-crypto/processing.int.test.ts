import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminWithdrawal,
  ZAdminWithdrawalsResponse,
  type AdminWithdrawal,
} from '@wheelhouse/contracts/admin-withdrawals';
import { ZCryptoDepositResponse } from '@wheelhouse/contracts/cashier-crypto';
import { ZTransaction, ZTransactionsResponse } from '@wheelhouse/contracts/wallet';
import { AppError } from '../../platform/errors';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../test/factories';
import { startFakeProcessing, type FakeProcessing } from '../../test/fake-processing';
import { expectLedgerConsistent } from '../../test/ledger-consistency';
import { fund, globalIdOf, mainBalanceOf } from '../../test/money';
import { processingGateway } from './processing-gateway';
import { PAYOUT_RESEND_AFTER_MS } from './withdrawal-review';

const API_KEY = 'processing-api-key-for-tests';
const SECRET = 'processing-shared-secret-for-tests-0123456789';
const EXTERNAL_TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

/**
 * A pass-through between the app and the fake provider that can lose answers: with `loseAnswers`
 * on, a call reaches the provider (which acts on it) but the connection drops before its answer.
 */
async function startLossyProxy(target: string) {
  let loseAnswers = false;
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
          headers[name] = value;
      const answer = await fetch(`${target}${request.url ?? ''}`, {
        method: request.method,
        headers,
        body: Buffer.concat(chunks),
      });
      const body = await answer.text();
      if (loseAnswers) return response.socket?.destroy();
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(body);
    })().catch(() => response.socket?.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setLoseAnswers(value: boolean) {
      loseAnswers = value;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.each(databaseTargets())(
  'crypto payouts through the processing service on %s',
  (target) => {
    let t: TestApp;
    let fake: FakeProcessing;
    let proxy: Awaited<ReturnType<typeof startLossyProxy>>;
    let finance: { authorization: string };
    // The fake starts first (the app needs its URL) and then reads the app's clock.
    let now: () => Date = () => new Date();

    beforeAll(async () => {
      fake = await startFakeProcessing({ apiKey: API_KEY, secret: SECRET, now: () => now() });
      proxy = await startLossyProxy(fake.url);
      t = await createTestApp(target, {
        env: {
          CRYPTO_GATEWAY: 'processing',
          CRYPTO_PROCESSING_URL: proxy.url,
          CRYPTO_PROCESSING_API_KEY: API_KEY,
          CRYPTO_PROCESSING_WEBHOOK_SECRET: SECRET,
        },
      });
      now = () => t.clock.now();
      finance = (await createStaff(t.app, ['finance'])).auth;
    });
    afterAll(async () => {
      if (t) {
        await expectLedgerConsistent(t.database.db);
        await t.close();
      }
      await proxy?.close();
      await fake?.close();
    });

    const withdraw = async (player: TestPlayer, amount = '20', address = EXTERNAL_TRON) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/txns/withdraw',
        headers: { ...player.auth, 'idempotency-key': randomUUID() },
        payload: { currency: 'USDT-TRC20', address, amount, memo: null, provider: null },
      });
      expect(response.statusCode, response.body).toBe(200);
      return ZTransaction.parse(response.json());
    };

    const approve = (id: string, auth = finance) =>
      t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/approve`, headers: auth });

    const reject = (id: string, reason = 'Address on a sanctions list', auth = finance) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/withdrawals/${id}/reject`,
        headers: auth,
        payload: { reason },
      });

    const cancel = (player: TestPlayer, id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/wallet/txns/cancel/${id}`,
        headers: player.auth,
      });

    const historyItem = async (player: TestPlayer, id: string) => {
      const response = await t.app.inject({ url: '/api/v2/wallet/txns', headers: player.auth });
      return ZTransactionsResponse.parse(response.json()).items.find((item) => item.id === id);
    };

    const queued = async (id: string): Promise<AdminWithdrawal | undefined> => {
      const response = await t.app.inject({
        url: '/api/admin/withdrawals?limit=100',
        headers: finance,
      });
      expect(response.statusCode, response.body).toBe(200);
      return ZAdminWithdrawalsResponse.parse(response.json()).data.find((item) => item.id === id);
    };

    const heldOf = async (player: TestPlayer) => {
      const globalId = await globalIdOf(t.app, player.auth);
      const response = await t.app.inject({
        url: `/api/admin/users/${globalId}/balance`,
        headers: finance,
      });
      return response.json<{ pendingWithdrawal: string }>().pendingWithdrawal;
    };

    const funded = async (amount = '100') => {
      const player = await registerPlayer(t.app);
      await fund(t.app, player.email, amount);
      return player;
    };

    const approved = async (id: string) => {
      const response = await approve(id);
      expect(response.statusCode, response.body).toBe(200);
      return ZAdminWithdrawal.parse(response.json());
    };

    it('hands out the processing service’s deposit address and credits its signed deposit webhook', async () => {
      const player = await registerPlayer(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/txns/deposit',
        headers: player.auth,
        payload: { currency: 'USDT-TRC20' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { address } = ZCryptoDepositResponse.parse(response.json());
      expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      expect(fake.calls.filter((call) => call.path === '/v1/addresses').at(-1)?.status).toBe(200);

      const event = fake.depositEvent({
        currency: 'USDT-TRC20',
        address,
        amount: '42.5',
        status: 'confirmed',
      });
      expect((await fake.webhook(t.app, event)).statusCode).toBe(200);
      expect(await mainBalanceOf(t.app, player)).toBe('42.500000');
    });

    it('answers 503 for a deposit address while the service is down, and stores nothing', async () => {
      const player = await registerPlayer(t.app);
      const ask = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/wallet/txns/deposit',
          headers: player.auth,
          payload: { currency: 'ETH' },
        });
      fake.setMode('error');
      try {
        expectErrorBody(await ask(), 503, 'service_unavailable');
      } finally {
        fake.setMode('up');
      }
      const response = await ask();
      expect(response.statusCode, response.body).toBe(200);
      expect(ZCryptoDepositResponse.parse(response.json()).address).toMatch(/^0x[0-9a-f]{40}$/);
    });

    it('pays out end to end: approve sends the signed payout, the completed webhook settles it', async () => {
      const player = await funded();
      const created = await withdraw(player, '20');
      expect(await mainBalanceOf(t.app, player)).toBe('79.000000');

      const pending = await queued(created.id);
      expect(pending).toMatchObject({
        status: 'pending',
        player: { email: player.email },
        method: 'USDT-TRC20',
        network: 'TRX',
        address: EXTERNAL_TRON,
        memo: null,
        amount: { value: '20.000000', currency: 'USDT' },
        fee: { value: '1.000000', currency: 'USDT' },
        hold: { value: '21.000000', currency: 'USD' },
        payoutId: null,
      });

      const processing = await approved(created.id);
      expect(processing).toMatchObject({ status: 'processing', reviewedBy: expect.any(Number) });
      expect(fake.payoutFor(created.id)).toEqual({
        payoutId: processing.payoutId,
        reference: created.id,
        network: 'TRX',
        currency: 'USDT-TRC20',
        address: EXTERNAL_TRON,
        memo: null,
        amount: '20.000000',
      });
      expect(await historyItem(player, created.id)).toMatchObject({
        status: 'processing',
        cancellableUntil: null,
      });
      expectErrorBody(await cancel(player, created.id), 409, 'conflict');

      const txHash = randomBytes(32).toString('hex');
      const delivered = await fake.webhook(
        t.app,
        fake.payoutEvent(processing.payoutId!, { status: 'completed', txHash }),
      );
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(await historyItem(player, created.id)).toMatchObject({
        status: 'completed',
        externalId: txHash,
      });
      expect(await queued(created.id)).toMatchObject({ status: 'completed', txHash });
      expect(await mainBalanceOf(t.app, player)).toBe('79.000000');
      expect(await heldOf(player)).toBe('0.000000');
    });

    it('returns the money and declines with the reason when the payout fails', async () => {
      const player = await funded();
      const created = await withdraw(player, '30');
      const processing = await approved(created.id);
      const delivered = await fake.webhook(
        t.app,
        fake.payoutEvent(processing.payoutId!, { status: 'failed', reason: 'address_frozen' }),
      );
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
      expect(await heldOf(player)).toBe('0.000000');
      expect(await historyItem(player, created.id)).toMatchObject({
        status: 'declined',
        reason: 'address_frozen',
      });
      expect(await queued(created.id)).toMatchObject({
        status: 'declined',
        declineReason: 'address_frozen',
      });
    });

    it('has one effect for a result delivered 10 times, and ignores a late contrary result', async () => {
      const player = await funded();
      const created = await withdraw(player, '20');
      const processing = await approved(created.id);
      const event = fake.payoutEvent(processing.payoutId!, {
        status: 'completed',
        txHash: randomBytes(32).toString('hex'),
      });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => fake.webhook(t.app, event)),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect(answers.filter((answer) => answer.json<{ changed: boolean }>().changed)).toHaveLength(
        1,
      );
      const late = await fake.webhook(
        t.app,
        fake.payoutEvent(processing.payoutId!, { status: 'failed' }),
      );
      expect(late.json()).toMatchObject({ ok: true, changed: false });
      expect(await mainBalanceOf(t.app, player)).toBe('79.000000');
      expect(await heldOf(player)).toBe('0.000000');
      expect(await historyItem(player, created.id)).toMatchObject({ status: 'completed' });
    });

    it('refuses forged, stale and unknown payout results and changes nothing', async () => {
      const player = await funded();
      const created = await withdraw(player, '20');
      const processing = await approved(created.id);
      const event = fake.payoutEvent(processing.payoutId!, {
        status: 'completed',
        txHash: randomBytes(32).toString('hex'),
      });
      expectErrorBody(
        await fake.webhook(t.app, event, { secret: 'x'.repeat(40) }),
        401,
        'unauthorized',
      );
      expectErrorBody(await fake.webhook(t.app, event, { skewSeconds: 301 }), 401, 'unauthorized');
      expectErrorBody(
        await fake.webhook(t.app, fake.payoutEvent('po_not_ours', { status: 'failed' })),
        404,
        'not_found',
      );
      expectErrorBody(
        await fake.webhook(t.app, { ...event, txHash: undefined }),
        400,
        'validation_error',
      );
      expect(await queued(created.id)).toMatchObject({ status: 'processing', txHash: null });
      expect(await heldOf(player)).toBe('21.000000');
      expect(await mainBalanceOf(t.app, player)).toBe('79.000000');
    });

    /** The worker's resend step, once the approval is old enough to be sent again. */
    const resendLater = () => {
      t.clock.advance(PAYOUT_RESEND_AFTER_MS);
      return t.app.services.withdrawalReview.resendUnsentPayouts();
    };

    it('keeps an approval made while the provider is down: 202, processing, not cancellable, and the worker sends the payout once it is back', async () => {
      const player = await funded('200');
      const created = await withdraw(player, '150');
      fake.setMode('error');
      let accepted: AdminWithdrawal;
      try {
        const response = await approve(created.id);
        expect(response.statusCode, response.body).toBe(202);
        accepted = ZAdminWithdrawal.parse(response.json());
        expect(accepted).toMatchObject({
          status: 'processing',
          payoutId: null,
          payoutRetrying: true,
          reviewedBy: expect.any(Number),
        });
        expect(await historyItem(player, created.id)).toMatchObject({
          status: 'processing',
          cancellableUntil: null,
        });
        expectErrorBody(await cancel(player, created.id), 409, 'conflict');
        expectErrorBody(await approve(created.id), 409, 'conflict');
        expectErrorBody(await reject(created.id), 409, 'conflict');
        expect(await resendLater()).toEqual({ sent: 0, failed: true });
        expect(await queued(created.id)).toMatchObject({ status: 'processing', payoutId: null });
      } finally {
        fake.setMode('up');
      }
      expect(fake.payoutFor(created.id)).toBeUndefined();
      expect(await mainBalanceOf(t.app, player)).toBe('49.000000');
      expect(await heldOf(player)).toBe('151.000000');

      const resent = await resendLater();
      expect(resent.failed).toBe(false);
      const payout = fake.payoutFor(created.id);
      expect(payout).toMatchObject({ reference: created.id, amount: '150.000000' });
      expect(await queued(created.id)).toMatchObject({
        status: 'processing',
        payoutId: payout!.payoutId,
        payoutRetrying: false,
      });
      expect((await resendLater()).sent).toBe(0);

      const txHash = randomBytes(32).toString('hex');
      await fake.webhook(
        t.app,
        fake.payoutEvent(payout!.payoutId, { status: 'completed', txHash }),
      );
      expect(await historyItem(player, created.id)).toMatchObject({
        status: 'completed',
        externalId: txHash,
      });
      expect(await mainBalanceOf(t.app, player)).toBe('49.000000');
      expect(await heldOf(player)).toBe('0.000000');
      const audit = await t.app.services.audit.entriesFor('crypto_withdrawal', created.id);
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'withdrawal.approve',
          before: { status: 'pending' },
          after: { status: 'processing' },
        }),
      ]);
    });

    it('pays once when the provider took a payout but its answer was lost: the resend gets the same payout', async () => {
      const player = await funded();
      const created = await withdraw(player, '20');
      proxy.setLoseAnswers(true);
      try {
        const response = await approve(created.id);
        expect(response.statusCode, response.body).toBe(202);
        expect(ZAdminWithdrawal.parse(response.json())).toMatchObject({
          status: 'processing',
          payoutId: null,
        });
      } finally {
        proxy.setLoseAnswers(false);
      }
      const taken = fake.payoutFor(created.id);
      expect(taken).toBeDefined();
      const payoutsBefore = fake.payoutCount();

      expect(await resendLater()).toMatchObject({ failed: false });
      expect(await queued(created.id)).toMatchObject({ payoutId: taken!.payoutId });
      expect(fake.payoutCount()).toBe(payoutsBefore);

      const event = fake.payoutEvent(taken!.payoutId, {
        status: 'completed',
        txHash: randomBytes(32).toString('hex'),
      });
      expect((await fake.webhook(t.app, event)).json()).toMatchObject({ changed: true });
      expect(await mainBalanceOf(t.app, player)).toBe('79.000000');
      expect(await heldOf(player)).toBe('0.000000');
    });

    it('approves small withdrawals automatically while the provider is down, and sends them when it is back', async () => {
      const player = await funded();
      const created = await withdraw(player, '20');
      t.clock.advance(601_000);
      fake.setMode('error');
      try {
        await t.app.services.withdrawalReview.approveDue();
        expect(await queued(created.id)).toMatchObject({
          status: 'processing',
          reviewedBy: null,
          payoutId: null,
        });
      } finally {
        fake.setMode('up');
      }
      await resendLater();
      expect(await queued(created.id)).toMatchObject({
        payoutId: fake.payoutFor(created.id)?.payoutId,
      });
    });

    it('lets exactly one of two parallel approvals through and sends one payout', async () => {
      const player = await funded();
      const created = await withdraw(player, '20');
      const answers = await Promise.all([approve(created.id), approve(created.id)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(
        fake.calls.filter((call) => call.reference === created.id && call.status === 200),
      ).toHaveLength(1);
    });

    it('approves automatically below the threshold once the cancel window is over, once across runners', async () => {
      const player = await funded('500');
      const small = await withdraw(player, '20');
      const large = await withdraw(player, '150');
      const review = t.app.services.withdrawalReview;
      await review.approveDue();
      expect(await queued(small.id)).toMatchObject({ status: 'pending' });

      t.clock.advance(601_000);
      await Promise.all([review.approveDue(), review.approveDue(), review.approveDue()]);
      expect(await queued(small.id)).toMatchObject({ status: 'processing', reviewedBy: null });
      expect(await queued(large.id)).toMatchObject({ status: 'pending' });
      expect(fake.calls.filter((call) => call.reference === small.id)).toHaveLength(1);
      expect(fake.payoutFor(large.id)).toBeUndefined();
    });

    it('rejects with a reason: money back, declined in the history, audited', async () => {
      const player = await funded();
      const created = await withdraw(player, '20');
      const response = await reject(created.id, 'Address on a sanctions list');
      expect(response.statusCode, response.body).toBe(200);
      expect(ZAdminWithdrawal.parse(response.json())).toMatchObject({
        status: 'declined',
        declineReason: 'Address on a sanctions list',
      });
      expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
      expect(await historyItem(player, created.id)).toMatchObject({
        status: 'declined',
        reason: 'Address on a sanctions list',
        cancellableUntil: null,
      });
      const audit = await t.app.services.audit.entriesFor('crypto_withdrawal', created.id);
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'withdrawal.reject',
          before: { status: 'pending' },
          after: { status: 'declined', reason: 'Address on a sanctions list' },
          requestId: response.headers['x-request-id'],
        }),
      ]);
      expectErrorBody(await reject(created.id), 409, 'conflict');
      expectErrorBody(await approve(created.id), 409, 'conflict');
      expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
    });

    it('resolves a reject racing the player’s cancel to exactly one, with the money back once', async () => {
      for (let round = 0; round < 3; round += 1) {
        const player = await funded();
        const created = await withdraw(player, '20');
        const [rejected, cancelled] = await Promise.all([
          reject(created.id),
          cancel(player, created.id),
        ]);
        expect([rejected.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
        const winner = rejected.statusCode === 200 ? 'declined' : 'cancelled';
        expect(await historyItem(player, created.id)).toMatchObject({ status: winner });
        expect(await queued(created.id)).toMatchObject({ status: winner });
        expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
        expect(await heldOf(player)).toBe('0.000000');
      }
      await expectLedgerConsistent(t.database.db);
    });

    it('resolves an approval racing the player’s cancel to exactly one, paying only if approved', async () => {
      for (let round = 0; round < 3; round += 1) {
        const player = await funded();
        const created = await withdraw(player, '20');
        const [approval, cancelled] = await Promise.all([
          approve(created.id),
          cancel(player, created.id),
        ]);
        expect([approval.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
        if (approval.statusCode === 200) {
          expect(await queued(created.id)).toMatchObject({ status: 'processing' });
          expect(fake.payoutFor(created.id)).toBeDefined();
          expect(await mainBalanceOf(t.app, player)).toBe('79.000000');
          expect(await heldOf(player)).toBe('21.000000');
        } else {
          expect(await queued(created.id)).toMatchObject({ status: 'cancelled' });
          expect(await historyItem(player, created.id)).toMatchObject({ status: 'cancelled' });
          expect(fake.payoutFor(created.id)).toBeUndefined();
          expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
          expect(await heldOf(player)).toBe('0.000000');
        }
      }
    });

    it('describes the review endpoints in the OpenAPI document', async () => {
      const spec = await t.app.inject({ url: '/api/docs/json' });
      expect(spec.statusCode).toBe(200);
      expect(Object.keys(spec.json<{ paths: object }>().paths)).toEqual(
        expect.arrayContaining([
          '/api/admin/withdrawals',
          '/api/admin/withdrawals/{id}/approve',
          '/api/admin/withdrawals/{id}/reject',
        ]),
      );
    });

    it('is for finance staff only and answers 404 for an unknown withdrawal', async () => {
      const player = await funded();
      const created = await withdraw(player, '20');
      const support = (await createStaff(t.app, ['support'])).auth;
      const admin = (await createStaff(t.app, ['admin'])).auth;
      expectErrorBody(await t.app.inject({ url: '/api/admin/withdrawals' }), 401, 'unauthorized');
      expectErrorBody(
        await t.app.inject({ url: '/api/admin/withdrawals', headers: player.auth }),
        401,
        'unauthorized',
      );
      expectErrorBody(await approve(created.id, player.auth), 401, 'unauthorized');
      expectErrorBody(
        await t.app.inject({ url: '/api/admin/withdrawals', headers: support }),
        403,
        'forbidden',
      );
      expectErrorBody(await approve(created.id, support), 403, 'forbidden');
      expectErrorBody(await reject(created.id, 'Not allowed', support), 403, 'forbidden');
      expectErrorBody(await approve('tx_not_ours'), 404, 'not_found');
      expectErrorBody(await reject('tx_not_ours'), 404, 'not_found');
      expectErrorBody(await reject(created.id, ' '), 400, 'validation_error');
      expectErrorBody(
        await t.app.inject({ url: '/api/admin/withdrawals?status=paid', headers: finance }),
        400,
        'validation_error',
      );
      expect(await queued(created.id)).toMatchObject({ status: 'pending' });
      const list = await t.app.inject({
        url: '/api/admin/withdrawals?status=pending&limit=1',
        headers: admin,
      });
      expect(list.statusCode, list.body).toBe(200);
      const page = ZAdminWithdrawalsResponse.parse(list.json());
      expect(page.data).toHaveLength(1);
      expect(page.data[0]?.status).toBe('pending');
      expect(page.meta).toMatchObject({ offset: 0, limit: 1 });
      expect(page.meta.total).toBeGreaterThanOrEqual(1);
      expect(await mainBalanceOf(t.app, player)).toBe('79.000000');
    });
  },
);

describe('processing gateway calls', () => {
  let fake: FakeProcessing;
  beforeAll(async () => {
    fake = await startFakeProcessing({ apiKey: API_KEY, secret: SECRET, now: () => new Date() });
  });
  afterAll(async () => fake?.close());

  const payout = {
    withdrawalId: 'tx_gateway_test',
    network: 'TRX' as const,
    methodCode: 'USDT-TRC20',
    address: EXTERNAL_TRON,
    memo: null,
    amount: 12_500_000n,
    scale: 6,
  };

  it('signs its calls; a wrong key or secret is refused by the service and is our 503', async () => {
    const good = processingGateway({ baseUrl: fake.url, apiKey: API_KEY, secret: SECRET });
    const first = await good.sendPayout(payout);
    expect(await good.sendPayout(payout)).toEqual(first);
    expect(fake.payoutFor(payout.withdrawalId)?.amount).toBe('12.500000');

    const wrongSecret = processingGateway({
      baseUrl: fake.url,
      apiKey: API_KEY,
      secret: 'y'.repeat(40),
    });
    await expect(wrongSecret.sendPayout(payout)).rejects.toMatchObject({
      code: 'service_unavailable',
    });
    const wrongKey = processingGateway({
      baseUrl: fake.url,
      apiKey: 'z'.repeat(20),
      secret: SECRET,
    });
    await expect(wrongKey.depositAddress(1, 'TRX')).rejects.toBeInstanceOf(AppError);
    expect(fake.calls.slice(-2).map((call) => call.status)).toEqual([401, 401]);
  });

  it('gives up on a service that does not answer in time, and on one that is gone', async () => {
    const gateway = processingGateway({
      baseUrl: fake.url,
      apiKey: API_KEY,
      secret: SECRET,
      timeoutMs: 200,
    });
    fake.setMode('hang');
    try {
      await expect(
        gateway.sendPayout({ ...payout, withdrawalId: 'tx_hang' }),
      ).rejects.toMatchObject({ code: 'service_unavailable', status: 503 });
    } finally {
      fake.setMode('up');
    }
    const gone = processingGateway({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: API_KEY,
      secret: SECRET,
    });
    await expect(gone.depositAddress(1, 'ETH')).rejects.toMatchObject({
      code: 'service_unavailable',
    });
  });
});
