import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import {
  cookieFrom,
  expectErrorBody,
  registerPlayer,
  strongPassword,
  uniqueEmail,
} from '../../test/factories';

describe.each(databaseTargets())('auth on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '6' },
    });
  });
  afterAll(async () => t?.close());

  const register = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: payload as object,
      headers,
    });
  const login = (payload: unknown, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: payload as object,
      remoteAddress: ip,
    });

  describe('register', () => {
    it('creates an account, answers 201 with a session and sets the httpOnly cookie', async () => {
      const response = await register({
        email: uniqueEmail(),
        password: strongPassword(),
        currency: 'EUR',
        language: 'ru',
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
      const cookie = response.cookies.find((c) => c.name === 'wh_session');
      expect(cookie).toMatchObject({
        value: body.token,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
      expect(cookie?.secure).toBeFalsy();
      // The app's readable "signed in" hint, with no secret in it, lives as long as the session.
      expect(response.cookies.find((c) => c.name === 'wh_signed_in')).toMatchObject({
        value: '1',
        path: '/',
        expires: cookie?.expires,
      });
      expect(response.cookies.find((c) => c.name === 'wh_signed_in')?.httpOnly).toBeFalsy();
      const me = await t.app.inject({
        url: '/api/v1/me',
        headers: { authorization: `Bearer ${body.token}` },
      });
      expect(me.json()).toMatchObject({ language: 'ru', currency: 'EUR' });
    });

    it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
      const proxied = await createTestApp(target, { env: { TRUST_PROXY: 'true' } });
      try {
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/api/v1/auth/register',
          payload: { email: uniqueEmail(), password: strongPassword() },
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(response.statusCode).toBe(201);
        expect(response.cookies.find((c) => c.name === 'wh_session')?.secure).toBe(true);
      } finally {
        await proxied.close();
      }
    });

    it('rejects an invalid email', async () => {
      const body = expectErrorBody(
        await register({ email: 'not-an-email', password: strongPassword() }),
        400,
        'validation_error',
      );
      expect(body.fields).toEqual({ email: { key: 'Validation.invalid_email' } });
    });

    it('rejects missing fields as required', async () => {
      const body = expectErrorBody(await register({}), 400, 'validation_error');
      expect(body.fields).toMatchObject({
        email: { key: 'Validation.required' },
        password: { key: 'Validation.required' },
      });
    });

    it('rejects a short and a long password with their limits', async () => {
      const short = expectErrorBody(
        await register({ email: uniqueEmail(), password: 'Ab3$' }),
        400,
        'validation_error',
      );
      expect(short.fields).toEqual({
        password: { key: 'Validation.min_length', params: { min: 8 } },
      });
      const long = expectErrorBody(
        await register({ email: uniqueEmail(), password: 'x'.repeat(65) }),
        400,
        'validation_error',
      );
      expect(long.fields).toEqual({
        password: { key: 'Validation.max_length', params: { max: 64 } },
      });
    });

    it('rejects common passwords, whatever their case', async () => {
      for (const password of ['password1', 'QWERTY123', 'iloveyou']) {
        const body = expectErrorBody(
          await register({ email: uniqueEmail(), password }),
          400,
          'validation_error',
        );
        expect(body.fields).toEqual({ password: { key: 'Validation.common_password' } });
      }
    });

    it('rejects unknown fields, unknown currencies and unsupported languages', async () => {
      const unknown = expectErrorBody(
        await register({ email: uniqueEmail(), password: strongPassword(), isAdmin: true }),
        400,
        'validation_error',
      );
      expect(unknown.fields).toEqual({ isAdmin: { key: 'Validation.unknown_field' } });
      const currency = expectErrorBody(
        await register({ email: uniqueEmail(), password: strongPassword(), currency: 'XYZ' }),
        400,
        'validation_error',
      );
      expect((currency.fields as Record<string, { key: string }>).currency?.key).toBe(
        'Validation.invalid_value',
      );
      const language = expectErrorBody(
        await register({ email: uniqueEmail(), password: strongPassword(), language: 'de' }),
        400,
        'validation_error',
      );
      expect((language.fields as Record<string, { key: string }>).language?.key).toBe(
        'Validation.invalid_value',
      );
    });

    it('treats emails case-insensitively: a second sign-up in another case is 409 email_taken', async () => {
      const email = uniqueEmail();
      await registerPlayer(t.app, { email });
      expectErrorBody(
        await register({ email: email.toUpperCase(), password: strongPassword() }),
        409,
        'email_taken',
      );
      expectErrorBody(
        await register({ email: `  ${email}  `, password: strongPassword() }),
        409,
        'email_taken',
      );
    });

    it('gives exactly one account to two parallel sign-ups with the same email', async () => {
      const email = uniqueEmail();
      const responses = await Promise.all([
        register({ email, password: strongPassword() }),
        register({ email: email.toUpperCase(), password: strongPassword() }),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(responses.find((r) => r.statusCode === 409)?.json().detail).toBe('email_taken');
    });

    it('answers malformed JSON with 400 malformed_json', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: '{"email": "a@b.c", ',
        headers: { 'content-type': 'application/json' },
      });
      expectErrorBody(response, 400, 'malformed_json');
    });

    it('answers a body over the limit with 413 payload_too_large', async () => {
      const response = await register({
        email: uniqueEmail(),
        password: strongPassword(),
        padding: 'x'.repeat(1024 * 1024 + 10),
      });
      expectErrorBody(response, 413, 'payload_too_large');
    });

    it('answers a non-JSON content type with 415', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: 'email=a@b.c&password=whatever1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expectErrorBody(response, 415, 'unsupported_media_type');
    });
  });

  describe('login', () => {
    it('signs in with the right password (any email case) and issues a new token each time', async () => {
      const player = await registerPlayer(t.app);
      const first = await login(
        { email: player.email.toUpperCase(), password: player.password },
        '10.1.0.1',
      );
      const second = await login({ email: player.email, password: player.password }, '10.1.0.1');
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(first.json().token).not.toBe(second.json().token);
      expect(first.json().token).not.toBe(player.token);
      expect(cookieFrom(first, 'wh_session')).toBe(`wh_session=${first.json().token}`);
    });

    it('answers a wrong password and an unknown email alike with 401 invalid_credentials', async () => {
      const player = await registerPlayer(t.app);
      const wrong = expectErrorBody(
        await login({ email: player.email, password: 'not-the-password' }, '10.2.0.1'),
        401,
        'invalid_credentials',
      );
      const unknown = expectErrorBody(
        await login({ email: uniqueEmail(), password: 'not-the-password' }, '10.2.0.1'),
        401,
        'invalid_credentials',
      );
      expect(wrong.message).toBe(unknown.message);
      expect(wrong.fields).toBeUndefined();
    });

    it('locks an account after too many failures, even for the right password, with Retry-After', async () => {
      const player = await registerPlayer(t.app);
      for (let i = 0; i < 3; i += 1) {
        expectErrorBody(
          await login({ email: player.email, password: 'wrong-password' }, `10.3.0.${i + 1}`),
          401,
          'invalid_credentials',
        );
      }
      const locked = await login({ email: player.email, password: player.password }, '10.3.1.1');
      expectErrorBody(locked, 429, 'too_many_requests');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    });

    it('blocks an IP after too many failures across accounts, without blocking other IPs', async () => {
      const victim = await registerPlayer(t.app);
      for (let i = 0; i < 6; i += 1) {
        await login({ email: uniqueEmail(), password: 'wrong-password' }, '10.4.0.1');
      }
      const blocked = await login({ email: victim.email, password: victim.password }, '10.4.0.1');
      expectErrorBody(blocked, 429, 'too_many_requests');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      const elsewhere = await login({ email: victim.email, password: victim.password }, '10.4.0.2');
      expect(elsewhere.statusCode).toBe(200);
    });

    it('lets a player under the limit sign in normally, and a success clears their account count', async () => {
      const player = await registerPlayer(t.app);
      for (let i = 0; i < 2; i += 1)
        await login({ email: player.email, password: 'wrong-password' }, '10.5.0.1');
      expect(
        (await login({ email: player.email, password: player.password }, '10.5.0.1')).statusCode,
      ).toBe(200);
      for (let i = 0; i < 2; i += 1)
        await login({ email: player.email, password: 'wrong-password' }, '10.5.0.2');
      expect(
        (await login({ email: player.email, password: player.password }, '10.5.0.2')).statusCode,
      ).toBe(200);
    });
  });

  describe('sessions', () => {
    it('accepts the cookie and the bearer token', async () => {
      const player = await registerPlayer(t.app);
      const byBearer = await t.app.inject({ url: '/api/v1/me', headers: player.auth });
      const byCookie = await t.app.inject({
        url: '/api/v1/me',
        headers: { cookie: `wh_session=${player.token}` },
      });
      expect(byBearer.statusCode).toBe(200);
      expect(byCookie.statusCode).toBe(200);
      expect(byBearer.json().email).toBe(player.email);
    });

    it('logout deletes the session and clears the cookie', async () => {
      const player = await registerPlayer(t.app);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        headers: { cookie: `wh_session=${player.token}` },
      });
      expect(out.statusCode).toBe(204);
      const cleared = out.cookies.find((c) => c.name === 'wh_session');
      expect(cleared?.value).toBe('');
      expect(out.cookies.find((c) => c.name === 'wh_signed_in')?.value).toBe('');
      expectErrorBody(
        await t.app.inject({ url: '/api/v1/me', headers: player.auth }),
        401,
        'unauthorized',
      );
    });

    it('refuses random, forged and malformed tokens', async () => {
      const player = await registerPlayer(t.app);
      const forged = `${player.token.slice(0, -1)}${player.token.endsWith('A') ? 'B' : 'A'}`;
      for (const token of ['x'.repeat(43), forged, 'short', '']) {
        expectErrorBody(
          await t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } }),
          401,
          'unauthorized',
        );
      }
    });

    it('a token only ever shows its own player', async () => {
      const alice = await registerPlayer(t.app);
      const bob = await registerPlayer(t.app);
      const asBob = await t.app.inject({ url: '/api/v1/me', headers: bob.auth });
      expect(asBob.json().email).toBe(bob.email);
      expect(asBob.json().email).not.toBe(alice.email);
      // Bob's language change does not touch Alice.
      await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/me',
        headers: bob.auth,
        payload: { language: 'ru' },
      });
      expect((await t.app.inject({ url: '/api/v1/me', headers: alice.auth })).json().language).toBe(
        'en',
      );
    });

    it('expires an idle session', async () => {
      const idle = await createTestApp(target, { env: { SESSION_IDLE_MINUTES: '30' } });
      try {
        const player = await registerPlayer(idle.app);
        idle.clock.advance(20 * 60_000);
        expect(
          (await idle.app.inject({ url: '/api/v1/me', headers: player.auth })).statusCode,
        ).toBe(200);
        // That request counted as use, so another 20 minutes is still within the idle limit.
        idle.clock.advance(20 * 60_000);
        expect(
          (await idle.app.inject({ url: '/api/v1/me', headers: player.auth })).statusCode,
        ).toBe(200);
        idle.clock.advance(31 * 60_000);
        expectErrorBody(
          await idle.app.inject({ url: '/api/v1/me', headers: player.auth }),
          401,
          'unauthorized',
        );
      } finally {
        await idle.close();
      }
    });

    it('expires a session at its absolute limit even when used', async () => {
      const capped = await createTestApp(target, {
        env: { SESSION_IDLE_MINUTES: '1440', SESSION_ABSOLUTE_DAYS: '2' },
      });
      try {
        const player = await registerPlayer(capped.app);
        for (let hours = 0; hours < 47; hours += 12) {
          capped.clock.advance(12 * 3_600_000);
          const response = await capped.app.inject({ url: '/api/v1/me', headers: player.auth });
          expect(response.statusCode).toBe(hours + 12 < 48 ? 200 : 401);
        }
        expectErrorBody(
          await capped.app.inject({ url: '/api/v1/me', headers: player.auth }),
          401,
          'unauthorized',
        );
      } finally {
        await capped.close();
      }
    });
  });
});
