import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPolicyVersion, Policy } from '@wheelhouse/contracts/policies';
import { createStaff, expectErrorBody, registerPlayer } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { servicesOf } from '../../test/ledger-consistency';
import { users } from '../users/schema';

describe.each(databaseTargets())('policy pages on %s', (target) => {
  let t: TestApp;
  let content: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp(target);
    content = (await createStaff(t.app, ['content'])).auth;
  });
  afterAll(async () => t.close());

  async function publish(slug: string, contents: unknown, headers = content) {
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/policies/${slug}/versions`,
      headers,
      payload: { contents },
    });
  }

  async function read(slug: string, query = '') {
    return t.app.inject({ url: `/api/v1/policies/${slug}${query}` });
  }

  async function acceptedTermsOf(email: string) {
    const [row] = await t.database.db
      .select({ version: users.acceptedTermsVersion })
      .from(users)
      .where(eq(users.email, email));
    return row?.version;
  }

  it('publishes versions that players read in their language, and sign-up records the terms version', async () => {
    expectErrorBody(await read('terms'), 404, 'not_found');
    const early = await registerPlayer(t.app);
    expect(await acceptedTermsOf(early.email)).toBeNull();

    const first = await publish('terms', {
      en: { title: 'Terms', body: '# Terms\n\nVersion one.' },
      ru: { title: 'Правила', body: '# Правила\n\nВерсия один.' },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<AdminPolicyVersion>()).toMatchObject({ slug: 'terms', version: 1 });
    const signedUp = await registerPlayer(t.app);
    expect(await acceptedTermsOf(signedUp.email)).toBe(1);

    const second = await publish('terms', { en: { title: 'Terms', body: 'Version two.' } });
    expect(second.json<AdminPolicyVersion>().version).toBe(2);
    const later = await registerPlayer(t.app);
    expect(await acceptedTermsOf(later.email)).toBe(2);
    expect(await acceptedTermsOf(signedUp.email)).toBe(1);

    // A sign-up must accept the terms it was shown: missing or stale, it is refused and no
    // account is created (the email stays free).
    const signUp = (termsVersion?: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { email: 'terms-check@example.com', password: 'Wh-terms-Passw0rd', termsVersion },
      });
    expect(expectErrorBody(await signUp(), 400, 'validation_error').fields).toEqual({
      termsVersion: { key: 'Validation.required' },
    });
    expect(expectErrorBody(await signUp(1), 400, 'validation_error').fields).toEqual({
      termsVersion: { key: 'Validation.terms_outdated', params: { current: 2 } },
    });
    expect(await acceptedTermsOf('terms-check@example.com')).toBeUndefined();
    expect((await signUp(2)).statusCode).toBe(201);
    expect(await acceptedTermsOf('terms-check@example.com')).toBe(2);

    // Version 2 has no Russian text: Russian readers get the English one, marked as English.
    const russian = (await read('terms', '?lang=ru')).json<Policy>();
    expect(russian).toMatchObject({ version: 2, locale: 'en', body: 'Version two.' });
    const versions = await t.app.inject({
      url: '/api/admin/policies/terms/versions',
      headers: content,
    });
    expect(versions.json<{ items: AdminPolicyVersion[] }>().items.map((v) => v.version)).toEqual([
      2, 1,
    ]);
    const list = await t.app.inject({ url: '/api/admin/policies', headers: content });
    const items = list.json<{ items: Array<{ slug: string; currentVersion: number | null }> }>()
      .items;
    expect(items).toHaveLength(6);
    expect(items.find((item) => item.slug === 'terms')?.currentVersion).toBe(2);
    expect(items.find((item) => item.slug === 'cookies')?.currentVersion).toBeNull();

    const audit = await servicesOf(t.app).audit.entriesFor('policy', 'terms');
    expect(audit.map((row) => row.action)).toEqual(['policy.publish', 'policy.publish']);
  });

  it('refuses texts without English, unknown languages, empty bodies and unknown slugs', async () => {
    const noEnglish = await publish('privacy', { ru: { title: 'П', body: 'Текст' } });
    expect(expectErrorBody(noEnglish, 400, 'validation_error').fields).toHaveProperty(
      'contents.en',
    );
    const unknown = await publish('privacy', {
      en: { title: 'Privacy', body: 'Text' },
      xx: { title: 'X', body: 'Y' },
    });
    expect(expectErrorBody(unknown, 400, 'validation_error').fields).toHaveProperty('contents.xx');
    const empty = await publish('privacy', { en: { title: 'Privacy', body: '   ' } });
    expect(expectErrorBody(empty, 400, 'validation_error').fields).toHaveProperty(
      'contents.en.body',
    );
    expectErrorBody(
      await publish('nonsense', { en: { title: 'A', body: 'B' } }),
      400,
      'validation_error',
    );
    expectErrorBody(await read('nonsense'), 400, 'validation_error');
    expectErrorBody(await read('terms', '?lang=xx'), 400, 'validation_error');
  });

  it('lets only content staff (and admins) manage policies', async () => {
    const finance = (await createStaff(t.app, ['finance'])).auth;
    expectErrorBody(
      await publish('cookies', { en: { title: 'C', body: 'B' } }, finance),
      403,
      'forbidden',
    );
    const player = await registerPlayer(t.app);
    expect(
      (await publish('cookies', { en: { title: 'C', body: 'B' } }, player.auth)).statusCode,
    ).toBe(401);
  });

  it('seeds every policy in every language of the player app once', async () => {
    const policies = servicesOf(t.app).policies;
    const created = await policies.seedDemo();
    expect(created).toBe(5); // terms exists from the tests above
    expect(await policies.seedDemo()).toBe(0);
    const cookies = (await read('cookies', '?lang=ru')).json<Policy>();
    expect(cookies).toMatchObject({
      version: 1,
      locale: 'ru',
      title: 'Политика использования cookie',
    });
    const privacy = (await read('privacy', '?lang=uk')).json<Policy>();
    expect(privacy).toMatchObject({ locale: 'uk', title: 'Політика конфіденційності' });
    expect(privacy.body).toContain('## Ваші права');
    const terms = (await read('terms', '?lang=kk')).json<Policy>();
    // terms was published by the tests above, in English and Russian only: Kazakh falls back.
    expect(terms.locale).toBe('en');
    const gaming = (await read('responsible-gaming', '?lang=kk')).json<Policy>();
    expect(gaming).toMatchObject({ locale: 'kk', title: 'Жауапты ойын' });
  });
});
