import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminWithdrawal,
  ZAdminWithdrawalsResponse,
  type AdminWithdrawal,
} from '@wheelhouse/contracts/admin-withdrawals';
import { ZCryptoDepositResponse } from '@wheelhouse/contracts/cashier-crypto';
import { ZAdminJobsResponse } from '@wheelhouse/contracts/admin-jobs';
import { ZTransaction } from '@wheelhouse/contracts/wallet';
import { keyedJobId } from '../../platform/jobs';
import { createStaff, registerPlayer, type TestPlayer } from '../../test/factories';
import { startFakeProcessing, type FakeProcessing } from '../../test/fake-processing';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectLedgerConsistent } from '../../test/ledger-consistency';
import { fund, mainBalanceOf } from '../../test/money';
import { CRYPTO_JOBS } from './jobs';
import { PAYOUT_RESEND_AFTER_MS } from './withdrawal-review';

const API_KEY = 'processing-api-key-for-tests';
const SECRET = 'processing-shared-secret-for-tests-0123456789';
const EXTERNAL_TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

/** Checks `condition` until it holds (a worker is doing the work); fails after a generous bound. */
async function eventually(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}`);
}

async function withdraw(t: TestApp, player: TestPlayer, amount: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/txns/withdraw',
    headers: { ...player.auth, 'idempotency-key': randomUUID() },
    payload: { currency: 'USDT-TRC20', address: EXTERNAL_TRON, amount, memo: null, provider: null },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZTransaction.parse(response.json());
}

async function withdrawalOf(
  t: TestApp,
  finance: { authorization: string },
  id: string,
): Promise<AdminWithdrawal | undefined> {
  const response = await t.app.inject({
    url: '/api/admin/withdrawals?limit=100',
    headers: finance,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZAdminWithdrawalsResponse.parse(response.json()).data.find((item) => item.id === id);
}

describe.each(databaseTargets())('crypto payout job on %s', (target) => {
  let t: TestApp;
  let fake: FakeProcessing;
  let finance: { authorization: string };
  let admin: { authorization: string };
  let now: () => Date = () => new Date();

  beforeAll(async () => {
    fake = await startFakeProcessing({ apiKey: API_KEY, secret: SECRET, now: () => now() });
    // The API role: no workers, so the test alone runs the jobs (runNow), one step at a time.
    t = await createTestApp(target, {
      env: {
        ROLE: 'api',
        CRYPTO_GATEWAY: 'processing',
        CRYPTO_PROCESSING_URL: fake.url,
        CRYPTO_PROCESSING_API_KEY: API_KEY,
        CRYPTO_PROCESSING_WEBHOOK_SECRET: SECRET,
      },
    });
    now = () => t.clock.now();
    finance = (await createStaff(t.app, ['finance'])).auth;
    admin = (await createStaff(t.app, ['admin'])).auth;
  });
  afterAll(async () => {
    if (t) {
      await expectLedgerConsistent(t.database.db);
      await t.close();
    }
    await fake?.close();
  });

  it('sends a payout the provider refused again as a job keyed by the withdrawal, backing off while it is down, once', async () => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '200');
    const created = await withdraw(t, player, '150');
    fake.setMode('error');
    try {
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/withdrawals/${created.id}/approve`,
        headers: finance,
      });
      expect(approved.statusCode, approved.body).toBe(202);
      expect(ZAdminWithdrawal.parse(approved.json())).toMatchObject({ payoutRetrying: true });

      // The withdrawals tick queues a payout job only once the approval is old enough.
      const [early] = await t.app.jobs.runNow(CRYPTO_JOBS.withdrawals);
      expect(early!.output).toMatchObject({ payoutJobs: 0 });
      t.clock.advance(PAYOUT_RESEND_AFTER_MS);
      const [due] = await t.app.jobs.runNow(CRYPTO_JOBS.withdrawals);
      expect(due!.output).toMatchObject({ payoutJobs: 1 });
      // One job per withdrawal: the next ticks queue nothing more.
      const [again] = await t.app.jobs.runNow(CRYPTO_JOBS.withdrawals);
      expect(again!.output).toMatchObject({ payoutJobs: 0 });

      const [down] = await t.app.jobs.runNow(CRYPTO_JOBS.payoutSend);
      expect(down).toMatchObject({
        id: keyedJobId(CRYPTO_JOBS.payoutSend, created.id),
        state: 'retry',
        error: 'The chain gateway did not take the payout',
      });
      const listed = await t.app.inject({
        url: `/api/admin/jobs?name=${CRYPTO_JOBS.payoutSend}&state=retry`,
        headers: admin,
      });
      const [waiting] = ZAdminJobsResponse.parse(listed.json()).data;
      expect(waiting).toMatchObject({
        key: created.id,
        payload: { withdrawalId: created.id },
        retryLimit: 10,
      });
      // The first retry waits at least the 30 s retry delay.
      expect(
        Date.parse(waiting!.startAfter) - Date.parse(waiting!.startedAt!),
      ).toBeGreaterThanOrEqual(30_000);
      expect(fake.payoutFor(created.id)).toBeUndefined();
    } finally {
      fake.setMode('up');
    }

    const [sent] = await t.app.jobs.runNow(CRYPTO_JOBS.payoutSend);
    expect(sent).toMatchObject({ state: 'completed', output: { result: 'sent' } });
    const payout = fake.payoutFor(created.id);
    expect(payout).toMatchObject({ reference: created.id, amount: '150.000000' });
    expect(await withdrawalOf(t, finance, created.id)).toMatchObject({
      status: 'processing',
      payoutId: payout!.payoutId,
      payoutRetrying: false,
    });

    // Run twice: the second run finds the payout sent and asks the provider nothing.
    const calls = fake.calls.length;
    await t.app.jobs.send(CRYPTO_JOBS.payoutSend, { withdrawalId: created.id });
    const [twice] = await t.app.jobs.runNow(CRYPTO_JOBS.payoutSend);
    expect(twice).toMatchObject({ state: 'completed', output: { result: 'not_needed' } });
    expect(fake.calls.length).toBe(calls);
    expect(fake.payoutCount()).toBe(1);
    const [after] = await t.app.jobs.runNow(CRYPTO_JOBS.withdrawals);
    expect(after!.output).toMatchObject({ payoutJobs: 0 });
    expect(await mainBalanceOf(t.app, player)).toBe('49.000000');
  });
});

