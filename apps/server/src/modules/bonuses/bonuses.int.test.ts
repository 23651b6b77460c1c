import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminUserBonus, ZAdminUserBonusesResponse } from '@wheelhouse/contracts/bonuses';
import { ZWagerStatus } from '@wheelhouse/contracts/cashier-crypto';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../test/factories';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { balanceOf, fund, globalIdOf } from '../../test/money';

type Staff = Awaited<ReturnType<typeof createStaff>>;

describe.each(databaseTargets())('bonuses on %s', (target) => {
  let t: TestApp;
  let finance: Staff;

  beforeAll(async () => {
    t = await createTestApp(target);
    finance = await createStaff(t.app, ['finance']);
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const grant = (
    staff: { auth: { authorization: string } },
    globalId: string,
    body: Record<string, unknown>,
    key = randomUUID(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${globalId}/bonuses`,
      headers: { ...staff.auth, 'idempotency-key': key },
      payload: body,
    });

  const welcome = { title: 'Welcome', amount: '25.00', wagerMultiplier: '2.5' };

  const ledgerOf = async (player: TestPlayer) => {
    const access = await servicesOf(t.app).users.accessByEmail(player.email);
    return servicesOf(t.app).ledger.balancesOf(access!.userId);
  };

  it('grants a bonus into the bonus balance with its wagering, audited, once per key', async () => {
    const player = await registerPlayer(t.app);
    const globalId = await globalIdOf(t.app, player.auth);
    const key = randomUUID();
    const response = await grant(finance, globalId, welcome, key);
    expect(response.statusCode, response.body).toBe(200);
    const bonus = ZAdminUserBonus.parse(response.json());
    expect(bonus).toMatchObject({
      title: 'Welcome',
      status: 'active',
      amount: '25.000000',
      currency: 'USD',
      wager: { current: '0.000000', total: '62.500000' },
      endedAt: null,
    });
    expect((await ledgerOf(player)).player_bonus).toBe(25_000_000n);

    const replay = await grant(finance, globalId, welcome, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(bonus);
    expectErrorBody(
      await grant(finance, globalId, { ...welcome, amount: '30' }, key),
      409,
      'idempotency_conflict',
    );
    expect((await ledgerOf(player)).player_bonus).toBe(25_000_000n);

    const audit = await servicesOf(t.app).audit.entriesFor('user', globalId);
    expect(audit.map((row) => row.action)).toEqual(['bonus.grant']);

    const listed = await t.app.inject({
      url: `/api/admin/users/${globalId}/bonuses`,
      headers: finance.auth,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(ZAdminUserBonusesResponse.parse(listed.json()).items).toEqual([bonus]);
  });

  it('shows active bonuses in the Balance and the wager status', async () => {
    const player = await registerPlayer(t.app);
    const globalId = await globalIdOf(t.app, player.auth);
    await fund(t.app, player.email, '10');
    const first = ZAdminUserBonus.parse((await grant(finance, globalId, welcome)).json());
    t.clock.advance(1000);
    const second = ZAdminUserBonus.parse(
      (
        await grant(finance, globalId, { title: 'Reload', amount: '5', wagerMultiplier: '0' })
      ).json(),
    );
    const balance = await balanceOf(t.app, player);
    expect(balance.total.value).toBe('40.000000');
    expect(balance.fiat.value).toBe('10.000000');
    expect(balance.bonuses.map((entry) => [entry.bonusId, entry.value])).toEqual([
      [first.id, '25.000000'],
      [second.id, '5.000000'],
    ]);
    expect(balance.userBonuses).toEqual([
      expect.objectContaining({
        id: first.id,
        status: 'active',
        wager: { current: '0.000000', total: '62.500000', currency: 'USD' },
      }),
      expect.objectContaining({
        id: second.id,
        wager: { current: '0.000000', total: '0.000000', currency: 'USD' },
      }),
    ]);
    const wager = await t.app.inject({ url: '/api/v2/wallet/wager', headers: player.auth });
    expect(ZWagerStatus.parse(wager.json()).activeBonuses).toBe(2);
  });

  it('forfeits every active bonus when the player withdraws, in the same transaction', async () => {
    const player = await registerPlayer(t.app);
    const globalId = await globalIdOf(t.app, player.auth);
    await fund(t.app, player.email, '100');
    await grant(finance, globalId, welcome);
    await grant(finance, globalId, { title: 'Reload', amount: '5', wagerMultiplier: '1' });

    // A refused withdrawal forfeits nothing.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/txns/withdraw',
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload: {
        currency: 'USDT-TRC20',
        address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
        amount: '500',
      },
    });
    expectErrorBody(refused, 400, 'insufficient_balance');
    expect((await ledgerOf(player)).player_bonus).toBe(30_000_000n);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/txns/withdraw',
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload: {
        currency: 'USDT-TRC20',
        address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
        amount: '20',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await ledgerOf(player)).toMatchObject({
      player_main: 79_000_000n,
      player_bonus: 0n,
      pending_withdrawal: 21_000_000n,
    });
    const balance = await balanceOf(t.app, player);
    expect(balance.bonuses).toEqual([]);
    expect(balance.userBonuses).toEqual([]);
    const listed = ZAdminUserBonusesResponse.parse(
      (
        await t.app.inject({
          url: `/api/admin/users/${globalId}/bonuses`,
          headers: finance.auth,
        })
      ).json(),
    );
    expect(listed.items.map((item) => item.status)).toEqual(['forfeited', 'forfeited']);
    expect(listed.items.every((item) => item.endedAt !== null)).toBe(true);
  });

  it('rejects bad grants with the field, and nothing is credited', async () => {
    const player = await registerPlayer(t.app);
    const globalId = await globalIdOf(t.app, player.auth);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...welcome, amount: '0' }, 'amount'],
      [{ ...welcome, amount: '-5' }, 'amount'],
      [{ ...welcome, amount: '1.0000001' }, 'amount'],
      [{ ...welcome, wagerMultiplier: '-1' }, 'wagerMultiplier'],
      [{ ...welcome, wagerMultiplier: '1.00001' }, 'wagerMultiplier'],
      [{ ...welcome, title: '  ' }, 'title'],
      [{ amount: '5', wagerMultiplier: '1' }, 'title'],
    ];
    for (const [body, field] of cases) {
      const failed = expectErrorBody(await grant(finance, globalId, body), 400, 'validation_error');
      expect(Object.keys(failed.fields as object), JSON.stringify(body)).toEqual([field]);
    }
    expectErrorBody(await grant(finance, 'no-such-player', welcome), 404, 'not_found');
    expect((await ledgerOf(player)).player_bonus).toBe(0n);
  });

  it('is for finance and admin only', async () => {
    const player = await registerPlayer(t.app);
    const globalId = await globalIdOf(t.app, player.auth);
    const support = await createStaff(t.app, ['support']);
    expectErrorBody(await grant(support, globalId, welcome), 403, 'forbidden');
    expectErrorBody(
      await t.app.inject({ url: `/api/admin/users/${globalId}/bonuses`, headers: support.auth }),
      403,
      'forbidden',
    );
    expectErrorBody(await grant(player, globalId, welcome), 401, 'unauthorized');
    expectErrorBody(
      await t.app.inject({ url: `/api/admin/users/${globalId}/bonuses` }),
      401,
      'unauthorized',
    );
    const admin = await createStaff(t.app, ['admin']);
    expect((await grant(admin, globalId, welcome)).statusCode).toBe(200);
  });
});
