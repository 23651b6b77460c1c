import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProfileComplete, type User } from '@wheelhouse/contracts/users';
import { expectErrorBody, registerPlayer, type TestPlayer } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';

describe.each(databaseTargets())('profile fields on %s', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target, {
      env: {
        SUPPORT_CHAT_SCRIPT_URL: 'https://chat.example.test/{locale}/widget.js',
        SUPPORT_CHAT_SECRET: 'a-chat-secret-of-some-length',
      },
    });
  });
  afterAll(async () => t.close());

  async function patch(player: TestPlayer, payload: Record<string, unknown>) {
    return t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/profile',
      headers: player.auth,
      payload,
    });
  }

  it('takes the name once, gender any time and the date of birth once; then the profile is complete', async () => {
    const player = await registerPlayer(t.app);
    const before = (await t.app.inject({ url: '/api/v1/me', headers: player.auth })).json<User>();
    expect(before.isNameChangeAvailable).toBe(true);
    expect(isProfileComplete(before)).toBe(false);

    const named = await patch(player, { firstName: ' Anna ', lastName: 'Ivanova-Smith' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json<User>()).toMatchObject({
      firstName: 'Anna',
      lastName: 'Ivanova-Smith',
      isNameChangeAvailable: false,
    });
    const renamed = expectErrorBody(
      await patch(player, { firstName: 'Maria' }),
      409,
      'profile_field_locked',
    );
    expect(renamed.fields).toEqual({ firstName: { key: 'Validation.field_locked' } });

    expect((await patch(player, { gender: 'female' })).json<User>().gender).toBe('female');
    expect((await patch(player, { gender: 'male' })).json<User>().gender).toBe('male');
    const born = await patch(player, { dateOfBirth: '1990-02-28' });
    expect(born.statusCode, born.body).toBe(200);
    const complete = born.json<User>();
    expect(complete.dateOfBirth).toBe('1990-02-28');
    expect(isProfileComplete(complete)).toBe(true);
    expectErrorBody(
      await patch(player, { dateOfBirth: '1991-01-01' }),
      409,
      'profile_field_locked',
    );

    // An external chat is configured here: /me carries the signed identity it receives.
    expect(complete.webimUser).toMatchObject({
      fields: { id: complete.globalId, display_name: 'Anna Ivanova-Smith', email: complete.email },
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const config = await t.app.inject({ url: '/api/v1/support/config?lang=pt-BR' });
    expect(config.json()).toEqual({
      mode: 'external',
      scriptUrl: 'https://chat.example.test/pt/widget.js',
    });
  });

  it('refuses minors, impossible dates, invalid names and unknown fields', async () => {
    const player = await registerPlayer(t.app);
    const today = t.clock.now();
    const minor = `${today.getUTCFullYear() - 17}-01-01`;
    const young = expectErrorBody(
      await patch(player, { dateOfBirth: minor }),
      400,
      'validation_error',
    );
    expect(young.fields).toEqual({
      dateOfBirth: { key: 'Validation.min_age', params: { min: 18 } },
    });
    const impossible = expectErrorBody(
      await patch(player, { dateOfBirth: '1990-02-30' }),
      400,
      'validation_error',
    );
    expect(impossible.fields).toEqual({ dateOfBirth: { key: 'Validation.invalid_date' } });
    expectErrorBody(await patch(player, { dateOfBirth: '1890-01-01' }), 400, 'validation_error');
    expectErrorBody(await patch(player, { firstName: '<script>' }), 400, 'validation_error');
    expectErrorBody(await patch(player, { firstName: '' }), 400, 'validation_error');
    expectErrorBody(await patch(player, { gender: 'other' }), 400, 'validation_error');
    expectErrorBody(await patch(player, { email: 'x@example.test' }), 400, 'validation_error');
    const unchanged = (
      await t.app.inject({ url: '/api/v1/me', headers: player.auth })
    ).json<User>();
    expect(unchanged).toMatchObject({
      firstName: null,
      dateOfBirth: null,
      isNameChangeAvailable: true,
    });
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/v1/me/profile', payload: {} })).statusCode,
    ).toBe(401);
  });
});
