import { randomUUID } from 'node:crypto';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBalance, ZTransaction } from '@wheelhouse/contracts/wallet';
import { outbox } from '../../platform/db/schema';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { createStaff, registerPlayer } from '../../test/factories';
import { expectLedgerConsistent } from '../../test/ledger-consistency';
import { fund, globalIdOf } from '../../test/money';
import { listenForWebsockets, openPlayerSocket } from '../../test/ws-client';

describe.each(databaseTargets())('realtime balance and transaction events on %s', (target) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    url = await listenForWebsockets(t.app);
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const unpublished = async () =>
    (await t.database.db.select().from(outbox).where(isNull(outbox.publishedAt))).length;

  it('sends the new Balance and the completed deposit to the player after a dev credit', async () => {
    const player = await registerPlayer(t.app, { currency: 'EUR' });
    const socket = await openPlayerSocket(t.app, url, player.auth, ['balance', 'transaction']);
    await fund(t.app, player.email, '54');

    const transaction = (await socket.nextOn('transaction')) as { data: unknown };
    expect(ZTransaction.parse(transaction.data)).toMatchObject({
      type: 'deposit',
      status: 'completed',
      originalAmount: { value: '54.000000', currency: 'USD' },
    });
    const balance = (await socket.nextOn('balance')) as { data: unknown };
    expect(ZBalance.parse(balance.data)).toMatchObject({
      total: { value: '54.000000', primaryValue: '50.00', currency: { code: 'EUR' } },
      fiat: { value: '54.000000' },
    });
    await expect.poll(unpublished).toBe(0);
    socket.close();
  });

  it('sends the new Balance after an admin adjustment', async () => {
    const player = await registerPlayer(t.app);
    const globalId = await globalIdOf(t.app, player.auth);
    const finance = await createStaff(t.app, ['finance']);
    const socket = await openPlayerSocket(t.app, url, player.auth, ['balance']);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${globalId}/adjustments`,
      headers: { ...finance.auth, 'idempotency-key': randomUUID() },
      payload: { amount: '19.99', currency: 'USD', reason: 'goodwill' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const balance = (await socket.nextOn('balance')) as { data: unknown };
    expect(ZBalance.parse(balance.data).fiat).toMatchObject({
      value: '19.990000',
      primaryValue: '19.990000',
    });
    socket.close();
  });

  it('never delivers a player’s events to another player’s socket', async () => {
    const alice = await registerPlayer(t.app);
    const bob = await registerPlayer(t.app);
    const channels = ['balance', 'transaction', 'tournaments'];
    const aliceSocket = await openPlayerSocket(t.app, url, alice.auth, channels);
    const bobSocket = await openPlayerSocket(t.app, url, bob.auth, channels);
    await fund(t.app, alice.email, '5');
    await fund(t.app, alice.email, '6');
    await aliceSocket.nextOn('transaction');
    // Everything Alice's credits produced is out once the relay has nothing left.
    await expect.poll(unpublished).toBe(0);
    await t.app.outboxRelay?.flush();
    // A broadcast after them reaches both; Bob's first message must be that broadcast.
    await t.app.bus.publish('tournaments', { marker: true });
    expect(await bobSocket.next()).toEqual({ channel: 'tournaments', data: { marker: true } });
    expect(bobSocket.pending()).toEqual([]);
    await aliceSocket.nextOn('tournaments');
    aliceSocket.close();
    bobSocket.close();
  });

  it('publishes events committed while the relay was down once it runs again, exactly once', async () => {
    const relay = t.app.outboxRelay!;
    const player = await registerPlayer(t.app);
    const socket = await openPlayerSocket(t.app, url, player.auth, ['balance', 'transaction']);
    await relay.stop();
    try {
      await fund(t.app, player.email, '8');
      // Give a wrongly running relay the time to send something.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(socket.pending()).toEqual([]);
      expect(await unpublished()).toBeGreaterThanOrEqual(2);
    } finally {
      relay.start();
    }
    await relay.flush();
    const received = [await socket.next(), await socket.next()] as Array<{ channel: string }>;
    expect(received.map((message) => message.channel).sort()).toEqual(['balance', 'transaction']);
    expect(await unpublished()).toBe(0);
    // Relaying again sends nothing more.
    await relay.flush();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.pending()).toEqual([]);
    socket.close();
  });
});
