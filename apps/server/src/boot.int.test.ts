import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPlayerBonusesResponse } from '@wheelhouse/contracts/bonuses';
import { ZTournamentsResponse } from '@wheelhouse/contracts/tournaments';
import { ZUser } from '@wheelhouse/contracts/users';
import { ZVipDrawer } from '@wheelhouse/contracts/vip';
import { ZWheelResponse } from '@wheelhouse/contracts/wheel';
import { prepareDatabase } from './boot';
import { DEV_ADMIN_TOTP_SECRET, loadConfig } from './config';
import { manualClock } from './platform/clock';
import { expectErrorBody, totpCode } from './test/factories';
import { createTestApp, databaseTargets, type TestApp } from './test/harness';

describe.each(databaseTargets())('boot and seed on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: true, env: { SEED_DEMO: 'true' } });
  });
  afterAll(async () => t?.close());

  const login = (url: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url, payload: { email, password } });
  // A TOTP code is accepted once per window, so the suite signs the admin in once and shares it.
  let adminToken: string | undefined;
  const demoBalance = async () => {
    const session = await login('/api/v1/auth/login', 'demo@wheelhouse.dev', 'wheelhouse-demo');
    const balance = await t.app.inject({
      url: '/api/v1/wallet/balance',
      headers: { authorization: `Bearer ${session.json().token}` },
    });
    return balance.json().fiat.value as string;
  };

  it('seeds the demo players and the development admin', async () => {
    const demo = await login('/api/v1/auth/login', 'demo@wheelhouse.dev', 'wheelhouse-demo');
    expect(demo.statusCode).toBe(200);
    const vip = await login('/api/v1/auth/login', 'vip@wheelhouse.dev', 'wheelhouse-vip');
    const me = ZUser.parse(
      (
        await t.app.inject({
          url: '/api/v1/me',
          headers: { authorization: `Bearer ${vip.json().token}` },
        })
      ).json(),
    );
    expect(me.isVip).toBe(true);
    expect(me.vipManager.telegramUsername).toBeTruthy();
    // The development admin comes enrolled with its published TOTP secret (README).
    const password = await login(
      '/api/admin/auth/login',
      'admin@wheelhouse.dev',
      'wheelhouse-admin',
    );
    expect(password.json().status).toBe('second_factor_required');
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/second-factor',
      payload: {
        challenge: password.json().challenge,
        code: totpCode(t.app, DEV_ADMIN_TOTP_SECRET),
      },
    });
    expect(admin.statusCode, admin.body).toBe(200);
    adminToken = admin.json().token as string;
    const staffMe = await t.app.inject({
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${admin.json().token}` },
    });
    expect(staffMe.json().roles).toEqual(['admin']);
  });

  it('gives the demo player a starting deposit to play with', async () => {
    expect(await demoBalance()).toBe('500.000000');
  });

  it('seeds the demo bonus programme once', async () => {
    const session = await login('/api/v1/auth/login', 'demo@wheelhouse.dev', 'wheelhouse-demo');
    const auth = { authorization: `Bearer ${session.json().token}` };
    const listed = async () =>
      ZPlayerBonusesResponse.parse(
        (await t.app.inject({ url: '/api/v2/bonuses', headers: auth })).json(),
      ).data;
    const bonuses = await listed();
    expect(bonuses.map((b) => b.conditions.type)).toEqual([
      'welcome',
      'welcome',
      'welcome',
      'welcome',
      'everyday',
      'personal',
    ]);
    expect(bonuses[5]!.activation?.state).toBe('offered');
    const staff = { authorization: `Bearer ${adminToken}` };
    const codes = await t.app.inject({ url: '/api/admin/promo-codes', headers: staff });
    expect(codes.json().items.map((c: { code: string }) => c.code)).toEqual([
      'WELCOME5',
      'RELOAD50',
      'SPINS20',
      'MEGASPINS',
    ]);
    await prepareDatabase(t.database, t.config, { info: () => undefined }, manualClock());
    expect((await listed()).map((b) => b.id)).toEqual(bonuses.map((b) => b.id));
    const again = await t.app.inject({ url: '/api/admin/bonus-templates', headers: staff });
    const templates = again.json().items as Array<{
      conditions: { freespinsGame?: string | null };
    }>;
    expect(templates).toHaveLength(10);
    // The demo free rounds are on the demo provider's slot.
    expect(
      templates.filter((row) => row.conditions.freespinsGame === 'midnight-megaways'),
    ).toHaveLength(1);
  });

  it('seeds the demo wheel, tournaments and VIP programme once (issue 17 demo content)', async () => {
    const signIn = async (email: string, password: string) => {
      const session = await login('/api/v1/auth/login', email, password);
      return { authorization: `Bearer ${session.json().token}` };
    };
    const demo = await signIn('demo@wheelhouse.dev', 'wheelhouse-demo');
    const vip = await signIn('vip@wheelhouse.dev', 'wheelhouse-vip');
    const wheel = async () =>
      ZWheelResponse.parse((await t.app.inject({ url: '/api/v1/wheel', headers: demo })).json());
    expect((await wheel()).prizes).toHaveLength(15);
    const listed = async (headers: Record<string, string>) =>
      ZTournamentsResponse.parse(
        (await t.app.inject({ url: '/api/v1/tournaments', headers })).json(),
      ).data;
    const seen = await listed(demo);
    expect(seen.map((row) => row.status).sort()).toEqual(['active', 'finished', 'upcoming']);
    expect(seen.every((row) => !row.vip_players_only)).toBe(true);
    const seenByVip = await listed(vip);
    const vipOnly = seenByVip.filter((row) => row.vip_players_only);
    expect(vipOnly.map((row) => row.status)).toEqual(['active']);
    expectErrorBody(
      await t.app.inject({ url: `/api/v1/tournaments/${vipOnly[0]!.id}`, headers: demo }),
      404,
      'not_found',
    );
    const drawer = ZVipDrawer.parse(
      (await t.app.inject({ url: '/api/v1/vip', headers: vip })).json(),
    );
    expect(drawer).toMatchObject({
      isVip: true,
      botUrl: 'https://t.me/wheelhouse_vip_bot',
      managerTelegram: 'wheelhouse_vip_manager',
    });
    expect(drawer.mirrorUrl).toBeTruthy();

    await prepareDatabase(t.database, t.config, { info: () => undefined }, manualClock());
    expect((await wheel()).prizes).toHaveLength(15);
    expect((await listed(vip)).map((row) => row.id)).toEqual(seenByVip.map((row) => row.id));
  });

  it('a second boot changes nothing', async () => {
    const before = await t.app.inject({
      url: '/api/v1/auth/login',
      method: 'POST',
      payload: { email: 'demo@wheelhouse.dev', password: 'wheelhouse-demo' },
    });
    const meBefore = (
      await t.app.inject({
        url: '/api/v1/me',
        headers: { authorization: `Bearer ${before.json().token}` },
      })
    ).json();
    await prepareDatabase(t.database, t.config, { info: () => undefined }, manualClock());
    const after = await t.app.inject({
      url: '/api/v1/auth/login',
      method: 'POST',
      payload: { email: 'demo@wheelhouse.dev', password: 'wheelhouse-demo' },
    });
    const meAfter = (
      await t.app.inject({
        url: '/api/v1/me',
        headers: { authorization: `Bearer ${after.json().token}` },
      })
    ).json();
    expect(meAfter.globalId).toBe(meBefore.globalId);
    expect(await demoBalance()).toBe('500.000000');
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('creates the configured first admin only when no admin exists', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      ADMIN_EMAIL: 'ops@example.test',
      ADMIN_PASSWORD: 'another-admin-pass',
      SEED_DEMO: 'false',
    });
    await prepareDatabase(t.database, config, { info: () => undefined });
    const refused = await login('/api/admin/auth/login', 'ops@example.test', 'another-admin-pass');
    expect(refused.statusCode).toBe(401);
  });
});

describe('first admin from ADMIN_EMAIL', () => {
  it('is created on a database without admins', async () => {
    const t = await createTestApp('pglite', {
      seed: true,
      env: { ADMIN_EMAIL: 'Ops@Example.test', ADMIN_PASSWORD: 'first-admin-pass' },
    });
    try {
      // Not enrolled yet: the first sign-in sets up the second factor, then signs in with its code.
      const first = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email: 'ops@example.test', password: 'first-admin-pass' },
      });
      expect(first.statusCode).toBe(200);
      const enrolment = first.json<{ status: string; challenge: string; secret: string }>();
      expect(enrolment.status).toBe('enrolment_required');
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/second-factor',
        payload: { challenge: enrolment.challenge, code: totpCode(t.app, enrolment.secret) },
      });
      expect(signedIn.json().status, signedIn.body).toBe('signed_in');
      // The development default is not created when ADMIN_EMAIL is set, and demo players only with SEED_DEMO.
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/admin/auth/login',
            payload: { email: 'admin@wheelhouse.dev', password: 'wheelhouse-admin' },
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            payload: { email: 'demo@wheelhouse.dev', password: 'wheelhouse-demo' },
          })
        ).statusCode,
      ).toBe(401);
    } finally {
      await t.close();
    }
  });
});
