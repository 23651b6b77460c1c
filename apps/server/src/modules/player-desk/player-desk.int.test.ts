import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminBetsResponse,
  ZAdminCashierResponse,
  ZAdminNotesResponse,
  ZAdminPlayerSessionsResponse,
  ZAdminUserDetail,
} from '@wheelhouse/contracts/admin-players';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
  type TestStaff,
} from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';

describe.each(databaseTargets())('player desk on %s', (target) => {
  let t: TestApp;
  let support: TestStaff;
  let finance: TestStaff;
  let player: TestPlayer;
  let globalId: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    support = await createStaff(t.app, ['support']);
    finance = await createStaff(t.app, ['finance']);
    player = await registerPlayer(t.app);
    globalId = (await t.app.inject({ url: '/api/v1/me', headers: player.auth })).json().globalId;
    await t.app.services.dev.credit(
      { email: player.email, amount: '20', currency: 'USD' },
      randomUUID(),
    );
    for (let round = 0; round < 3; round += 1) {
      const bet = await t.app.inject({
        method: 'POST',
        url: '/api/v1/originals/dice/bets',
        headers: { ...player.auth, 'idempotency-key': randomUUID() },
        payload: { amount: '1.25', params: { direction: 'under', target: '50' } },
      });
      expect(bet.statusCode, bet.body).toBe(200);
    }
  });
  afterAll(async () => t?.close());

  const get = (url: string, auth: { authorization: string } | null = support.auth) =>
    t.app.inject({ url, ...(auth ? { headers: auth } : {}) });
  const post = (url: string, payload?: object, auth = support.auth) =>
    t.app.inject({ method: 'POST', url, headers: auth, payload });

  it('refuses guests (401), players (401) and content staff (403) on every read and change', async () => {
    const content = await createStaff(t.app, ['content']);
    const urls = ['', '/bets', '/cashier', '/sessions', '/notes'].map(
      (suffix) => `/api/admin/users/${globalId}${suffix}`,
    );
    for (const url of urls) {
      expectErrorBody(await get(url, null), 401, 'unauthorized');
      expectErrorBody(await get(url, player.auth), 401, 'unauthorized');
      expectErrorBody(await get(url, content.auth), 403, 'forbidden');
    }
    expectErrorBody(
      await post(`/api/admin/users/${globalId}/notes`, { body: 'x' }, content.auth),
      403,
      'forbidden',
    );
    expectErrorBody(
      await post(`/api/admin/users/${globalId}/sessions/revoke`, {}, content.auth),
      403,
      'forbidden',
    );
  });

  it('shows the profile, bets with paging, and cashier history to support and finance', async () => {
    for (const staff of [support, finance]) {
      const profile = ZAdminUserDetail.parse(
        (await get(`/api/admin/users/${globalId}`, staff.auth)).json(),
      );
      expect(profile).toMatchObject({
        globalId,
        email: player.email,
        banned: false,
        depositsCompleted: 0,
      });
      expect(profile.lastSeenAt).not.toBeNull();
    }
    const bets = ZAdminBetsResponse.parse(
      (await get(`/api/admin/users/${globalId}/bets?limit=2`)).json(),
    );
    expect(bets.meta).toEqual({ offset: 0, limit: 2, total: 3 });
    expect(bets.data).toHaveLength(2);
    expect(bets.data[0]).toMatchObject({
      game: 'dice',
      currency: 'USD',
      stake: '1.250000',
      status: 'settled',
    });
    const rest = ZAdminBetsResponse.parse(
      (await get(`/api/admin/users/${globalId}/bets?offset=2&game=dice`)).json(),
    );
    expect(rest.data).toHaveLength(1);
    const cashier = ZAdminCashierResponse.parse(
      (await get(`/api/admin/users/${globalId}/cashier`)).json(),
    );
    expect(cashier.meta).toMatchObject({ offset: 0, limit: 30 });
    expect(cashier.data.every((row) => ['crypto', 'fiat'].includes(row.channel))).toBe(true);
    expectErrorBody(
      await get(`/api/admin/users/${globalId}/cashier?type=refund`),
      400,
      'validation_error',
    );
    expectErrorBody(await get(`/api/admin/users/nobody-here/bets`), 404, 'not_found');
    expectErrorBody(await get(`/api/admin/users/nobody-here`), 404, 'not_found');
  });

  it('lists and revokes sessions (audited); another player’s session id is not found', async () => {
    const other = await registerPlayer(t.app);
    const otherSessions = ZAdminPlayerSessionsResponse.parse(
      (
        await get(
          `/api/admin/users/${(await t.app.inject({ url: '/api/v1/me', headers: other.auth })).json().globalId}/sessions`,
        )
      ).json(),
    );
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: player.email, password: player.password },
    });
    const secondAuth = { authorization: `Bearer ${second.json().token}` };
    const sessions = ZAdminPlayerSessionsResponse.parse(
      (await get(`/api/admin/users/${globalId}/sessions`)).json(),
    );
    expect(sessions.data).toHaveLength(2);
    expectErrorBody(
      await post(`/api/admin/users/${globalId}/sessions/${otherSessions.data[0]?.id}/revoke`),
      404,
      'not_found',
    );
    const newest = sessions.data[0]?.id;
    const revoked = await post(`/api/admin/users/${globalId}/sessions/${newest}/revoke`);
    expect(revoked.json()).toEqual({ revoked: 1 });
    expect((await t.app.inject({ url: '/api/v1/me', headers: secondAuth })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/me', headers: player.auth })).statusCode).toBe(200);
    expect((await post(`/api/admin/users/${globalId}/sessions/revoke`)).json()).toEqual({
      revoked: 1,
    });
    expect((await t.app.inject({ url: '/api/v1/me', headers: player.auth })).statusCode).toBe(401);
    const actions = (await t.app.services.audit.entriesFor('user', globalId)).map(
      (row) => row.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['user.session.revoke', 'user.sessions.revoke']),
    );
  });

  it('adds and lists notes (audited), newest first, with paging and field errors', async () => {
    const target = await registerPlayer(t.app);
    const id = (await t.app.inject({ url: '/api/v1/me', headers: target.auth })).json()
      .globalId as string;
    const first = await post(`/api/admin/users/${id}/notes`, { body: 'Asked about KYC' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      body: 'Asked about KYC',
      staffId: support.id,
      staffEmail: support.email,
    });
    await post(`/api/admin/users/${id}/notes`, { body: 'Sent documents' }, finance.auth);
    const page = ZAdminNotesResponse.parse(
      (await get(`/api/admin/users/${id}/notes?limit=1`)).json(),
    );
    expect(page.meta).toEqual({ offset: 0, limit: 1, total: 2 });
    expect(page.data[0]).toMatchObject({ body: 'Sent documents', staffEmail: finance.email });
    const audit = await t.app.services.audit.entriesFor('user', id);
    expect(audit.map((row) => row.action)).toEqual(['user.note.add', 'user.note.add']);
    const bad = expectErrorBody(
      await post(`/api/admin/users/${id}/notes`, { body: '   ' }),
      400,
      'validation_error',
    );
    expect(Object.keys(bad.fields as object)).toEqual(['body']);
    expectErrorBody(
      await post(`/api/admin/users/nobody-here/notes`, { body: 'x' }),
      404,
      'not_found',
    );
    // Notes of one player never show on another's page.
    const mine = ZAdminNotesResponse.parse(
      (await get(`/api/admin/users/${globalId}/notes`)).json(),
    );
    expect(mine.data.map((note) => note.body)).not.toContain('Asked about KYC');
  });

  it('lets support change a player’s locked name with a reason (audited); finance and content may not', async () => {
    const target = await registerPlayer(t.app);
    const id = (await t.app.inject({ url: '/api/v1/me', headers: target.auth })).json()
      .globalId as string;
    const named = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/profile',
      headers: target.auth,
      payload: { firstName: 'Anna', lastName: 'Ivanova' },
    });
    expect(named.statusCode, named.body).toBe(200);
    const setName = (payload: object, auth = support.auth, user = id) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/users/${user}/name`, headers: auth, payload });
    const change = { firstName: 'Anna', lastName: 'Petrova', reason: 'Married; passport seen' };

    const content = await createStaff(t.app, ['content']);
    expectErrorBody(await setName(change, finance.auth), 403, 'forbidden');
    expectErrorBody(await setName(change, content.auth), 403, 'forbidden');
    expectErrorBody(await setName(change, target.auth), 401, 'unauthorized');
    expectErrorBody(await setName(change, support.auth, 'nobody-here'), 404, 'not_found');
    for (const [payload, field] of [
      [{ ...change, reason: ' ' }, 'reason'],
      [{ ...change, lastName: '1234' }, 'lastName'],
      [{ firstName: 'Anna', lastName: 'Petrova' }, 'reason'],
    ] as const) {
      const bad = expectErrorBody(await setName(payload), 400, 'validation_error');
      expect(Object.keys(bad.fields as object)).toEqual([field]);
    }
    // Nothing changed by the refused requests.
    expect((await t.app.inject({ url: '/api/v1/me', headers: target.auth })).json()).toMatchObject({
      firstName: 'Anna',
      lastName: 'Ivanova',
    });

    const changed = await setName(change);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(ZAdminUserDetail.parse(changed.json())).toMatchObject({
      firstName: 'Anna',
      lastName: 'Petrova',
    });
    // The player sees the new name and still cannot change it themselves.
    expect((await t.app.inject({ url: '/api/v1/me', headers: target.auth })).json()).toMatchObject({
      firstName: 'Anna',
      lastName: 'Petrova',
      isNameChangeAvailable: false,
    });
    const audit = await t.app.services.audit.entriesFor('user', id);
    expect(audit[0]).toMatchObject({
      action: 'user.name.set',
      staffId: support.id,
      before: { firstName: 'Anna', lastName: 'Ivanova' },
      after: { firstName: 'Anna', lastName: 'Petrova', reason: 'Married; passport seen' },
    });
  });
});
