import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBanner, BannersResponse } from '@wheelhouse/contracts/banners';
import { createStaff, expectErrorBody, registerPlayer } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';

const HOUR = 3_600_000;

describe.each(databaseTargets())('banners on %s', (target) => {
  let t: TestApp;
  let content: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp(target);
    content = (await createStaff(t.app, ['content'])).auth;
  });
  afterAll(async () => t.close());

  async function create(body: Record<string, unknown>, headers = content) {
    return t.app.inject({ method: 'POST', url: '/api/admin/banners', headers, payload: body });
  }

  async function createOk(body: Record<string, unknown>): Promise<AdminBanner> {
    const response = await create({
      imageUrl: '/banners/welcome-bonus.svg',
      texts: { en: { title: 'Title' } },
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminBanner>();
  }

  async function showing(query: string, headers: Record<string, string> = {}) {
    const response = await t.app.inject({ url: `/api/v1/banners?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BannersResponse>().items;
  }

  it('shows active banners of the place within their time window, ordered, to guests', async () => {
    const now = t.clock.now().getTime();
    const second = await createOk({ place: 'order', sortOrder: 20, linkUrl: '/bonuses' });
    const first = await createOk({
      place: 'order',
      sortOrder: 10,
      linkUrl: 'https://example.com/promo',
      startsAt: new Date(now - HOUR).toISOString(),
      endsAt: new Date(now + HOUR).toISOString(),
    });
    await createOk({ place: 'order', active: false });
    const later = await createOk({ place: 'order', startsAt: new Date(now + HOUR).toISOString() });
    const ending = await createOk({
      place: 'order',
      endsAt: new Date(now + 2 * HOUR).toISOString(),
    });
    await createOk({ place: 'elsewhere' });

    const items = await showing('place=order');
    expect(items.map((item) => item.id)).toEqual([ending.id, first.id, second.id]);
    expect(items[1]).toEqual({
      id: first.id,
      title: 'Title',
      subtitle: null,
      imageUrl: '/banners/welcome-bonus.svg',
      linkUrl: 'https://example.com/promo',
    });

    // Two hours on: the first has ended, the one ending then too (the end is exclusive), and the
    // one starting in an hour shows.
    t.clock.advance(2 * HOUR);
    expect((await showing('place=order')).map((item) => item.id)).toEqual([later.id, second.id]);
    // Staff sessions idle out after an hour; the later tests sign in again.
    content = (await createStaff(t.app, ['content'])).auth;
  });

  it('gives an unknown place an empty list and a malformed place a validation error', async () => {
    expect(await showing('place=nowhere')).toEqual([]);
    for (const query of ['place=Wallet%21', 'place=', '']) {
      const response = await t.app.inject({ url: `/api/v1/banners?${query}` });
      const body = expectErrorBody(response, 400, 'validation_error');
      expect(body.fields).toHaveProperty('place');
    }
  });

  it('speaks the lang query, else the player’s language, else Accept-Language, else English', async () => {
    await createOk({
      place: 'lang',
      texts: { en: { title: 'Hello', subtitle: 'Sub' }, ru: { title: 'Привет' } },
    });
    expect((await showing('place=lang'))[0]).toMatchObject({ title: 'Hello', subtitle: 'Sub' });
    expect((await showing('place=lang&lang=ru'))[0]).toMatchObject({
      title: 'Привет',
      subtitle: null,
    });
    expect((await showing('place=lang&lang=ru-RU'))[0]?.title).toBe('Привет');
    expect((await showing('place=lang&lang=de'))[0]?.title).toBe('Hello');
    expect(
      (await showing('place=lang', { 'accept-language': 'de-DE, ru;q=0.8, en;q=0.5' }))[0]?.title,
    ).toBe('Привет');

    const russian = await registerPlayer(t.app, { language: 'ru' });
    expect((await showing('place=lang', russian.auth))[0]?.title).toBe('Привет');
    expect((await showing('place=lang&lang=en', russian.auth))[0]?.title).toBe('Hello');

    // A banner with only English shows English to everyone.
    await createOk({ place: 'lang-en', texts: { en: { title: 'Only English' } } });
    expect((await showing('place=lang-en&lang=ru'))[0]?.title).toBe('Only English');
  });

  it('lets only content staff (and admins) manage banners', async () => {
    const finance = (await createStaff(t.app, ['finance'])).auth;
    const admin = (await createStaff(t.app, ['admin'])).auth;
    const player = (await registerPlayer(t.app)).auth;
    const body = { place: 'roles', imageUrl: '/banners/a.svg', texts: { en: { title: 'x' } } };

    expectErrorBody(await create(body, finance), 403, 'forbidden');
    expectErrorBody(await create(body, player), 401, 'unauthorized');
    expectErrorBody(await t.app.inject({ url: '/api/admin/banners' }), 401, 'unauthorized');
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/banners', headers: finance }),
      403,
      'forbidden',
    );
    expect((await create(body, admin)).statusCode).toBe(201);
    const list = await t.app.inject({ url: '/api/admin/banners?place=roles', headers: content });
    expect(list.json<{ items: AdminBanner[] }>().items).toHaveLength(1);
  });

  it('rejects unsafe links, foreign images, missing English and a reversed window, writing nothing', async () => {
    const base = { place: 'bad', imageUrl: '/banners/a.svg', texts: { en: { title: 'x' } } };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, linkUrl: 'javascript:alert(1)' }, 'linkUrl'],
      [{ ...base, linkUrl: 'http://example.com' }, 'linkUrl'],
      [{ ...base, linkUrl: '//evil.example' }, 'linkUrl'],
      [{ ...base, imageUrl: 'http://example.com/a.png' }, 'imageUrl'],
      [{ ...base, imageUrl: '/elsewhere/a.svg' }, 'imageUrl'],
      [{ ...base, imageUrl: 'data:image/svg+xml,<svg/>' }, 'imageUrl'],
      [{ ...base, texts: { ru: { title: 'x' } } }, 'texts.en'],
      [{ ...base, texts: { en: { title: '' } } }, 'texts.en.title'],
      [{ ...base, texts: { en: { title: 'x' }, de: { title: 'x' } } }, 'texts.de'],
      [{ ...base, place: 'Bad Place' }, 'place'],
      [{ ...base, extra: true }, 'extra'],
      [{ ...base, startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }, 'endsAt'],
      [{ ...base, startsAt: 'tomorrow' }, 'startsAt'],
    ];
    for (const [body, field] of cases) {
      const response = await create(body);
      const error = expectErrorBody(response, 400, 'validation_error');
      expect(Object.keys(error.fields as object), JSON.stringify(body)).toContain(field);
    }
    const list = await t.app.inject({ url: '/api/admin/banners?place=bad', headers: content });
    expect(list.json<{ items: AdminBanner[] }>().items).toEqual([]);
  });

  it('updates and deletes with an audit row each; unknown ids are 404', async () => {
    const banner = await createOk({ place: 'edit', endsAt: '2100-01-01T00:00:00.000Z' });
    const patch = (id: number, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/banners/${id}`,
        headers: { ...content, 'x-request-id': `banner-edit-${id}` },
        payload,
      });

    const changed = await patch(banner.id, { active: false, texts: { en: { title: 'New' } } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AdminBanner>()).toMatchObject({
      active: false,
      texts: { en: { title: 'New' } },
    });
    expect(await showing('place=edit')).toEqual([]);

    // Only one end in the request, but the stored end makes the window reversed.
    const reversed = await patch(banner.id, { startsAt: '2100-06-01T00:00:00Z' });
    expect(expectErrorBody(reversed, 400, 'validation_error').fields).toHaveProperty('endsAt');
    expectErrorBody(await patch(banner.id, {}), 400, 'validation_error');
    expectErrorBody(
      await patch(banner.id, { linkUrl: 'javascript:void(0)' }),
      400,
      'validation_error',
    );
    expectErrorBody(await patch(999_999, { active: true }), 404, 'not_found');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/banners/${banner.id}`,
      headers: content,
    });
    expect(removed.statusCode).toBe(204);
    expectErrorBody(
      await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/banners/${banner.id}`,
        headers: content,
      }),
      404,
      'not_found',
    );

    const audit = await t.app.services.audit.entriesFor('banner', String(banner.id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'banner.create',
      'banner.delete',
      'banner.update',
    ]);
    const update = audit.find((row) => row.action === 'banner.update');
    expect(update).toMatchObject({
      requestId: `banner-edit-${banner.id}`,
      before: { active: true },
      after: { active: false },
    });
  });

  it('seeds the demo wallet banners once, in English and Russian, with images that ship', async () => {
    expect(await t.app.services.banners.seedDemo()).toBe(3);
    expect(await t.app.services.banners.seedDemo()).toBe(0);
    const english = await showing('place=wallet');
    const russian = await showing('place=wallet&lang=ru');
    expect(english).toHaveLength(3);
    expect(russian.map((item) => item.title)).not.toEqual(english.map((item) => item.title));
    for (const item of english) expect(item.imageUrl).toMatch(/^\/banners\/[a-z-]+\.svg$/);
  });
});
