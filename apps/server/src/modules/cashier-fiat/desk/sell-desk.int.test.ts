import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ZAdminFiatSell,
  ZAdminFiatSellsResponse,
  type AdminFiatSell,
} from '@wheelhouse/contracts/admin-fiat-sell';
import {
  ZTransaction,
  ZTransactionsResponse,
  type Transaction,
} from '@wheelhouse/contracts/wallet';
import { auditLog } from '../../../platform/db/schema';
import { fiatOrders } from '../schema';
import { ledgerHolds } from '../../ledger/schema';
import { createTestApp, databaseTargets, type TestApp } from '../../../test/harness';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories';
import { expectLedgerConsistent, servicesOf } from '../../../test/ledger-consistency';
import { fund, globalIdOf, mainBalanceOf } from '../../../test/money';
import type { OperatorSettings } from '../../settings';
import { cancelSell, CARD, insertSellMethod, postSell, sellBody } from '../sell-orders/fixtures';

type Staff = Awaited<ReturnType<typeof createStaff>>;

const DEFAULT_SETTINGS: Partial<OperatorSettings> = {
  'payments.enabled': true,
  'withdraw.requiresVerification': false,
  'withdraw.depositWagerMultiplier': '0',
  'withdraw.dailyLimit': '10000.00',
  'withdraw.cancelWindowSeconds': 600,
};

