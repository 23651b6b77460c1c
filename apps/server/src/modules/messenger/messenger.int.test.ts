import { createHmac } from 'node:crypto';
import { sign } from '@telegram-apps/init-data-node';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminBot,
  ZAdminBotsResponse,
  ZWebAppSignInResponse,
} from '@wheelhouse/contracts/messenger';
import { ZAdminBonusTemplate } from '@wheelhouse/contracts/bonuses';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { createStaff, expectErrorBody, registerPlayer } from '../../test/factories';
import { expectLedgerConsistent } from '../../test/ledger-consistency';
import { servicesOf } from '../../test/ledger-consistency';
import { DEV_BOT } from './dev-bot';
import { messengerAccounts, messengerBots } from './schema';

type Staff = Awaited<ReturnType<typeof createStaff>>;

const BOT_A = { id: '7000000001', token: '7000000001:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsawA' };
const BOT_B = { id: '7000000002', token: '7000000002:BBHdqTcvCH1vGWJxfSeofSAs0K5PALDsawB' };

let nextUserId = 900_000_001;
const telegramUser = (overrides: Record<string, unknown> = {}) => ({
  id: nextUserId++,
  first_name: 'Ann',
  last_name: 'Lee',
  username: 'ann_lee',
  language_code: 'en',
  ...overrides,
});

