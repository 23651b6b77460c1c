import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminFiatSell } from '@wheelhouse/contracts/admin-fiat-sell';
import { ZTransaction, ZTransactionsResponse } from '@wheelhouse/contracts/wallet';
import { fiatOrders } from '../schema';
import { ledgerHolds } from '../../ledger/schema';
import { createTestApp, databaseTargets, type TestApp } from '../../../test/harness';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories';
import { startFakeP2pProcessor, type FakeP2pProcessor } from '../../../test/fake-p2p-processor';
import { expectLedgerConsistent } from '../../../test/ledger-consistency';
import { fund, mainBalanceOf } from '../../../test/money';
import { cancelSell, CARD, insertSellMethod, postSell, sellBody } from '../sell-orders/fixtures';

const API_KEY = 'sell-payout-api-key-0123456789';
const SECRET = 'sell-payout-webhook-secret-0123456789abcdef';

type Staff = Awaited<ReturnType<typeof createStaff>>;

describe.each(databaseTargets())(
  'fiat withdrawals paid through the P2P processor on %s',
  (target) => {
    let t: TestApp;
    let fake: FakeP2pProcessor;
    let finance: Staff;
    let external: string;
    let desk: string;

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
      finance = await createStaff(t.app, ['finance']);
      external = await insertSellMethod(t.database.db, { processor: 'external' });
      desk = await insertSellMethod(t.database.db);
    });
    afterAll(async () => {
      await fake?.close();
      if (!t) return;
      await expectLedgerConsistent(t.database.db);
      await t.close();
    });

    const pendingSell = async (bankId = external) => {
      const player = await registerPlayer(t.app);
      await fund(t.app, player.email, '100');
      const response = await postSell(t.app, player, sellBody(bankId, '1000'));
      expect(response.statusCode, response.body).toBe(200);
      return { player, sell: ZTransaction.parse(response.json()) };
    };
    const complete = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/fiat/sells/${id}/complete`,
        headers: finance.auth,
        payload: {},
      });
    const statusOf = async (id: string) =>
      (await t.database.db.select().from(fiatOrders).where(eq(fiatOrders.id, id)))[0]!.status;
    const holdStatus = async (id: string) =>
      (await t.database.db.select().from(ledgerHolds).where(eq(ledgerHolds.id, id)))[0]?.status;
    const historyItem = async (player: TestPlayer, id: string) => {
      const response = await t.app.inject({ url: '/api/v2/wallet/txns', headers: player.auth });
      return ZTransactionsResponse.parse(response.json()).items.find((item) => item.id === id)!;
    };
    const deliver = async (event: Record<string, unknown>) => {
      const response = await fake.webhook(t.app, event);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ changed: boolean }>();
    };

    it('sends the net amount to the processor and completes on its payout_success, once', async () => {
      const { player, sell } = await pendingSell();
      const sent = await complete(sell.id);
      expect(sent.statusCode, sent.body).toBe(200);
      const view = ZAdminFiatSell.parse(sent.json());
      const payout = fake.payoutFor(sell.id)!;
      expect(payout).toMatchObject({
        amount: '970.00',
        currency: 'RUB',
        methodId: external,
        details: { name: 'Ivan Petrov', card: CARD },
      });
      expect(view).toMatchObject({
        status: 'processing',
        reference: payout.externalId,
        cancellableUntil: null,
      });
      // Handed to the processor: the player can no longer cancel, the money stays held.
      expect(await historyItem(player, sell.id)).toMatchObject({
        status: 'processing',
        cancellableUntil: null,
      });
      expectErrorBody(await cancelSell(t.app, player, sell.id), 409, 'conflict');
      expectErrorBody(await complete(sell.id), 409, 'conflict');
      expect(await mainBalanceOf(t.app, player)).toBe('89.185000');

      const event = fake.event(sell.id, 'payout_success');
      expect(await deliver(event)).toMatchObject({ changed: true });
      expect(await deliver(event)).toMatchObject({ changed: false });
      expect(await statusOf(sell.id)).toBe('completed');
      expect(await holdStatus(sell.id)).toBe('settled');
      expect(await historyItem(player, sell.id)).toMatchObject({
        status: 'completed',
        externalId: payout.externalId,
      });
      expect(await mainBalanceOf(t.app, player)).toBe('89.185000');
    });

    it('declines with the processor’s reason and returns the hold on payout_failed', async () => {
      const { player, sell } = await pendingSell();
      expect((await complete(sell.id)).statusCode).toBe(200);
      expect(
        await deliver(fake.event(sell.id, 'payout_failed', { reason: 'card_not_found' })),
      ).toMatchObject({ changed: true });
      expect(await statusOf(sell.id)).toBe('declined');
      expect(await holdStatus(sell.id)).toBe('released');
      expect(await historyItem(player, sell.id)).toMatchObject({
        status: 'declined',
        reason: 'card_not_found',
      });
      expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
      // A late success after the failure changes nothing.
      expect(await deliver(fake.event(sell.id, 'payout_success'))).toMatchObject({
        changed: false,
      });
      expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
    });

    it('keeps the sell processing while the processor is down, and sends the same payout again', async () => {
      const { player, sell } = await pendingSell();
      fake.setMode('error');
      try {
        expectErrorBody(await complete(sell.id), 503, 'service_unavailable');
      } finally {
        fake.setMode('up');
      }
      expect(await statusOf(sell.id)).toBe('processing');
      expect(fake.payoutFor(sell.id)).toBeUndefined();
      expectErrorBody(await cancelSell(t.app, player, sell.id), 409, 'conflict');
      const resent = await complete(sell.id);
      expect(resent.statusCode, resent.body).toBe(200);
      expect(ZAdminFiatSell.parse(resent.json()).reference).toBe(
        fake.payoutFor(sell.id)!.externalId,
      );
      expect(await deliver(fake.event(sell.id, 'payout_success'))).toMatchObject({ changed: true });
      expect(await statusOf(sell.id)).toBe('completed');
    });

    it('lets the desk pay a desk method’s sell itself while a processor is configured', async () => {
      const { player, sell } = await pendingSell(desk);
      const paid = await complete(sell.id);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(ZAdminFiatSell.parse(paid.json()).status).toBe('completed');
      expect(fake.payoutFor(sell.id)).toBeUndefined();
      expect(await mainBalanceOf(t.app, player)).toBe('89.185000');
    });
  },
);