describe.each(databaseTargets())('the P2P desk’s fiat withdrawals on %s', (target) => {
  let t: TestApp;
  let finance: Staff;
  let support: Staff;
  let card: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    finance = await createStaff(t.app, ['finance']);
    support = await createStaff(t.app, ['support']);
    card = await insertSellMethod(t.database.db);
  });
  beforeEach(async () => {
    const staffId = (await servicesOf(t.app).admin.saveStaff({
      email: `settings-${randomUUID()}@example.test`,
      password: `Wh-${randomUUID()}`,
      roles: ['admin'],
    }))!.id;
    await servicesOf(t.app).settings.update(staffId, DEFAULT_SETTINGS);
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const pendingSell = async (amount = '1000') => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    const response = await postSell(t.app, player, sellBody(card, amount));
    expect(response.statusCode, response.body).toBe(200);
    return { player, sell: ZTransaction.parse(response.json()) };
  };

  const complete = (id: string, body: Record<string, unknown> = {}, staff: Staff = finance) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/fiat/sells/${id}/complete`,
      headers: staff.auth,
      payload: body,
    });
  const decline = (id: string, reason = 'The card number belongs to someone else') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/fiat/sells/${id}/decline`,
      headers: finance.auth,
      payload: { reason },
    });
  const viewOf = (response: { statusCode: number; body: string; json: () => unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    return ZAdminFiatSell.parse(response.json());
  };
  const historyItem = async (player: TestPlayer, id: string): Promise<Transaction> => {
    const response = await t.app.inject({ url: '/api/v2/wallet/txns', headers: player.auth });
    const item = ZTransactionsResponse.parse(response.json()).items.find((row) => row.id === id);
    expect(item).toBeDefined();
    return item!;
  };
  const holdStatus = async (id: string) =>
    (await t.database.db.select().from(ledgerHolds).where(eq(ledgerHolds.id, id)))[0]?.status;
  const audits = (id: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'fiat_sell'), eq(auditLog.targetId, id)));

  it('shows the queue to finance with player, amount, fee, net, hold, details and age', async () => {
    const { player, sell } = await pendingSell('1000');
    t.clock.advance(90_000);
    const response = await t.app.inject({
      url: `/api/admin/fiat/sells?status=pending&methodId=${card}&player=${encodeURIComponent(player.email)}`,
      headers: finance.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = ZAdminFiatSellsResponse.parse(response.json());
    expect(page.meta).toEqual({ offset: 0, limit: 30, total: 1 });
    const view: AdminFiatSell = page.data[0]!;
    expect(view).toMatchObject({
      id: sell.id,
      status: 'pending',
      player: { email: player.email, globalId: await globalIdOf(t.app, player.auth) },
      method: { id: card, kind: 'p2p', processor: 'desk', label: 'Card RUB' },
      amount: { value: '1000.00', currency: 'RUB' },
      fee: { value: '30.00', currency: 'RUB' },
      net: { value: '970.00', currency: 'RUB' },
      hold: { value: '10.815000', currency: 'USD' },
      details: { name: 'Ivan Petrov', card: CARD },
      destination: 'Card RUB •••• 1111',
      ageSeconds: 90,
      reviewedBy: null,
      reference: null,
      declineReason: null,
    });
    expect(Date.parse(view.cancellableUntil!)).toBe((sell.cancellableUntil ?? 0) * 1000);

    // By global id too; an unknown player has nothing.
    const byGlobalId = await t.app.inject({
      url: `/api/admin/fiat/sells?player=${await globalIdOf(t.app, player.auth)}`,
      headers: finance.auth,
    });
    expect(ZAdminFiatSellsResponse.parse(byGlobalId.json()).data.map((row) => row.id)).toEqual([
      sell.id,
    ]);
    const nobody = await t.app.inject({
      url: '/api/admin/fiat/sells?player=nobody@example.test',
      headers: finance.auth,
    });
    expect(ZAdminFiatSellsResponse.parse(nobody.json())).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
    // Paging: oldest first.
    await pendingSell('600');
    const firstPage = ZAdminFiatSellsResponse.parse(
      (
        await t.app.inject({
          url: `/api/admin/fiat/sells?methodId=${card}&limit=1`,
          headers: finance.auth,
        })
      ).json(),
    );
    expect(firstPage.data).toHaveLength(1);
    expect(firstPage.meta.total).toBeGreaterThanOrEqual(2);
    const single = viewOf(
      await t.app.inject({ url: `/api/admin/fiat/sells/${sell.id}`, headers: finance.auth }),
    );
    expect(single.id).toBe(sell.id);
  });

  it('documents the sell calls and their statuses in the OpenAPI description', async () => {
    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = spec.json<{ paths: Record<string, Record<string, { summary?: string }>> }>()
      .paths;
    expect(paths['/api/v2/wallet/orders/sell']?.post?.summary).toContain('idempotency_conflict');
    expect(paths['/api/v2/wallet/orders/sell/saved']?.get?.summary).toContain('at most 5');
    expect(paths['/api/v1/wallet/orders/sell/{id}/cancel']?.post?.summary).toContain('cancelled');
    expect(paths['/api/admin/fiat/sells']?.get).toBeDefined();
    expect(paths['/api/admin/fiat/sells/{id}/complete']?.post?.summary).toContain('processing');
    expect(paths['/api/admin/fiat/sells/{id}/decline']?.post?.summary).toContain('hold');
  });

  it('is for finance staff only', async () => {
    const { sell } = await pendingSell();
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/fiat/sells', headers: support.auth }),
      403,
      'forbidden',
    );
    expectErrorBody(await complete(sell.id, {}, support), 403, 'forbidden');
    expectErrorBody(await t.app.inject({ url: '/api/admin/fiat/sells' }), 401, 'unauthorized');
    expectErrorBody(await complete('tx_unknown'), 404, 'not_found');
    expect(
      (await t.database.db.select().from(fiatOrders).where(eq(fiatOrders.id, sell.id)))[0]!.status,
    ).toBe('pending');
  });

  it('completes a paid sell: the hold settled, the history completed with the reference, audited', async () => {
    const { player, sell } = await pendingSell('1000');
    const view = viewOf(await complete(sell.id, { reference: 'SBER-0042' }));
    expect(view).toMatchObject({
      status: 'completed',
      reference: 'SBER-0042',
      cancellableUntil: null,
      reviewedBy: expect.any(Number),
    });
    expect(await mainBalanceOf(t.app, player)).toBe('89.185000');
    expect(await holdStatus(sell.id)).toBe('settled');
    expect(await historyItem(player, sell.id)).toMatchObject({
      status: 'completed',
      externalId: 'SBER-0042',
      cancellableUntil: null,
    });
    expect(await audits(sell.id)).toMatchObject([
      { action: 'fiat_sell.complete', after: { status: 'completed', reference: 'SBER-0042' } },
    ]);
    // Paid: neither the desk nor the player can undo it.
    expectErrorBody(await complete(sell.id), 409, 'conflict');
    expectErrorBody(await decline(sell.id), 409, 'conflict');
    expectErrorBody(await cancelSell(t.app, player, sell.id), 409, 'conflict');
    expect(await mainBalanceOf(t.app, player)).toBe('89.185000');
  });

  it('records a bank reference on one payout only', async () => {
    const first = await pendingSell('1000');
    const second = await pendingSell('1000');
    const reference = `REF-${randomUUID()}`;
    expect((await complete(first.sell.id, { reference })).statusCode).toBe(200);
    const again = expectErrorBody(await complete(second.sell.id, { reference }), 409, 'conflict');
    expect(again.message).toMatch(/reference/);
    expect(await holdStatus(second.sell.id)).toBe('held');
    expect((await historyItem(second.player, second.sell.id)).status).toBe('pending');
    expect(await audits(second.sell.id)).toHaveLength(0);
    expect(viewOf(await complete(second.sell.id, { reference: `${reference}-2` })).status).toBe(
      'completed',
    );
  });

  it('declines with a reason the player sees and returns the hold', async () => {
    const { player, sell } = await pendingSell('1000');
    const view = viewOf(await decline(sell.id, 'Card blocked by the bank'));
    expect(view).toMatchObject({ status: 'declined', declineReason: 'Card blocked by the bank' });
    expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
    expect(await holdStatus(sell.id)).toBe('released');
    expect(await historyItem(player, sell.id)).toMatchObject({
      status: 'declined',
      reason: 'Card blocked by the bank',
      cancellableUntil: null,
    });
    expect(await audits(sell.id)).toMatchObject([
      {
        action: 'fiat_sell.decline',
        after: { status: 'declined', reason: 'Card blocked by the bank' },
      },
    ]);
    expectErrorBody(await complete(sell.id), 409, 'conflict');
    expectErrorBody(await cancelSell(t.app, player, sell.id), 409, 'conflict');
    // A reason is required.
    const { sell: other } = await pendingSell();
    expect((await decline(other.id, ' ')).statusCode).toBe(400);
  });

  it('lets a cancelled sell be neither paid nor declined', async () => {
    const { player, sell } = await pendingSell('1000');
    expect((await cancelSell(t.app, player, sell.id)).statusCode).toBe(200);
    expectErrorBody(await complete(sell.id), 409, 'conflict');
    expectErrorBody(await decline(sell.id), 409, 'conflict');
    expect(await mainBalanceOf(t.app, player)).toBe('100.000000');
  });

  it('has one outcome when the player cancels while the desk pays', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { player, sell } = await pendingSell('1000');
      const [cancelled, completed] = await Promise.all([
        cancelSell(t.app, player, sell.id),
        complete(sell.id),
      ]);
      expect([cancelled.statusCode, completed.statusCode].sort()).toEqual([200, 409]);
      const balance = await mainBalanceOf(t.app, player);
      const [row] = await t.database.db.select().from(fiatOrders).where(eq(fiatOrders.id, sell.id));
      if (cancelled.statusCode === 200) {
        expect(row!.status).toBe('cancelled');
        expect(balance).toBe('100.000000');
        expect(await holdStatus(sell.id)).toBe('released');
      } else {
        expect(row!.status).toBe('completed');
        expect(balance).toBe('89.185000');
        expect(await holdStatus(sell.id)).toBe('settled');
      }
      expect((await historyItem(player, sell.id)).status).toBe(row!.status);
    }
  });

  it('pays once when two staff complete at the same moment, and pay vs decline has one outcome', async () => {
    const { player, sell } = await pendingSell('1000');
    const answers = await Promise.all([complete(sell.id), complete(sell.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await audits(sell.id)).toHaveLength(1);
    expect(await mainBalanceOf(t.app, player)).toBe('89.185000');

    const second = await pendingSell('1000');
    const [paid, declined] = await Promise.all([complete(second.sell.id), decline(second.sell.id)]);
    expect([paid.statusCode, declined.statusCode].sort()).toEqual([200, 409]);
    expect(await mainBalanceOf(t.app, second.player)).toBe(
      paid.statusCode === 200 ? '89.185000' : '100.000000',
    );
    expect(await audits(second.sell.id)).toHaveLength(1);
  });
});