describe.each(databaseTargets())('crypto ticks on a worker on %s', (target) => {
  let t: TestApp;
  let finance: { authorization: string };
  beforeAll(async () => {
    // ROLE all (the default) on the simulated chain: the app's own workers run the ticks.
    t = await createTestApp(target);
    finance = (await createStaff(t.app, ['finance'])).auth;
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  it('credits a simulated deposit once its confirmations are in, without anyone calling the service', async () => {
    const player = await registerPlayer(t.app);
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/txns/deposit',
      headers: player.auth,
      payload: { currency: 'USDT-TRC20' },
    });
    const deposit = ZCryptoDepositResponse.parse(address.json());
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/dev/chain/transfers',
      payload: {
        currency: 'USDT-TRC20',
        address: deposit.address,
        amount: '25',
        txHash: randomBytes(32).toString('hex'),
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await mainBalanceOf(t.app, player)).toBe('0.000000');
    t.clock.advance(60_000);
    await eventually(
      async () => (await mainBalanceOf(t.app, player)) === '25.000000',
      'the deposit credited by the crypto.confirm-deposits tick',
    );
  });

  it('approves a small withdrawal automatically after its cancel window and pays it out', async () => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    const created = await withdraw(t, player, '20');
    expect(await withdrawalOf(t, finance, created.id)).toMatchObject({ status: 'pending' });
    t.clock.advance(601_000);
    await eventually(
      async () => (await withdrawalOf(t, finance, created.id))?.payoutId != null,
      'the withdrawal approved and its payout sent by the crypto.withdrawals tick',
    );
    expect(await withdrawalOf(t, finance, created.id)).toMatchObject({
      status: 'processing',
      reviewedBy: null,
      payoutId: expect.stringMatching(/^sim_/),
    });
    // The simulated chain confirms the payout; the same tick collects the result.
    t.clock.advance(60_000);
    await eventually(
      async () => (await withdrawalOf(t, finance, created.id))?.status === 'completed',
      'the payout result collected by the crypto.withdrawals tick',
    );
  });
});
