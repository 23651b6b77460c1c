import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sign } from '@telegram-apps/init-data-node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZMessengerCodeResponse, ZSecurityStatus } from '@wheelhouse/contracts/account-security';
import { ZDevInitDataResponse, ZWebAppSignInResponse } from '@wheelhouse/contracts/messenger';
import { ZUser } from '@wheelhouse/contracts/users';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../test/factories';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { fund, mainBalanceOf } from '../../test/money';
import { DEV_BOT } from './dev-bot';
import { messengerEmail } from './service';

const STEP_UP_OVER_MS = 6 * 60_000;
let nextTelegramUser = 930_000_001;

describe.each(databaseTargets())('messenger step-up codes on %s', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    // Many wrong codes on purpose: the sign-in lockout (its own tests) stays out of the way.
    t = await createTestApp(target, {
      env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '100', LOGIN_MAX_FAILURES_PER_IP: '1000' },
    });
  });
  afterAll(async () => {
    if (!t) return;
    await expectLedgerConsistent(t.database.db);
    await t.close();
  });

  /** A messenger user opens the mini-app (the development bot): a player with no password. */
  async function messengerPlayer(
    telegramUserId = nextTelegramUser++,
    languageCode = 'en',
  ): Promise<TestPlayer & { telegramUserId: string }> {
    const init = await t.app.inject({
      url: `/api/dev/messenger/init-data?userId=${telegramUserId}&firstName=Ann&languageCode=${languageCode}`,
    });
    expect(init.statusCode, init.body).toBe(200);
    const { botId, initData } = ZDevInitDataResponse.parse(init.json());
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/web-app/v2',
      payload: { botId, payload: initData },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const { token } = ZWebAppSignInResponse.parse(signIn.json());
    return {
      email: messengerEmail(String(telegramUserId)),
      password: '',
      token,
      auth: { authorization: `Bearer ${token}` },
      telegramUserId: String(telegramUserId),
    };
  }

  const chatOf = async (telegramUserId: string) => {
    const response = await t.app.inject({
      url: `/api/dev/messenger/messages?userId=${telegramUserId}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Array<{ botId: string; chatId: string; text: string }> }>().data;
  };

  const askForCode = (player: TestPlayer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/me/security/step-up/messenger-code',
      headers: player.auth,
    });

  /** Asks for a code and reads it from the simulated chat once the job delivered it. */
  async function codeSentTo(player: TestPlayer & { telegramUserId: string }): Promise<string> {
    const before = (await chatOf(player.telegramUserId)).length;
    const sent = await askForCode(player);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(ZMessengerCodeResponse.parse(sent.json()).resendAfterSeconds).toBe(60);
    const messages = await vi.waitFor(
      async () => {
        const chat = await chatOf(player.telegramUserId);
        expect(chat.length).toBe(before + 1);
        return chat;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(messages[0]!.botId).toBe(DEV_BOT.id);
    return /\b(\d{6})\b/.exec(messages[0]!.text)![1]!;
  }

  const stepUpWith = (player: TestPlayer, messengerCode: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/me/security/step-up',
      headers: player.auth,
      payload: { messengerCode },
    });

  const changeEmail = (player: TestPlayer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/me/security/email',
      headers: player.auth,
      payload: { email: `moved-${randomUUID()}@example.test` },
    });

  const fieldKeyOf = (body: Record<string, unknown>) =>
    (body.fields as Record<string, { key: string }>).messengerCode?.key;

  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('tells each account how it can step up', async () => {
    const player = await messengerPlayer();
    const status = await t.app.inject({ url: '/api/v1/me/security', headers: player.auth });
    expect(ZSecurityStatus.parse(status.json()).stepUpMethods).toEqual(['messenger_code']);
    const web = await registerPlayer(t.app);
    const webStatus = await t.app.inject({ url: '/api/v1/me/security', headers: web.auth });
    expect(ZSecurityStatus.parse(webStatus.json()).stepUpMethods).toEqual(['password']);
  });

  it('sends one code to the player’s own chat; the right code steps up and unlocks an e-mail change, once', async () => {
    const player = await messengerPlayer();
    const bystander = await messengerPlayer();
    t.clock.advance(STEP_UP_OVER_MS);
    expectErrorBody(await changeEmail(player), 403, 'step_up_required');

    const code = await codeSentTo(player);
    const [message] = await chatOf(player.telegramUserId);
    expect(message!.chatId).toBe(player.telegramUserId);
    expect(message!.text).toContain('5 minutes');
    expect(await chatOf(bystander.telegramUserId)).toEqual([]);

    const wrong = expectErrorBody(
      await stepUpWith(player, wrongCode(code)),
      400,
      'validation_error',
    );
    expect(fieldKeyOf(wrong)).toBe('Validation.wrong_code');
    expectErrorBody(await changeEmail(player), 403, 'step_up_required');

    const right = await stepUpWith(player, code);
    expect(right.statusCode, right.body).toBe(200);
    expect((await changeEmail(player)).statusCode).toBe(204);

    t.clock.advance(STEP_UP_OVER_MS - 60_000);
    const reused = expectErrorBody(await stepUpWith(player, code), 400, 'validation_error');
    expect(fieldKeyOf(reused)).toBe('Validation.code_expired');
    // The delivery job ran once: no second message.
    expect(await chatOf(player.telegramUserId)).toHaveLength(1);
  });

  it('shows a messenger player no e-mail until they add one, and mails nothing meanwhile', async () => {
    const player = await messengerPlayer();
    const me = async () => {
      const response = await t.app.inject({ url: '/api/v1/me', headers: player.auth });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toContain('telegram.invalid');
      return ZUser.parse(response.json());
    };
    const security = async () =>
      ZSecurityStatus.parse(
        (await t.app.inject({ url: '/api/v1/me/security', headers: player.auth })).json(),
      );
    expect((await me()).email).toBeNull();
    expect(await security()).toMatchObject({ email: null, emailVerified: false });
    const resend = expectErrorBody(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/me/security/email/verification',
        headers: player.auth,
      }),
      409,
      'conflict',
    );
    expect(resend.reason).toBe('no_email');

    // Signed in moments ago, so the session is still stepped up: the address can be added.
    const address = `ann-${randomUUID()}@example.test`;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/security/email',
      headers: player.auth,
      payload: { email: address },
    });
    expect(added.statusCode, added.body).toBe(204);
    expect((await me()).email).toBe(address);
    expect(await security()).toMatchObject({ email: address, emailVerified: false });
  });

  it('unlocks a crypto withdrawal of a messenger player', async () => {
    const services = servicesOf(t.app);
    const staff = await services.admin.saveStaff({
      email: `finance-${randomUUID()}@example.test`,
      password: `Wh-${randomUUID()}`,
      roles: ['finance'],
    });
    await services.settings.update(staff.id, {
      'payments.enabled': true,
      'withdraw.requiresVerification': false,
      'withdraw.depositWagerMultiplier': '0',
      'withdraw.minGgrPercent': 0,
    });
    const player = await messengerPlayer();
    await fund(t.app, player.email, '100');
    t.clock.advance(STEP_UP_OVER_MS);
    const withdraw = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/txns/withdraw',
        headers: { ...player.auth, 'idempotency-key': randomUUID() },
        payload: {
          currency: 'USDT-TRC20',
          address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
          amount: '20',
          memo: null,
          provider: null,
        },
      });
    expectErrorBody(await withdraw(), 403, 'step_up_required');
    expect((await stepUpWith(player, await codeSentTo(player))).statusCode).toBe(200);
    const accepted = await withdraw();
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await mainBalanceOf(t.app, player)).toBe('79.000000');
  });

  it('refuses an expired code, another session’s code and a code tried five times wrong', async () => {
    const player = await messengerPlayer();
    t.clock.advance(STEP_UP_OVER_MS);
    const expired = await codeSentTo(player);
    t.clock.advance(5 * 60_000 + 1_000);
    const late = expectErrorBody(await stepUpWith(player, expired), 400, 'validation_error');
    expect(fieldKeyOf(late)).toBe('Validation.code_expired');

    // The same messenger user in a second session (another device).
    const otherSession = await messengerPlayer(Number(player.telegramUserId));
    t.clock.advance(STEP_UP_OVER_MS);
    const code = await codeSentTo(player);
    expectErrorBody(await stepUpWith(otherSession, code), 400, 'validation_error');
    expectErrorBody(await changeEmail(otherSession), 403, 'step_up_required');

    for (let attempt = 0; attempt < 5; attempt += 1)
      expectErrorBody(await stepUpWith(player, wrongCode(code)), 400, 'validation_error');
    const spent = expectErrorBody(await stepUpWith(player, code), 400, 'validation_error');
    expect(fieldKeyOf(spent)).toBe('Validation.code_expired');
    expectErrorBody(await changeEmail(player), 403, 'step_up_required');
  });

  it('throttles resends to one a minute; a new code replaces the last', async () => {
    const player = await messengerPlayer(undefined, 'ru');
    t.clock.advance(STEP_UP_OVER_MS);
    const first = await codeSentTo(player);
    expect((await chatOf(player.telegramUserId))[0]!.text).toContain('код подтверждения');
    const again = expectErrorBody(await askForCode(player), 429, 'too_many_requests');
    expect(again.retryAfterSeconds).toBeGreaterThan(0);
    expect(again.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(Number((await askForCode(player)).headers['retry-after'])).toBeGreaterThan(0);
    expect(await chatOf(player.telegramUserId)).toHaveLength(1);

    t.clock.advance(61_000);
    const second = await codeSentTo(player);
    if (second !== first) expectErrorBody(await stepUpWith(player, first), 400, 'validation_error');
    expect((await stepUpWith(player, second)).statusCode).toBe(200);
  });

  it('refuses messenger codes to an account without a messenger account', async () => {
    const web = await registerPlayer(t.app);
    const sent = expectErrorBody(await askForCode(web), 409, 'conflict');
    expect(sent.reason).toBe('no_messenger_account');
    expectErrorBody(await stepUpWith(web, '123456'), 409, 'conflict');
    expectErrorBody(
      await askForCode({ ...web, auth: { authorization: 'Bearer x' } }),
      401,
      'unauthorized',
    );
  });
});

describe.each(databaseTargets())('messenger step-up codes through the Bot API on %s', (target) => {
  const BOT = { id: '7100000001', token: '7100000001:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsawZ' };
  let t: TestApp;
  let botApi: Server;
  /** What the fake Bot API received; it refuses the first `outage` requests with 502. */
  const received: Array<{ url: string; body: { chat_id: string; text: string } }> = [];
  let outage = 1;

  beforeAll(async () => {
    botApi = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        received.push({ url: request.url ?? '', body: JSON.parse(raw) as never });
        response.setHeader('content-type', 'application/json');
        if (outage > 0) {
          outage -= 1;
          response.statusCode = 502;
          response.end(JSON.stringify({ ok: false, description: 'Bad Gateway' }));
          return;
        }
        response.end(JSON.stringify({ ok: true, result: { message_id: received.length } }));
      });
    });
    await new Promise<void>((resolve) => botApi.listen(0, '127.0.0.1', resolve));
    const { port } = botApi.address() as AddressInfo;
    t = await createTestApp(target, {
      env: { SIMULATORS: 'false', MESSENGER_BOT_API_URL: `http://127.0.0.1:${port}` },
    });
    const admin = await createStaff(t.app, ['admin']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messenger/bots',
      headers: admin.auth,
      payload: {
        id: BOT.id,
        type: 'normal',
        username: 'wheel_codes_bot',
        miniAppUrl: 'https://wheelhouse.example/',
        token: BOT.token,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => botApi?.close(resolve));
  });

  it('sends with the bot’s token from the bots table and retries a Bot API outage', async () => {
    const telegramUserId = nextTelegramUser++;
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/web-app/v2',
      payload: {
        botId: BOT.id,
        payload: sign(
          {
            user: { id: telegramUserId, first_name: 'Ann', language_code: 'uk' },
            query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
          } as never,
          BOT.token,
          t.clock.now(),
        ),
      },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const auth = { authorization: `Bearer ${ZWebAppSignInResponse.parse(signIn.json()).token}` };
    t.clock.advance(STEP_UP_OVER_MS);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/security/step-up/messenger-code',
      headers: auth,
    });
    expect(sent.statusCode, sent.body).toBe(202);
    // The first attempt meets the outage; the job's retry delivers it.
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 60_000, interval: 200 });
    for (const request of received) {
      expect(request.url).toBe(`/bot${BOT.token}/sendMessage`);
      expect(request.body.chat_id).toBe(String(telegramUserId));
    }
    expect(received[1]!.body.text).toContain('код підтвердження');
    const code = /\b(\d{6})\b/.exec(received[1]!.body.text)![1]!;
    const stepped = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/security/step-up',
      headers: auth,
      payload: { messengerCode: code },
    });
    expect(stepped.statusCode, stepped.body).toBe(200);
  }, 90_000);
});
