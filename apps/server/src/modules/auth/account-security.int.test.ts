import { randomUUID } from 'node:crypto';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  strongPassword,
  uniqueEmail,
  type TestPlayer,
} from '../../test/factories';
import { fund } from '../../test/money';

const STEP_MS = 30_000;
const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

describe.each(databaseTargets())('account security on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}, ip?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      headers,
      ...(ip ? { remoteAddress: ip } : {}),
    });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
  const login = (payload: object, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload,
      headers: { 'user-agent': userAgent },
    });
  const mails = async (to: string) =>
    (await t.app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })).json<{
      data: Array<{ subject: string; text: string }>;
    }>().data;
  const tokenIn = (text: string) => /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  const codeAt = (secret: string, offsetSteps = 0) =>
    generateSync({
      secret,
      epoch: Math.floor((t.clock.now().getTime() + offsetSteps * STEP_MS) / 1000),
    });

  async function enableTwoFactor(player: TestPlayer) {
    const setup = await post('/api/v1/me/security/second-factor/setup', undefined, player.auth);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUri } = setup.json<{ secret: string; otpauthUri: string }>();
    expect(otpauthUri).toContain('otpauth://totp/');
    const confirmed = await post(
      '/api/v1/me/security/second-factor/confirm',
      { code: codeAt(secret) },
      player.auth,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(new Set(recoveryCodes).size).toBe(10);
    // The code just used belongs to this step; later sign-ins use the next steps.
    t.clock.advance(STEP_MS);
    return { secret, recoveryCodes };
  }

  describe('password reset', () => {
    it('answers the same for a known and an unknown address, and mails only the known one', async () => {
      const player = await registerPlayer(t.app);
      const unknown = uniqueEmail('nobody');
      const known = await post('/api/v1/auth/password/forgot', { email: player.email });
      const missing = await post('/api/v1/auth/password/forgot', { email: unknown });
      expect(known.statusCode).toBe(202);
      expect(missing.statusCode).toBe(202);
      expect(missing.body).toBe(known.body);
      expect(await mails(unknown)).toEqual([]);
      const [mail] = await mails(player.email);
      expect(mail?.subject).toMatch(/reset/i);
    });

    it('resets once with the mailed token, ends every session, and refuses the token again', async () => {
      const player = await registerPlayer(t.app);
      await post('/api/v1/auth/password/forgot', { email: player.email });
      const token = tokenIn((await mails(player.email))[0]!.text)!;
      const password = strongPassword();
      expect((await post('/api/v1/auth/password/reset', { token, password })).statusCode).toBe(204);
      expectErrorBody(await get('/api/v1/me', player.auth), 401, 'unauthorized');
      expect((await login({ email: player.email, password })).statusCode).toBe(200);
      expectErrorBody(
        await post('/api/v1/auth/password/reset', { token, password: strongPassword() }),
        400,
        'invalid_token',
      );
      expect((await login({ email: player.email, password })).statusCode).toBe(200);
    });

    it('refuses an expired token, a malformed one and a common password', async () => {
      const player = await registerPlayer(t.app);
      await post('/api/v1/auth/password/forgot', { email: player.email });
      const token = tokenIn((await mails(player.email))[0]!.text)!;
      expectErrorBody(
        await post('/api/v1/auth/password/reset', { token, password: 'password123' }),
        400,
        'validation_error',
      );
      expectErrorBody(
        await post('/api/v1/auth/password/reset', { token: 'short', password: strongPassword() }),
        400,
        'validation_error',
      );
      t.clock.advance(31 * 60_000);
      expectErrorBody(
        await post('/api/v1/auth/password/reset', { token, password: strongPassword() }),
        400,
        'invalid_token',
      );
      expect((await login({ email: player.email, password: player.password })).statusCode).toBe(
        200,
      );
    });

    it('limits requests per address, known or not', async () => {
      const email = uniqueEmail('flood');
      for (let i = 0; i < 3; i += 1)
        expect(
          (await post('/api/v1/auth/password/forgot', { email }, {}, '10.9.0.1')).statusCode,
        ).toBe(202);
      expectErrorBody(
        await post('/api/v1/auth/password/forgot', { email }, {}, '10.9.0.2'),
        429,
        'too_many_requests',
      );
    });
  });

  describe('e-mail verification', () => {
    it('mails a link at sign-up that verifies the address once', async () => {
      const player = await registerPlayer(t.app);
      const status = () => get('/api/v1/me/security', player.auth).then((r) => r.json());
      expect(await status()).toMatchObject({ email: player.email, emailVerified: false });
      const token = tokenIn((await mails(player.email))[0]!.text)!;
      expect((await post('/api/v1/auth/email/verify', { token })).statusCode).toBe(204);
      expect(await status()).toMatchObject({ emailVerified: true });
      expectErrorBody(await post('/api/v1/auth/email/verify', { token }), 400, 'invalid_token');
      expectErrorBody(
        await post('/api/v1/me/security/email/verification', undefined, player.auth),
        409,
        'conflict',
      );
    });

    it('changing the e-mail needs a step-up, unverifies it and mails the new address', async () => {
      const player = await registerPlayer(t.app);
      const other = await registerPlayer(t.app);
      const email = uniqueEmail('moved');
      t.clock.advance(6 * 60_000);
      expectErrorBody(
        await post('/api/v1/me/security/email', { email }, player.auth),
        403,
        'step_up_required',
      );
      expectErrorBody(
        await post('/api/v1/me/security/step-up', { password: 'wrong-password' }, player.auth),
        400,
        'validation_error',
      );
      const stepUp = await post(
        '/api/v1/me/security/step-up',
        { password: player.password },
        player.auth,
      );
      expect(stepUp.statusCode, stepUp.body).toBe(200);
      expectErrorBody(
        await post('/api/v1/me/security/email', { email: other.email }, player.auth),
        409,
        'email_taken',
      );
      expect((await post('/api/v1/me/security/email', { email }, player.auth)).statusCode).toBe(
        204,
      );
      expect((await get('/api/v1/me/security', player.auth)).json()).toMatchObject({
        email,
        emailVerified: false,
      });
      // The link sent to the old address no longer proves anything.
      const oldToken = tokenIn((await mails(player.email))[0]!.text)!;
      expectErrorBody(
        await post('/api/v1/auth/email/verify', { token: oldToken }),
        400,
        'invalid_token',
      );
      const token = tokenIn((await mails(email))[0]!.text)!;
      expect((await post('/api/v1/auth/email/verify', { token })).statusCode).toBe(204);
      expect((await login({ email, password: player.password })).statusCode).toBe(200);
    });
  });

  describe('password change', () => {
    it('needs the current password and ends the other sessions only', async () => {
      const player = await registerPlayer(t.app);
      const second = (await login({ email: player.email, password: player.password })).json<{
        token: string;
      }>();
      const newPassword = strongPassword();
      expectErrorBody(
        await post(
          '/api/v1/me/security/password',
          { currentPassword: 'not-my-password', newPassword },
          player.auth,
        ),
        400,
        'validation_error',
      );
      const changed = await post(
        '/api/v1/me/security/password',
        { currentPassword: player.password, newPassword },
        player.auth,
      );
      expect(changed.statusCode, changed.body).toBe(204);
      expect((await get('/api/v1/me', player.auth)).statusCode).toBe(200);
      expectErrorBody(
        await get('/api/v1/me', { authorization: `Bearer ${second.token}` }),
        401,
        'unauthorized',
      );
      expectErrorBody(
        await login({ email: player.email, password: player.password }),
        401,
        'invalid_credentials',
      );
    });
  });

  describe('second factor', () => {
    it('asks for a code at sign-in and accepts one step of clock drift either way, not two', async () => {
      const player = await registerPlayer(t.app);
      const { secret } = await enableTwoFactor(player);
      const credentials = { email: player.email, password: player.password };
      expectErrorBody(await login(credentials), 401, 'second_factor_required');
      // A wrong password says nothing about the second factor.
      expectErrorBody(
        await login({ ...credentials, password: 'wrong-password-1' }),
        401,
        'invalid_credentials',
      );
      t.clock.advance(2 * STEP_MS);
      expect((await login({ ...credentials, code: codeAt(secret, -1) })).statusCode).toBe(200);
      t.clock.advance(2 * STEP_MS);
      expect((await login({ ...credentials, code: codeAt(secret, 1) })).statusCode).toBe(200);
      t.clock.advance(4 * STEP_MS);
      expectErrorBody(
        await login({ ...credentials, code: codeAt(secret, -2) }),
        401,
        'invalid_second_factor',
      );
      expectErrorBody(
        await login({ ...credentials, code: codeAt(secret, 2) }),
        401,
        'invalid_second_factor',
      );
      const code = codeAt(secret);
      expect((await login({ ...credentials, code })).statusCode).toBe(200);
      // The same code twice is a replay.
      expectErrorBody(await login({ ...credentials, code }), 401, 'invalid_second_factor');
    });

    it('takes each recovery code once, and turns off with a step-up', async () => {
      const player = await registerPlayer(t.app);
      const { recoveryCodes } = await enableTwoFactor(player);
      const credentials = { email: player.email, password: player.password };
      const [first] = recoveryCodes;
      expect((await login({ ...credentials, code: first!.toUpperCase() })).statusCode).toBe(200);
      expectErrorBody(await login({ ...credentials, code: first! }), 401, 'invalid_second_factor');
      expect((await get('/api/v1/me/security', player.auth)).json()).toMatchObject({
        secondFactor: { enabled: true, recoveryCodesLeft: 9 },
      });
      t.clock.advance(6 * 60_000);
      expectErrorBody(
        await post('/api/v1/me/security/second-factor/disable', undefined, player.auth),
        403,
        'step_up_required',
      );
      expect(
        (await post('/api/v1/me/security/step-up', { code: recoveryCodes[1]! }, player.auth))
          .statusCode,
      ).toBe(200);
      expect(
        (await post('/api/v1/me/security/second-factor/disable', undefined, player.auth))
          .statusCode,
      ).toBe(204);
      expect((await login(credentials)).statusCode).toBe(200);
      expect((await login({ ...credentials, code: recoveryCodes[2]! })).statusCode).toBe(200);
    });

    it('support resets it after an identity check, with a reason, audited', async () => {
      const player = await registerPlayer(t.app);
      await enableTwoFactor(player);
      const me = (await get('/api/v1/me', player.auth)).json<{ globalId: string }>();
      const support = await createStaff(t.app, ['support']);
      const content = await createStaff(t.app, ['content']);
      const url = `/api/admin/users/${me.globalId}/second-factor/reset`;
      expectErrorBody(
        await post(url, { identityChecked: true, reason: 'called in' }, content.auth),
        403,
        'forbidden',
      );
      expectErrorBody(
        await post(url, { reason: 'called in' }, support.auth),
        400,
        'validation_error',
      );
      const reset = await post(
        url,
        { identityChecked: true, reason: 'lost phone; ID checked on a video call' },
        support.auth,
      );
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json()).toMatchObject({ secondFactorEnabled: false });
      expectErrorBody(
        await post(url, { identityChecked: true, reason: 'again' }, support.auth),
        409,
        'conflict',
      );
      const audit = await get(
        `/api/admin/audit?action=user.second_factor.reset&targetId=${me.globalId}`,
        support.auth,
      );
      expect(audit.body).toContain('lost phone');
      expect((await login({ email: player.email, password: player.password })).statusCode).toBe(
        200,
      );
    });
  });

  describe('step-up before a withdrawal', () => {
    it('is required once the sign-in is older than 5 minutes, honoured after it, and expires', async () => {
      const player = await registerPlayer(t.app);
      await fund(t.app, player.email, '100');
      const withdraw = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/wallet/txns/withdraw',
          headers: { ...player.auth, 'idempotency-key': randomUUID() },
          payload: {
            currency: 'USDT-TRC20',
            address: TRON,
            amount: '10',
            memo: null,
            provider: null,
          },
        });
      t.clock.advance(5 * 60_000 + 1000);
      expectErrorBody(await withdraw(), 403, 'step_up_required');
      await post('/api/v1/me/security/step-up', { password: player.password }, player.auth);
      const done = await withdraw();
      expect(done.statusCode, done.body).toBe(200);
      t.clock.advance(5 * 60_000 + 1000);
      expectErrorBody(await withdraw(), 403, 'step_up_required');
    });
  });

  describe('sessions', () => {
    it('lists them with device, marks the current one, ends one and the others', async () => {
      const player = await registerPlayer(t.app);
      const chrome =
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
      const other = (await login({ email: player.email, password: player.password }, chrome)).json<{
        token: string;
      }>();
      const third = (await login({ email: player.email, password: player.password })).json<{
        token: string;
      }>();
      const list = (await get('/api/v1/me/security/sessions', player.auth)).json<{
        data: Array<{ id: number; device: string; current: boolean }>;
      }>().data;
      expect(list).toHaveLength(3);
      expect(list.filter((session) => session.current)).toHaveLength(1);
      const macSession = list.find((session) => session.device === 'Chrome on macOS');
      expect(macSession).toBeDefined();
      // The new device was mailed about.
      expect((await mails(player.email)).map((mail) => mail.subject)).toContain(
        'New sign-in to your Wheelhouse account',
      );

      const stranger = await registerPlayer(t.app);
      expectErrorBody(
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/me/security/sessions/${macSession!.id}`,
          headers: stranger.auth,
        }),
        404,
        'not_found',
      );
      const ended = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/me/security/sessions/${macSession!.id}`,
        headers: player.auth,
      });
      expect(ended.statusCode).toBe(204);
      expectErrorBody(
        await get('/api/v1/me', { authorization: `Bearer ${other.token}` }),
        401,
        'unauthorized',
      );
      const others = await post('/api/v1/me/security/sessions/end-others', undefined, player.auth);
      expect(others.json()).toEqual({ ended: 1 });
      expectErrorBody(
        await get('/api/v1/me', { authorization: `Bearer ${third.token}` }),
        401,
        'unauthorized',
      );
      expect((await get('/api/v1/me', player.auth)).statusCode).toBe(200);
    });

    it('keeps a sign-in history with refused attempts', async () => {
      const player = await registerPlayer(t.app);
      await login({ email: player.email, password: 'wrong-password-2' });
      await login({ email: player.email, password: player.password });
      const history = (await get('/api/v1/me/security/sign-ins', player.auth)).json<{
        data: Array<{ success: boolean; failure: string | null; device: string }>;
      }>().data;
      expect(history.map(({ success, failure }) => ({ success, failure }))).toEqual([
        { success: true, failure: null },
        { success: false, failure: 'password' },
        { success: true, failure: null },
      ]);
      expect(history[0]!.device).toBe('Firefox on Linux');
    });
  });
});
