import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFiatOrder } from '@wheelhouse/contracts/fiat';
import { outbox } from '../../../platform/db/schema';
import { createStaff, registerPlayer } from '../../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../../test/harness';
import { expectLedgerConsistent } from '../../../test/ledger-consistency';
import { TRANSACTION_CHANGED_TOPIC } from '../../wallet';
import { FIAT_EXPIRY_JOB } from './expiry-job';
import { fiatMethodsRepository } from '../methods/repository';

describe.each(databaseTargets())('fiat order expiry job on %s', (target) => {
  let t: TestApp;
  let filesDir: string;
  const method = `rub-expiry-${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'wh-files-'));
    // The API role: no workers, so only the test runs the job (runNow).
    t = await createTestApp(target, { env: { ROLE: 'api', FILES_DIR: filesDir } });
    await fiatMethodsRepository(t.database.db).insert({
      id: method,
      name: 'Card',
      icon: '/icon.svg',
      iconBig: '/icon-big.svg',
      label: 'Card RUB',
      method: 'p2p',
      currency: 'RUB',
      priority: 10,
      processor: 'desk',
      buyMinMinor: 50_000n,
      buyMaxMinor: 5_000_000n,
      multiplyOrdersAllowed: true,
      orderTtlSeconds: 900,
      sellMinMinor: 50_000n,
      sellMaxMinor: 5_000_000n,
    });
    const finance = await createStaff(t.app, ['finance']);
    const requisite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/fiat/requisites',
      headers: finance.auth,
      payload: {
        methodId: method,
        card: '2200 1234 5678 9012',
        bankName: 'Demo Bank',
        recipientName: 'Ivan P.',
        minAmount: '500.00',
        maxAmount: '50000.00',
        dailyLimit: '1000000.00',
      },
    });
    expect(requisite.statusCode, requisite.body).toBe(200);
  });
  afterAll(async () => {
    if (t) {
      await expectLedgerConsistent(t.database.db);
      await t.close();
    }
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('times out an unpaid order once past expiresAt, and running the job twice has the effect of once', async () => {
    const player = await registerPlayer(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/wallet/orders/buy',
      headers: player.auth,
      payload: { amount: '1000', bankId: method, externalFields: {} },
    });
    expect(created.statusCode, created.body).toBe(200);
    const order = ZFiatOrder.parse(created.json());
    const statusOf = async () =>
      ZFiatOrder.parse(
        (
          await t.app.inject({
            url: `/api/v1/wallet/orders/buy/${order.id}`,
            headers: player.auth,
          })
        ).json(),
      ).status;

    expect(await t.app.jobs.runNow(FIAT_EXPIRY_JOB)).toEqual([
      expect.objectContaining({ state: 'completed', output: { expired: 0 } }),
    ]);
    expect(await statusOf()).toBe('waiting');

    t.clock.advance(901_000);
    expect(await t.app.jobs.runNow(FIAT_EXPIRY_JOB)).toEqual([
      expect.objectContaining({ state: 'completed', output: { expired: 1 } }),
    ]);
    expect(await t.app.jobs.runNow(FIAT_EXPIRY_JOB)).toEqual([
      expect.objectContaining({ state: 'completed', output: { expired: 0 } }),
    ]);
    expect(await statusOf()).toBe('timeouted');
    const userId = (await t.app.services.users.accessByEmail(player.email))!.userId;
    const events = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, TRANSACTION_CHANGED_TOPIC), eq(outbox.userId, userId)))
      // Written order: without it PostgreSQL answers in storage order, which the relay's
      // published_at updates can change.
      .orderBy(outbox.id);
    expect(
      events
        .map((row) => row.payload as { id: string; status: string })
        .filter((payload) => payload.id === order.id)
        .map((payload) => payload.status),
    ).toEqual(['waiting', 'timeouted']);
  });
});