/** Init data as the messenger builds it: every field but hash, sorted, HMAC under HMAC("WebAppData", token). */
function handSigned(fields: Record<string, string>, token: string): string {
  const check = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(token).digest();
  const hash = createHmac('sha256', secret).update(check).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

describe.each(databaseTargets())('messenger bots and sign-in v2 on %s', (target) => {
  let t: TestApp;
  let admin: Staff;
  let support: Staff;

  const signed = (user: Record<string, unknown>, token: string, at: Date, startParam?: string) =>
    sign(
      {
        user: user as never,
        query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
        ...(startParam ? { start_param: startParam } : {}),
      } as never,
      token,
      at,
    );

  const signIn = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/web-app/v2', payload: body });

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await createStaff(t.app, ['admin']);
    support = await createStaff(t.app, ['support']);
    for (const bot of [BOT_A, BOT_B]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/messenger/bots',
        headers: admin.auth,
        payload: {
          id: bot.id,
          type: 'normal',
          username: `wheel_${bot.id}_bot`,
          miniAppUrl: 'https://wheelhouse.example/',
          token: bot.token,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  it('registers bots for admins only, seals the token and never returns it; changes are audited', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messenger/bots',
      headers: admin.auth,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(BOT_A.token.split(':')[1]);
    const bots = ZAdminBotsResponse.parse(list.json()).items;
    expect(bots.map((bot) => bot.id)).toEqual([BOT_A.id, BOT_B.id]);
    expect(bots[0]).toMatchObject({ type: 'normal', tokenSet: true, active: true });

    const [row] = await t.database.db
      .select()
      .from(messengerBots)
      .where(eq(messengerBots.id, BOT_A.id));
    expect(row!.tokenSealed).not.toContain(BOT_A.token.split(':')[1]);

    expectErrorBody(
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/messenger/bots',
        headers: support.auth,
      }),
      403,
      'forbidden',
    );
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messenger/bots',
      headers: admin.auth,
      payload: {
        id: BOT_A.id,
        username: 'dupe_bot',
        miniAppUrl: 'https://wheelhouse.example/',
        token: BOT_A.token,
      },
    });
    expectErrorBody(again, 409, 'conflict');
    const foreignToken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messenger/bots',
      headers: admin.auth,
      payload: {
        id: '7000000009',
        type: 'gold',
        username: 'x',
        miniAppUrl: 'javascript:alert(1)',
        token: BOT_A.token,
      },
    });
    const body = expectErrorBody(foreignToken, 400, 'validation_error');
    expect(Object.keys(body.fields as object).sort()).toEqual(['miniAppUrl', 'type', 'username']);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messenger/bots',
      headers: admin.auth,
      payload: {
        id: '7000000009',
        username: 'other_bot',
        miniAppUrl: 'https://wheelhouse.example/',
        token: BOT_A.token,
      },
    });
    expect(
      Object.keys(expectErrorBody(mismatch, 400, 'validation_error').fields as object),
    ).toEqual(['token']);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/messenger/bots/${BOT_B.id}`,
      headers: admin.auth,
      payload: { type: 'vip' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(ZAdminBot.parse(patched.json()).type).toBe('vip');
    expectErrorBody(
      await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/messenger/bots/${BOT_B.id}`,
        headers: admin.auth,
        payload: { token: BOT_A.token },
      }),
      400,
      'validation_error',
    );
    expectErrorBody(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/admin/messenger/bots/7999999999',
        headers: admin.auth,
        payload: { active: false },
      }),
      404,
      'not_found',
    );
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?targetType=messenger_bot',
      headers: admin.auth,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.body).toContain('messenger_bot.create');
    expect(audit.body).toContain('messenger_bot.update');
    expect(audit.body).not.toContain(BOT_A.token.split(':')[1]);
  });

  it('signs a new messenger user in with a bearer session, and the same account next time', async () => {
    const user = telegramUser();
    const first = await signIn({
      botId: BOT_A.id,
      payload: signed(user, BOT_A.token, t.clock.now()),
    });
    expect(first.statusCode, first.body).toBe(200);
    const session = ZWebAppSignInResponse.parse(first.json());
    expect(session).toMatchObject({ created: true, promoApplied: false });
    expect(first.headers['set-cookie']).toBeUndefined();

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode, me.body).toBe(200);

    const second = await signIn({
      botId: BOT_B.id,
      payload: signed({ ...user, first_name: 'Annie' }, BOT_B.token, t.clock.now()),
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(ZWebAppSignInResponse.parse(second.json()).created).toBe(false);
    const rows = await t.database.db
      .select()
      .from(messengerAccounts)
      .where(eq(messengerAccounts.telegramUserId, String(user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firstName).toBe('Annie');
  });

  it('accepts init data signed the way the messenger does it, with "+" and unicode in names', async () => {
    const user = telegramUser({
      first_name: 'Ann+Bob',
      last_name: 'Юлия Ёлкина 🎰',
      username: 'a_b',
    });
    const payload = handSigned(
      {
        auth_date: String(Math.floor(t.clock.now().getTime() / 1000)),
        query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
        user: JSON.stringify(user),
      },
      BOT_A.token,
    );
    expect(payload).toContain('%2B');
    const response = await signIn({ botId: BOT_A.id, payload });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(messengerAccounts)
      .where(eq(messengerAccounts.telegramUserId, String(user.id)));
    expect(row).toMatchObject({ firstName: 'Ann+Bob', lastName: 'Юлия Ёлкина 🎰' });
  });

  it('refuses forged, stale, future, another bot’s and unknown-bot init data with one 401', async () => {
    const now = t.clock.now();
    const user = telegramUser();
    const valid = signed(user, BOT_A.token, now);
    const forged = valid.replace(encodeURIComponent('"Ann"'), encodeURIComponent('"Eve"'));
    expect(forged).not.toBe(valid);
    const stale = signed(user, BOT_A.token, new Date(now.getTime() - 3601_000));
    const future = signed(user, BOT_A.token, new Date(now.getTime() + 600_000));
    const cases = [
      { botId: BOT_A.id, payload: forged },
      { botId: BOT_A.id, payload: stale },
      { botId: BOT_A.id, payload: future },
      { botId: BOT_B.id, payload: valid },
      { botId: '7123456789', payload: valid },
      { botId: BOT_A.id, payload: 'hash=abc&auth_date=1' },
      { botId: BOT_A.id, payload: valid.replace(/hash=[0-9a-f]+/, '') },
    ];
    for (const body of cases) expectErrorBody(await signIn(body), 401, 'invalid_credentials');
    expect(t.logs.some((line) => line.includes('messenger sign-in refused'))).toBe(true);
    expect(t.logs.some((line) => line.includes('"reason":"stale"'))).toBe(true);

    // Just inside the configured age it is still good.
    const fresh = signed(user, BOT_A.token, new Date(now.getTime() - 3500_000));
    expect((await signIn({ botId: BOT_A.id, payload: fresh })).statusCode).toBe(200);

    for (const body of [
      {},
      { botId: 'abc', payload: valid },
      { botId: BOT_A.id, payload: '' },
      { botId: BOT_A.id, payload: valid, extra: 1 },
    ])
      expectErrorBody(await signIn(body), 400, 'validation_error');
  });

  it('refuses sign-in through an inactive bot', async () => {
    const bot = { id: '7000000003', token: '7000000003:CCHdqTcvCH1vGWJxfSeofSAs0K5PALDsawC' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messenger/bots',
      headers: admin.auth,
      payload: {
        ...bot,
        type: 'vip',
        username: 'wheel_vip_bot',
        miniAppUrl: 'https://vip.wheelhouse.example/',
        active: false,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const payload = signed(telegramUser(), bot.token, t.clock.now());
    expectErrorBody(await signIn({ botId: bot.id, payload }), 401, 'invalid_credentials');
  });

  it('applies the start parameter as a promo code once; a non-code start parameter is ignored', async () => {
    const finance = await createStaff(t.app, ['finance']);
    const template = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bonus-templates',
      headers: finance.auth,
      payload: {
        type: 'promo',
        texts: {
          en: { title: 'Bot promo', description: '5 USD' },
          ru: { title: 'Промо бота', description: '5 USD' },
        },
        maxAmount: '5',
        wager: '3',
        deadlineHours: 48,
      },
    });
    expect(template.statusCode, template.body).toBe(200);
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promo-codes',
      headers: finance.auth,
      payload: {
        templateId: ZAdminBonusTemplate.parse(template.json()).id,
        code: 'TGSTART',
        maxRedemptions: 10,
      },
    });
    expect(code.statusCode, code.body).toBe(200);

    const user = telegramUser();
    const payload = signed(user, BOT_A.token, t.clock.now(), 'tgstart');
    const first = await signIn({ botId: BOT_A.id, payload, promo: 'tgstart' });
    expect(ZWebAppSignInResponse.parse(first.json())).toMatchObject({
      created: true,
      promoApplied: true,
    });
    const again = await signIn({ botId: BOT_A.id, payload, promo: 'tgstart' });
    expect(again.statusCode).toBe(200);
    expect(ZWebAppSignInResponse.parse(again.json()).promoApplied).toBe(false);
    const other = await signIn({
      botId: BOT_A.id,
      payload: signed(telegramUser(), BOT_A.token, t.clock.now(), 'ref_42'),
      promo: 'ref_42',
    });
    expect(other.statusCode).toBe(200);
    expect(ZWebAppSignInResponse.parse(other.json()).promoApplied).toBe(false);
  });

  it('opens one account when the same new messenger user signs in twice at once', async () => {
    const user = telegramUser();
    const payload = signed(user, BOT_A.token, t.clock.now());
    const answers = await Promise.all([
      signIn({ botId: BOT_A.id, payload }),
      signIn({ botId: BOT_A.id, payload }),
      signIn({ botId: BOT_A.id, payload }),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const created = answers.filter((answer) => ZWebAppSignInResponse.parse(answer.json()).created);
    expect(created).toHaveLength(1);
  });

  it('links a web account only on a confirmed request, and never takes another player’s link', async () => {
    const player = await registerPlayer(t.app);
    const user = telegramUser();
    const payload = signed(user, BOT_A.token, t.clock.now());
    const link = (auth: Record<string, string>, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/web-app/link',
        headers: auth,
        payload: body,
      });

    expectErrorBody(
      await link({}, { botId: BOT_A.id, payload, confirm: true }),
      401,
      'unauthorized',
    );
    expectErrorBody(await link(player.auth, { botId: BOT_A.id, payload }), 400, 'validation_error');
    const linked = await link(player.auth, { botId: BOT_A.id, payload, confirm: true });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({ linked: true, telegramUserId: String(user.id) });
    expect((await link(player.auth, { botId: BOT_A.id, payload, confirm: true })).statusCode).toBe(
      200,
    );

    // The mini-app now signs in to that same web account.
    const session = ZWebAppSignInResponse.parse(
      (await signIn({ botId: BOT_A.id, payload })).json(),
    );
    expect(session.created).toBe(false);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    const ownMe = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: player.auth });
    expect(me.json<{ globalId: string }>().globalId).toBe(
      ownMe.json<{ globalId: string }>().globalId,
    );

    // Each 409 names the side that is taken, so the app can say it in words.
    const other = await registerPlayer(t.app);
    expect(
      expectErrorBody(
        await link(other.auth, { botId: BOT_A.id, payload, confirm: true }),
        409,
        'conflict',
      ).reason,
    ).toBe('messenger_linked_elsewhere');
    const second = signed(telegramUser(), BOT_A.token, t.clock.now());
    expect(
      expectErrorBody(
        await link(player.auth, { botId: BOT_A.id, payload: second, confirm: true }),
        409,
        'conflict',
      ).reason,
    ).toBe('player_linked_elsewhere');
    // A messenger account the mini-app opened by itself is that player's already.
    const opened = telegramUser();
    const openedPayload = signed(opened, BOT_A.token, t.clock.now());
    expect((await signIn({ botId: BOT_A.id, payload: openedPayload })).statusCode).toBe(200);
    expect(
      expectErrorBody(
        await link(other.auth, { botId: BOT_A.id, payload: openedPayload, confirm: true }),
        409,
        'conflict',
      ).reason,
    ).toBe('messenger_linked_elsewhere');
    // Forged or stale init data links nothing; another player's account stays theirs.
    const stale = signed(telegramUser(), BOT_A.token, new Date(t.clock.now().getTime() - 3601_000));
    expectErrorBody(
      await link(other.auth, { botId: BOT_A.id, payload: stale, confirm: true }),
      401,
      'invalid_credentials',
    );
    expect(t.logs.some((line) => line.includes('messenger account linked'))).toBe(true);
  });

  it('the demo content registers the development bot once, and its init data signs in', async () => {
    const services = servicesOf(t.app);
    expect(await services.messenger.seedDemo()).toBe(true);
    expect(await services.messenger.seedDemo()).toBe(false);
    const response = await signIn({
      botId: DEV_BOT.id,
      payload: signed(telegramUser(), DEV_BOT.token, t.clock.now()),
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('the dev harness signs init data for the development bot and serves its page', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/dev/messenger/init-data?userId=777001&firstName=Ann%2BBob&startParam=ref_1',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { botId, initData, launchUrl } = answer.json<{
      botId: string;
      initData: string;
      launchUrl: string;
    }>();
    expect(botId).toBe(DEV_BOT.id);
    expect(launchUrl).toMatch(/^\/en\/\?bot_id=1000000001&bot_type=normal#tgWebAppData=/);
    // A phone client of version 8 by default, with the theme the SDK needs to start.
    const launch = new URLSearchParams(launchUrl.split('#')[1]);
    expect(launch.get('tgWebAppVersion')).toBe('8.0');
    expect(launch.get('tgWebAppPlatform')).toBe('ios');
    expect(JSON.parse(launch.get('tgWebAppThemeParams')!)).toHaveProperty('bg_color');
    const mac = await t.app.inject({
      method: 'GET',
      url: '/api/dev/messenger/init-data?userId=777002&platform=macos&version=7.10',
    });
    const macLaunch = new URLSearchParams(
      mac.json<{ launchUrl: string }>().launchUrl.split('#')[1],
    );
    expect([macLaunch.get('tgWebAppPlatform'), macLaunch.get('tgWebAppVersion')]).toEqual([
      'macos',
      '7.10',
    ]);
    const signedIn = await signIn({ botId, payload: initData, promo: 'ref_1' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(messengerAccounts)
      .where(eq(messengerAccounts.telegramUserId, '777001'));
    expect(row!.firstName).toBe('Ann+Bob');

    const page = await t.app.inject({ method: 'GET', url: '/api/dev/messenger/harness' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/dev/messenger/harness.js');
    const script = await t.app.inject({ method: 'GET', url: '/api/dev/messenger/harness.js' });
    expect(script.headers['content-type']).toContain('javascript');
    for (const answer of ['safe_area_changed', 'content_safe_area_changed', 'fullscreen_changed'])
      expect(script.body).toContain(answer);
    for (const query of ['userId=-1', 'platform=symbian', 'version=8'])
      expectErrorBody(
        await t.app.inject({ method: 'GET', url: `/api/dev/messenger/init-data?${query}` }),
        400,
        'validation_error',
      );
  });
});
