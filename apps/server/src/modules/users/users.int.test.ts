import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLanguagesResponse } from '@wheelhouse/contracts/locales';
import { ZUser } from '@wheelhouse/contracts/users';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectErrorBody, registerPlayer } from '../../test/factories';
import { verifyWebsocketToken } from '../../platform/websocket-token';

describe.each(databaseTargets())('users on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  it('GET /me returns the User entity with a public id and a working websocket token', async () => {
    const player = await registerPlayer(t.app);
    const response = await t.app.inject({ url: '/api/v1/me', headers: player.auth });
    expect(response.statusCode).toBe(200);
    const user = ZUser.parse(response.json());
    expect(user).toMatchObject({
      email: player.email,
      language: 'en',
      currency: 'USD',
      isVip: false,
      isNameChangeAvailable: true,
      isPushNotificationsActive: false,
      webimUser: null,
      hasDeposits: false,
      depositCount: 0,
      firstName: null,
      lastName: null,
      gender: null,
      dateOfBirth: null,
      vipManager: { telegramUsername: null },
    });
    expect(user.globalId).toMatch(/^[0-9a-f]{16}$/);
    expect(
      verifyWebsocketToken(t.config.sessionSecret, user.websocketToken, t.clock.now()),
    ).toEqual(expect.any(Number));
  });

  it('GET /me and PATCH /me answer a guest with 401', async () => {
    expectErrorBody(await t.app.inject({ url: '/api/v1/me' }), 401, 'unauthorized');
    expectErrorBody(
      await t.app.inject({ method: 'PATCH', url: '/api/v1/me', payload: { language: 'ru' } }),
      401,
      'unauthorized',
    );
  });

  it('PATCH /me persists the language', async () => {
    const player = await registerPlayer(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: player.auth,
      payload: { language: 'ru' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().language).toBe('ru');
    expect((await t.app.inject({ url: '/api/v1/me', headers: player.auth })).json().language).toBe(
      'ru',
    );
  });

  it('PATCH /me rejects an unsupported language, a missing one and extra fields', async () => {
    const player = await registerPlayer(t.app);
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: player.auth, payload });
    const bad = expectErrorBody(await patch({ language: 'xx' }), 400, 'validation_error');
    expect((bad.fields as Record<string, { key: string }>).language?.key).toBe(
      'Validation.invalid_value',
    );
    const missing = expectErrorBody(await patch({}), 400, 'validation_error');
    expect(missing.fields).toEqual({ language: { key: 'Validation.required' } });
    const extra = expectErrorBody(
      await patch({ language: 'en', isVip: true }),
      400,
      'validation_error',
    );
    expect(extra.fields).toEqual({ isVip: { key: 'Validation.unknown_field' } });
  });

  it('lists the supported languages with same-origin flag icons that are served as SVG', async () => {
    const response = await t.app.inject({ url: '/api/v1/languages?mode=1' });
    expect(response.statusCode).toBe(200);
    const languages = ZLanguagesResponse.parse(response.json());
    expect(languages).toEqual([
      { code: 'en', title: 'English', icon: '/api/v1/languages/icons/en.svg' },
      { code: 'ru', title: 'Русский', icon: '/api/v1/languages/icons/ru.svg' },
      { code: 'uk', title: 'Українська', icon: '/api/v1/languages/icons/uk.svg' },
      { code: 'kk', title: 'Қазақша', icon: '/api/v1/languages/icons/kk.svg' },
    ]);
    for (const language of languages) {
      const icon = await t.app.inject({ url: language.icon });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toContain('image/svg+xml');
      expect(icon.body).toMatch(/^<svg /);
    }
    expect((await t.app.inject({ url: '/api/v1/languages/icons/de.svg' })).statusCode).toBe(400);
    expectErrorBody(
      await t.app.inject({ url: '/api/v1/languages?mode=abc' }),
      400,
      'validation_error',
    );
  });
});
