import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUser } from '@wheelhouse/contracts/users';
import {
  ZVipDrawer,
  ZVipManager,
  ZVipPlayersResponse,
  ZVipSettings,
  ZVipStatus,
} from '@wheelhouse/contracts/vip';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
  type TestStaff,
} from '../../test/factories';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { fund, globalIdOf } from '../../test/money';

describe.each(databaseTargets())('VIP programme on %s', (target) => {
  let t: TestApp;
  let content: TestStaff;
  let support: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(target);
    content = await createStaff(t.app, ['content']);
    support = await createStaff(t.app, ['support']);
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  const me = async (player: TestPlayer) =>
    ZUser.parse((await t.app.inject({ url: '/api/v1/me', headers: player.auth })).json());
  const drawer = async (player: TestPlayer) => {
    const response = await t.app.inject({ url: '/api/v1/vip', headers: player.auth });
    expect(response.statusCode, response.body).toBe(200);
    return ZVipDrawer.parse(response.json());
  };
  const putSettings = (body: Record<string, unknown>, staff = content) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/vip/settings',
      headers: staff.auth,
      payload: body,
    });
  const setVip = (globalId: string, body: Record<string, unknown>, staff = support) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${globalId}/vip`,
      headers: staff.auth,
      payload: body,
    });

  const links = {
    botUrl: 'https://t.me/test_vip_bot',
    mirrorUrl: 'https://vip.example.test',
    portalUrl: 'https://example.test/vip',
    autoTurnover: '0',
  };

  it('keeps the drawer links as operator settings, audited, checked', async () => {
    expectErrorBody(await putSettings(links, support), 403, 'forbidden');
    const bad = await putSettings({ ...links, botUrl: 'javascript:alert(1)', autoTurnover: '-5' });
    const fields = expectErrorBody(bad, 400, 'validation_error').fields as Record<string, unknown>;
    expect(Object.keys(fields).sort()).toEqual(['autoTurnover', 'botUrl']);
    const saved = await putSettings(links);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ZVipSettings.parse(saved.json())).toEqual({ ...links, autoTurnover: '0.00' });
    const audit = await servicesOf(t.app).audit.entriesFor('vip', 'settings');
    expect(audit.map((row) => row.action)).toEqual(['vip.settings']);
  });

  it('shows non-VIPs the portal; staff make a player VIP with a manager, seen in /me and the drawer', async () => {
    const player = await registerPlayer(t.app);
    expect(await me(player)).toMatchObject({
      isVip: false,
      vipManager: { telegramUsername: null },
    });
    expect(await drawer(player)).toEqual({
      isVip: false,
      botUrl: null,
      mirrorUrl: null,
      managerTelegram: null,
      portalUrl: links.portalUrl,
      isProfileComplete: false,
    });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/vip/managers',
      headers: content.auth,
      payload: { telegramUsername: '@vip_anna', name: 'Anna' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const manager = ZVipManager.parse(created.json());
    expect(manager).toMatchObject({ telegramUsername: 'vip_anna', players: 0 });
    expectErrorBody(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/vip/managers',
        headers: content.auth,
        payload: { telegramUsername: 'VIP_ANNA', name: 'Anna again' },
      }),
      409,
      'conflict',
    );

    const globalId = await globalIdOf(t.app, player.auth);
    expectErrorBody(
      await setVip('no-such-player', { isVip: true, managerId: null }),
      404,
      'not_found',
    );
    const unknownManager = await setVip(globalId, { isVip: true, managerId: 999_999 });
    expect(expectErrorBody(unknownManager, 400, 'validation_error').fields).toEqual({
      managerId: { key: 'Validation.not_found' },
    });
    const made = await setVip(globalId, { isVip: true, managerId: manager.id });
    expect(made.statusCode, made.body).toBe(200);
    expect(ZVipStatus.parse(made.json())).toEqual({
      globalId,
      isVip: true,
      managerTelegram: 'vip_anna',
    });

    expect(await me(player)).toMatchObject({
      isVip: true,
      vipManager: { telegramUsername: 'vip_anna' },
    });
    expect(await drawer(player)).toMatchObject({
      isVip: true,
      botUrl: links.botUrl,
      mirrorUrl: links.mirrorUrl,
      managerTelegram: 'vip_anna',
      portalUrl: null,
    });
    const listed = ZVipPlayersResponse.parse(
      (await t.app.inject({ url: '/api/admin/vip/players', headers: support.auth })).json(),
    );
    expect(listed.data.map((row) => row.globalId)).toContain(globalId);
    const managers = await t.app.inject({ url: '/api/admin/vip/managers', headers: support.auth });
    expect(managers.json<{ items: Array<{ players: number }> }>().items[0]?.players).toBe(1);
    const audit = await servicesOf(t.app).audit.entriesFor('user', globalId);
    expect(audit.map((row) => row.action)).toEqual(['vip.player']);

    const lifted = await setVip(globalId, { isVip: false, managerId: manager.id });
    expect(ZVipStatus.parse(lifted.json())).toEqual({
      globalId,
      isVip: false,
      managerTelegram: null,
    });
  });

  it('lets content staff remove a VIP manager, audited, their players left without one; others are refused; an unknown one is 404', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/vip/managers',
      headers: content.auth,
      payload: { telegramUsername: 'vip_boris', name: 'Boris' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const manager = ZVipManager.parse(created.json());
    const looked = await registerPlayer(t.app);
    const lookedId = await globalIdOf(t.app, looked.auth);
    expect((await setVip(lookedId, { isVip: true, managerId: manager.id })).statusCode).toBe(200);
    const remove = (staff: TestStaff) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/vip/managers/${manager.id}`,
        headers: staff.auth,
      });
    expectErrorBody(await remove(support), 403, 'forbidden');
    const removed = await remove(content);
    expect(removed.statusCode, removed.body).toBe(204);
    expectErrorBody(await remove(content), 404, 'not_found');
    const listed = await t.app.inject({ url: '/api/admin/vip/managers', headers: content.auth });
    expect(
      listed
        .json<{ items: Array<{ telegramUsername: string }> }>()
        .items.map((item) => item.telegramUsername),
    ).not.toContain('vip_boris');
    const audit = await servicesOf(t.app).audit.entriesFor('vip_manager', String(manager.id));
    expect(audit.map((row) => row.action)).toEqual(['vip.manager.create', 'vip.manager.delete']);
    expect(audit[1]?.after).toEqual({ playersUnassigned: 1 });
    expect(await me(looked)).toMatchObject({ isVip: true, vipManager: { telegramUsername: null } });
    expect((await drawer(looked)).managerTelegram).toBeNull();
  });

  it('makes players VIP once their bet turnover reaches the operator threshold', async () => {
    const services = servicesOf(t.app);
    const high = await registerPlayer(t.app);
    const low = await registerPlayer(t.app);
    for (const [player, stake] of [
      [high, 60_000_000n],
      [low, 5_000_000n],
    ] as const) {
      await fund(t.app, player.email, '100');
      const access = await services.users.accessByEmail(player.email);
      await services.ledger.debit({
        reason: 'bet',
        userId: access!.userId,
        amountMinor: stake,
        idempotencyKey: `vip-test-bet:${player.email}`,
      });
    }
    expect(await services.vip.promoteByTurnover()).toEqual({ promoted: 0 });
    expect((await putSettings({ ...links, autoTurnover: '50' })).statusCode).toBe(200);
    expect(await services.vip.promoteByTurnover()).toEqual({ promoted: 1 });
    expect(await services.vip.promoteByTurnover()).toEqual({ promoted: 0 });
    expect((await me(high)).isVip).toBe(true);
    expect((await me(low)).isVip).toBe(false);
  });
});
