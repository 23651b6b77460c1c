import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminUsersResponse } from '@wheelhouse/contracts/admin';
import { BAN_REASONS } from '@wheelhouse/contracts/auth';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { createStaff, expectErrorBody, registerPlayer } from '../../test/factories';

describe.each(databaseTargets())('admin on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  const globalIdOf = async (auth: { authorization: string }) =>
    (await t.app.inject({ url: '/api/v1/me', headers: auth })).json<{ globalId: string }>()
      .globalId;

  it('signs staff in and out; /api/admin/me shows their roles', async () => {
    const support = await createStaff(t.app, ['support']);
    const me = await t.app.inject({ url: '/api/admin/me', headers: support.auth });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: support.email, roles: ['support'] });
    const cookieLogin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: support.email, password: support.password },
    });
    const cookie = cookieLogin.cookies.find((c) => c.name === 'wh_staff_session');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/admin', sameSite: 'Lax' });
    expect(
      (
        await t.app.inject({
          url: '/api/admin/me',
          headers: { cookie: `wh_staff_session=${cookie?.value}` },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: support.auth }))
        .statusCode,
    ).toBe(204);
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/me', headers: support.auth }),
      401,
      'unauthorized',
    );
  });

  it('refuses a wrong staff password with 401', async () => {
    const support = await createStaff(t.app, ['support']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: support.email, password: 'wrong-password' },
    });
    expectErrorBody(response, 401, 'invalid_credentials');
  });

  it('guards staff routes: guest 401, player session 401, wrong role 403, support and admin pass', async () => {
    const player = await registerPlayer(t.app);
    const content = await createStaff(t.app, ['content']);
    const finance = await createStaff(t.app, ['finance']);
    const support = await createStaff(t.app, ['support']);
    const admin = await createStaff(t.app, ['admin']);
    expectErrorBody(await t.app.inject({ url: '/api/admin/users' }), 401, 'unauthorized');
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/users', headers: player.auth }),
      401,
      'unauthorized',
    );
    expectErrorBody(
      await t.app.inject({
        url: '/api/admin/users',
        headers: { cookie: `wh_session=${player.token}` },
      }),
      401,
      'unauthorized',
    );
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/users', headers: content.auth }),
      403,
      'forbidden',
    );
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/users', headers: finance.auth }),
      403,
      'forbidden',
    );
    expect(
      (await t.app.inject({ url: '/api/admin/users', headers: support.auth })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/users', headers: admin.auth })).statusCode).toBe(
      200,
    );
    const globalId = await globalIdOf(player.auth);
    expectErrorBody(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${globalId}/ban`,
        headers: content.auth,
        payload: { reason: 'other' },
      }),
      403,
      'forbidden',
    );
    // A staff token is not a player session either.
    expectErrorBody(
      await t.app.inject({ url: '/api/v1/me', headers: admin.auth }),
      401,
      'unauthorized',
    );
  });

  it('lists players with paging meta and search', async () => {
    const admin = await createStaff(t.app, ['admin']);
    const marker = `findme${Date.now()}`;
    for (let i = 0; i < 3; i += 1)
      await registerPlayer(t.app, { email: `${marker}-${i}@example.test` });
    const page = await t.app.inject({
      url: `/api/admin/users?search=${marker}&offset=1&limit=2`,
      headers: admin.auth,
    });
    expect(page.statusCode).toBe(200);
    const body = ZAdminUsersResponse.parse(page.json());
    expect(body.meta).toEqual({ offset: 1, limit: 2, total: 3 });
    expect(body.data).toHaveLength(2);
    expect(body.data.every((user) => user.email.startsWith(marker))).toBe(true);
    const wildcard = await t.app.inject({
      url: '/api/admin/users?search=%25',
      headers: admin.auth,
    });
    expect(wildcard.json().meta.total).toBe(0);
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/users?limit=1000', headers: admin.auth }),
      400,
      'validation_error',
    );
  });

  it('a ban locks the player out of every authenticated call and sign-in; unban restores access; both are audited', async () => {
    const support = await createStaff(t.app, ['support']);
    const player = await registerPlayer(t.app);
    const globalId = await globalIdOf(player.auth);

    const ban = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${globalId}/ban`,
      headers: { ...support.auth, 'x-request-id': 'audit-test-request-1' },
      payload: { reason: '8.6 bruteforce' },
    });
    expect(ban.statusCode).toBe(200);
    expect(ban.json()).toEqual({ banned: true, banReason: '8.6 bruteforce' });

    for (const request of [
      { method: 'GET' as const, url: '/api/v1/me' },
      { method: 'PATCH' as const, url: '/api/v1/me', payload: { language: 'ru' } },
    ]) {
      const response = await t.app.inject({ ...request, headers: player.auth });
      const body = expectErrorBody(response, 401, 'banned');
      expect(body).toMatchObject({ reason: '8.6 bruteforce', userId: globalId });
    }
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: player.email, password: player.password },
    });
    expect(expectErrorBody(relogin, 401, 'banned')).toMatchObject({
      reason: '8.6 bruteforce',
      userId: globalId,
    });
    // A wrong password reveals nothing about the ban.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: player.email, password: 'wrong-password' },
    });
    expectErrorBody(wrong, 401, 'invalid_credentials');

    const unban = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${globalId}/unban`,
      headers: support.auth,
    });
    expect(unban.json()).toEqual({ banned: false, banReason: null });
    expect((await t.app.inject({ url: '/api/v1/me', headers: player.auth })).statusCode).toBe(200);

    const audit = await t.app.services.audit.entriesFor('user', globalId);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      action: 'user.ban',
      targetType: 'user',
      targetId: globalId,
      before: { banned: false, banReason: null },
      after: { banned: true, banReason: '8.6 bruteforce' },
      requestId: 'audit-test-request-1',
    });
    expect(audit[0]?.staffId).toEqual(expect.any(Number));
    expect(audit[1]).toMatchObject({
      action: 'user.unban',
      after: { banned: false, banReason: null },
    });
  });

  it('rejects unknown ban reasons and unknown players', async () => {
    const admin = await createStaff(t.app, ['admin']);
    const player = await registerPlayer(t.app);
    const globalId = await globalIdOf(player.auth);
    expect(BAN_REASONS).toContain('psg');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${globalId}/ban`,
      headers: admin.auth,
      payload: { reason: 'because' },
    });
    expectErrorBody(bad, 400, 'validation_error');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/0000000000000000/ban',
      headers: admin.auth,
      payload: { reason: 'psg' },
    });
    expectErrorBody(missing, 404, 'not_found');
    expect(await t.app.services.audit.entriesFor('user', '0000000000000000')).toHaveLength(0);
  });
});
