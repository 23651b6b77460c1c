import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminGame, Game, GamesPage } from '@wheelhouse/contracts/games';
import { ORIGINAL_RTP_PERCENT } from '@wheelhouse/fair/games';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';

const DAY = 86_400_000;
// Addresses the bundled offline GeoIP table places in these countries.
const US_IP = '8.8.8.8';
const RU_IP = '77.88.8.8';

describe.each(databaseTargets())('games catalogue on %s', (target) => {
  let t: TestApp;
  let content: { authorization: string };
  let alice: TestPlayer;
  let bob: TestPlayer;
  const ids: Record<string, number> = {};

  async function admin(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) {
    return t.app.inject({ method, url: `/api/admin${url}`, headers: content, payload });
  }

  async function createGame(body: Record<string, unknown>): Promise<AdminGame> {
    const response = await admin('POST', '/games', {
      imageUrl: '/games/dice.svg',
      rtp: '96.00',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminGame>();
  }

  async function collection(
    query: string,
    options: { headers?: Record<string, string>; ip?: string } = {},
  ): Promise<GamesPage> {
    const response = await t.app.inject({
      url: `/api/v2/games/collection?${query}`,
      headers: options.headers,
      remoteAddress: options.ip ?? US_IP,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<GamesPage>();
  }

  const slugs = (page: GamesPage) => page.data.map((game) => game.slug);

  beforeAll(async () => {
    t = await createTestApp(target);
    content = (await createStaff(t.app, ['content'])).auth;
    alice = await registerPlayer(t.app, { currency: 'EUR' });
    bob = await registerPlayer(t.app);
    for (const [value, name] of [
      ['p-alpha', 'Alpha Studio'],
      ['p-beta', 'Beta Games'],
    ])
      expect(
        (await admin('PUT', `/games/providers/${value}`, { name, sortOrder: 0 })).statusCode,
      ).toBe(200);
    for (const value of ['cat-a', 'cat-b'])
      expect(
        (
          await admin('PUT', `/games/categories/${value}`, {
            titles: { en: `English ${value}`, ru: `Русский ${value}` },
            sortOrder: value === 'cat-a' ? 2 : 1,
          })
        ).statusCode,
      ).toBe(200);
    const start = t.clock.now().getTime();
    const games = [
      {
        slug: 'alpha-fire',
        title: 'Alpha 100% Fire',
        provider: 'p-alpha',
        categories: ['cat-a'],
        rating: '4.5',
        popularity: 10,
        day: 1,
      },
      {
        slug: 'beta-blast',
        title: 'Beta_Blast',
        provider: 'p-beta',
        categories: ['cat-a', 'cat-b'],
        rating: '3',
        popularity: 50,
        day: 3,
      },
      {
        slug: 'gamma-ray',
        title: 'Gamma Ray',
        provider: 'p-alpha',
        categories: ['cat-b'],
        rating: '5',
        popularity: 30,
        day: 2,
        blacklistCountries: ['RU'],
        blacklistCurrencies: ['EUR'],
      },
      {
        slug: 'delta-wave',
        title: 'delta wave',
        provider: 'p-beta',
        categories: [],
        rating: '4',
        popularity: 40,
        day: 4,
        labelType: 'exclusive',
      },
      {
        slug: 'hidden',
        title: 'Hidden Alpha',
        provider: 'p-alpha',
        categories: ['cat-a'],
        rating: '5',
        popularity: 99,
        day: 5,
        active: false,
      },
    ];
    for (const { day, ...game } of games) {
      const created = await createGame({
        ...game,
        addedAt: new Date(start + day * DAY).toISOString(),
      });
      ids[game.slug] = created.id;
    }
  });
  afterAll(async () => t.close());

  describe('collection', () => {
    it('lists only active games, filtered by category, provider and ids', async () => {
      expect(slugs(await collection('sort=title'))).toEqual([
        'alpha-fire',
        'beta-blast',
        'delta-wave',
        'gamma-ray',
      ]);
      expect(slugs(await collection('category=cat-a&sort=title'))).toEqual([
        'alpha-fire',
        'beta-blast',
      ]);
      expect(slugs(await collection('provider=p-alpha&sort=title'))).toEqual([
        'alpha-fire',
        'gamma-ray',
      ]);
      expect(slugs(await collection('provider=p-beta&category=cat-b'))).toEqual(['beta-blast']);
      expect(
        slugs(
          await collection(
            `ids=${ids['delta-wave']},${ids['alpha-fire']},${ids.hidden}&sort=title`,
          ),
        ),
      ).toEqual(['alpha-fire', 'delta-wave']);
      expect((await collection('category=nowhere')).meta.total).toBe(0);
    });

    it('sorts by rating, title, popularity and recency', async () => {
      expect(slugs(await collection('sort=rate'))).toEqual([
        'gamma-ray',
        'alpha-fire',
        'delta-wave',
        'beta-blast',
      ]);
      expect(slugs(await collection('sort=popularity'))).toEqual([
        'beta-blast',
        'delta-wave',
        'gamma-ray',
        'alpha-fire',
      ]);
      expect(slugs(await collection('sort=recently'))).toEqual([
        'delta-wave',
        'beta-blast',
        'gamma-ray',
        'alpha-fire',
      ]);
      // Popularity is the default order.
      expect(slugs(await collection(''))).toEqual(slugs(await collection('sort=popularity')));
    });

    it('pages with offset and limit and reports the total', async () => {
      const first = await collection('sort=title&limit=3');
      expect(first.meta).toEqual({ offset: 0, limit: 3, total: 4 });
      expect(slugs(first)).toEqual(['alpha-fire', 'beta-blast', 'delta-wave']);
      const second = await collection('sort=title&limit=3&offset=3');
      expect(second.meta).toEqual({ offset: 3, limit: 3, total: 4 });
      expect(slugs(second)).toEqual(['gamma-ray']);
      const beyond = await collection('offset=40');
      expect(beyond).toEqual({ data: [], meta: { offset: 40, limit: 30, total: 4 } });
    });

    it('describes each game as a tile', async () => {
      const [game] = (await collection(`ids=${ids['delta-wave']}`)).data;
      expect(game).toEqual<Game>({
        id: ids['delta-wave']!,
        slug: 'delta-wave',
        title: 'delta wave',
        imageUrl: '/games/dice.svg',
        provider: { value: 'p-beta', name: 'Beta Games' },
        categories: [],
        labelType: 'exclusive',
        blacklists: { countries: [], currencies: [] },
        rtp: '96.00',
        rating: '4.00',
        popularity: 40,
        addedAt: new Date(t.clock.now().getTime() + 4 * DAY).toISOString(),
        isFavorite: false,
        blockReason: null,
        connected: false,
      });
    });

    it('searches a trimmed, case-insensitive part of the title with % and _ taken literally', async () => {
      expect(slugs(await collection('search=%20%20ALPHA%20'))).toEqual(['alpha-fire']);
      expect(slugs(await collection('search=RAY'))).toEqual(['gamma-ray']);
      expect(slugs(await collection(`search=${encodeURIComponent('0% F')}`))).toEqual([
        'alpha-fire',
      ]);
      expect(slugs(await collection(`search=${encodeURIComponent('a_B')}`))).toEqual([
        'beta-blast',
      ]);
      // As wildcards these would match every title.
      expect((await collection(`search=${encodeURIComponent('%%%')}`)).meta.total).toBe(0);
      expect((await collection(`search=${encodeURIComponent('___')}`)).meta.total).toBe(0);
      expect((await collection(`search=${encodeURIComponent('a\\b')}`)).meta.total).toBe(0);
    });

    it('refuses a search term shorter than 3 characters after trimming, and other bad queries', async () => {
      for (const term of ['ab', '%20%20ab%20%20', '%20']) {
        const response = await t.app.inject({ url: `/api/v2/games/collection?search=${term}` });
        const body = expectErrorBody(response, 400, 'validation_error');
        expect(body.fields).toEqual({
          search: { key: 'Validation.min_length', params: { min: 3 } },
        });
      }
      for (const query of [
        'limit=101',
        'limit=0',
        'offset=-1',
        'sort=best',
        'ids=1,x',
        'category=Not%20A%20Slug',
      ]) {
        const response = await t.app.inject({ url: `/api/v2/games/collection?${query}` });
        const body = expectErrorBody(response, 400, 'validation_error');
        expect(Object.keys(body.fields as object)).toHaveLength(1);
      }
    });
  });

  describe('one game', () => {
    it('is found by id or slug; inactive, unknown and malformed are not', async () => {
      for (const key of [ids['gamma-ray'], 'gamma-ray']) {
        const response = await t.app.inject({ url: `/api/v2/games/${key}`, remoteAddress: US_IP });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<Game>()).toMatchObject({
          id: ids['gamma-ray'],
          title: 'Gamma Ray',
          rtp: '96.00',
        });
      }
      for (const key of [ids.hidden, 'hidden', 999_999, 'no-such-game'])
        expectErrorBody(await t.app.inject({ url: `/api/v2/games/${key}` }), 404, 'not_found');
      expectErrorBody(
        await t.app.inject({ url: '/api/v2/games/Bad%20Slug' }),
        400,
        'validation_error',
      );
    });

    it('answers an id past the games id column (int4) with 400, never a database error', async () => {
      for (const key of ['2147483648', '9223372036854775808', '99999999999999999999999', '0'])
        expectErrorBody(
          await t.app.inject({ url: `/api/v2/games/${key}` }),
          400,
          'validation_error',
        );
      expectErrorBody(await t.app.inject({ url: '/api/v2/games/2147483647' }), 404, 'not_found');
      expectErrorBody(
        await t.app.inject({
          method: 'PUT',
          url: '/api/v2/games/favorites/2147483648',
          headers: bob.auth,
        }),
        400,
        'validation_error',
      );
    });
  });

  describe('block reasons', () => {
    const gamma = async (options: { headers?: Record<string, string>; ip: string }) =>
      (await collection(`ids=${ids['gamma-ray']}`, options)).data[0]!.blockReason;

    it('blocks by the country of the request address', async () => {
      expect(await gamma({ ip: US_IP })).toBeNull();
      expect(await gamma({ ip: RU_IP })).toBe('country');
      expect(await gamma({ ip: `::ffff:${RU_IP}` })).toBe('country');
      // Unknown country (a private address): nothing to block on.
      expect(await gamma({ ip: '10.1.2.3' })).toBeNull();
      expect(await gamma({ ip: RU_IP, headers: bob.auth })).toBe('country');
    });

    it('blocks by the viewer’s currency, the country first', async () => {
      expect(await gamma({ ip: US_IP, headers: alice.auth })).toBe('currency');
      expect(await gamma({ ip: RU_IP, headers: alice.auth })).toBe('country');
      expect(await gamma({ ip: US_IP, headers: bob.auth })).toBeNull();
      const page = await collection('sort=title', { headers: alice.auth });
      expect(page.data.map((game) => game.blockReason)).toEqual([null, null, null, 'currency']);
      const single = await t.app.inject({ url: '/api/v2/games/gamma-ray', headers: alice.auth });
      expect(single.json<Game>().blockReason).toBe('currency');
    });
  });

  describe('favourites', () => {
    const favorites = async (player: TestPlayer, query = '') => {
      const response = await t.app.inject({
        url: `/api/v2/games/favorites?${query}`,
        headers: player.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<GamesPage>();
    };
    const put = (player: TestPlayer, gameId: number | string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v2/games/favorites/${gameId}`,
        headers: player.auth,
      });
    const remove = (player: TestPlayer, gameId: number | string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v2/games/favorites/${gameId}`,
        headers: player.auth,
      });

    it('are for signed-in players only', async () => {
      expectErrorBody(await t.app.inject({ url: '/api/v2/games/favorites' }), 401, 'unauthorized');
      for (const method of ['PUT', 'DELETE'] as const)
        expectErrorBody(
          await t.app.inject({ method, url: `/api/v2/games/favorites/${ids['alpha-fire']}` }),
          401,
          'unauthorized',
        );
    });

    it('adds idempotently, lists newest first, marks tiles, and removes idempotently', async () => {
      for (let round = 0; round < 2; round += 1) {
        const added = await put(alice, ids['alpha-fire']!);
        expect(added.statusCode, added.body).toBe(200);
        expect(added.json()).toEqual({ gameId: ids['alpha-fire'], isFavorite: true });
      }
      t.clock.advance(1000);
      expect((await put(alice, ids['gamma-ray']!)).statusCode).toBe(200);

      const listed = await favorites(alice);
      expect(slugs(listed)).toEqual(['gamma-ray', 'alpha-fire']);
      expect(listed.meta).toEqual({ offset: 0, limit: 30, total: 2 });
      expect(listed.data.every((game) => game.isFavorite)).toBe(true);
      expect(slugs(await favorites(alice, 'limit=1&offset=1'))).toEqual(['alpha-fire']);
      expect(slugs(await favorites(alice, `ids=${ids['alpha-fire']}`))).toEqual(['alpha-fire']);

      const marked = (page: GamesPage) =>
        page.data.filter((game) => game.isFavorite).map((game) => game.slug);
      expect(marked(await collection('sort=title', { headers: alice.auth }))).toEqual([
        'alpha-fire',
        'gamma-ray',
      ]);
      // Another player and a guest see no hearts, and the other player's list is empty.
      expect(marked(await collection('sort=title', { headers: bob.auth }))).toEqual([]);
      expect(marked(await collection('sort=title'))).toEqual([]);
      expect(await favorites(bob)).toEqual({ data: [], meta: { offset: 0, limit: 30, total: 0 } });
      const single = await t.app.inject({ url: '/api/v2/games/alpha-fire', headers: alice.auth });
      expect(single.json<Game>().isFavorite).toBe(true);

      // Bob removing Alice's favourite changes only Bob's (empty) list.
      expect((await remove(bob, ids['alpha-fire']!)).statusCode).toBe(200);
      expect(slugs(await favorites(alice))).toEqual(['gamma-ray', 'alpha-fire']);

      for (let round = 0; round < 2; round += 1) {
        const removed = await remove(alice, ids['alpha-fire']!);
        expect(removed.statusCode, removed.body).toBe(200);
        expect(removed.json()).toEqual({ gameId: ids['alpha-fire'], isFavorite: false });
      }
      expect(slugs(await favorites(alice))).toEqual(['gamma-ray']);
    });

    it('keeps one favourite when the same add races with itself', async () => {
      const racer = await registerPlayer(t.app);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => put(racer, ids['beta-blast']!)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
      expect(await favorites(racer)).toMatchObject({ meta: { total: 1 } });
    });

    it('refuses unknown and inactive games with 404 and malformed ids with 400', async () => {
      for (const gameId of [999_999, ids.hidden!]) {
        expectErrorBody(await put(alice, gameId), 404, 'not_found');
        expectErrorBody(await remove(alice, gameId), 404, 'not_found');
      }
      expectErrorBody(await put(alice, 'abc'), 400, 'validation_error');
      expectErrorBody(await put(alice, 0), 400, 'validation_error');
    });

    it('hides a favourite while its game is inactive', async () => {
      expect((await put(bob, ids['delta-wave']!)).statusCode).toBe(200);
      expect(
        (await admin('PATCH', `/games/${ids['delta-wave']}`, { active: false })).statusCode,
      ).toBe(200);
      expect((await favorites(bob)).meta.total).toBe(0);
      expect(
        (await admin('PATCH', `/games/${ids['delta-wave']}`, { active: true })).statusCode,
      ).toBe(200);
      expect(slugs(await favorites(bob))).toEqual(['delta-wave']);
    });
  });

  it('documents every games path in the OpenAPI description', async () => {
    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode, spec.body).toBe(200);
    const paths = spec.json<{ paths: Record<string, unknown> }>().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/games/collection',
        '/api/v2/games/{idOrSlug}',
        '/api/v2/games/favorites/{gameId}',
        '/api/admin/games/{id}',
        '/api/admin/games/categories/{value}',
      ]),
    );
  });

  describe('categories and providers', () => {
    it('lists categories in order, titled in the asked or the player’s language', async () => {
      const titles = async (query: string, headers?: Record<string, string>) =>
        (await t.app.inject({ url: `/api/v2/games/categories${query}`, headers })).json<{
          items: Array<{ value: string; title: string }>;
        }>().items;
      expect(await titles('')).toEqual([
        { value: 'cat-b', title: 'English cat-b' },
        { value: 'cat-a', title: 'English cat-a' },
      ]);
      expect((await titles('?lang=ru'))[0]).toEqual({ value: 'cat-b', title: 'Русский cat-b' });
      const russian = await registerPlayer(t.app, { language: 'ru' });
      expect((await titles('', russian.auth))[0]!.title).toBe('Русский cat-b');
    });

    it('lists providers with their active game counts', async () => {
      const response = await t.app.inject({ url: '/api/v2/games/providers' });
      expect(response.json()).toEqual({
        items: [
          { value: 'p-alpha', name: 'Alpha Studio', gamesCount: 2 },
          { value: 'p-beta', name: 'Beta Games', gamesCount: 2 },
        ],
      });
    });
  });

  describe('back office', () => {
    it('needs the content role (admin passes); players and other staff are refused', async () => {
      const support = (await createStaff(t.app, ['support'])).auth;
      const administrator = (await createStaff(t.app, ['admin'])).auth;
      const valid = {
        slug: 'omega',
        title: 'Omega',
        provider: 'p-alpha',
        imageUrl: '/games/dice.svg',
        rtp: '95',
      };
      for (const [method, url, payload] of [
        ['GET', '/api/admin/games', undefined],
        ['POST', '/api/admin/games', valid],
        ['PATCH', `/api/admin/games/${ids['alpha-fire']}`, { title: 'Renamed' }],
        ['GET', '/api/admin/games/categories', undefined],
        ['PUT', '/api/admin/games/providers/p-alpha', { name: 'Renamed', sortOrder: 0 }],
      ] as const) {
        expectErrorBody(await t.app.inject({ method, url, payload }), 401, 'unauthorized');
        expectErrorBody(
          await t.app.inject({ method, url, headers: alice.auth, payload }),
          401,
          'unauthorized',
        );
        expectErrorBody(
          await t.app.inject({ method, url, headers: support, payload }),
          403,
          'forbidden',
        );
      }
      expect((await t.app.inject({ url: '/api/v2/games/alpha-fire' })).json<Game>().title).toBe(
        'Alpha 100% Fire',
      );
      const listed = await t.app.inject({
        url: '/api/admin/games?limit=2',
        headers: administrator,
      });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json<{ meta: unknown }>().meta).toEqual({ offset: 0, limit: 2, total: 5 });
    });

    it('creates and changes games with audit rows; bad references and taken slugs change nothing', async () => {
      const created = await createGame({
        slug: 'epsilon',
        title: 'Epsilon',
        provider: 'p-beta',
        categories: ['cat-b'],
      });
      const changed = await admin('PATCH', `/games/${created.id}`, {
        title: 'Epsilon II',
        provider: 'p-alpha',
        labelType: 'early_access',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<AdminGame>()).toMatchObject({
        title: 'Epsilon II',
        provider: 'p-alpha',
        labelType: 'early_access',
      });

      const audit = await t.app.services.audit.entriesFor('game', String(created.id));
      expect(audit.map((row) => row.action).sort()).toEqual(['game.create', 'game.update']);
      const update = audit.find((row) => row.action === 'game.update')!;
      expect(update.before).toMatchObject({ title: 'Epsilon', provider: 'p-beta' });
      expect(update.after).toMatchObject({ title: 'Epsilon II', provider: 'p-alpha' });

      const badProvider = await admin('POST', '/games', {
        slug: 'zeta',
        title: 'Zeta',
        provider: 'p-none',
        imageUrl: '/games/dice.svg',
        rtp: '95',
      });
      expect(expectErrorBody(badProvider, 400, 'validation_error').fields).toEqual({
        provider: { key: 'Validation.invalid' },
      });
      const badCategory = await admin('PATCH', `/games/${created.id}`, {
        categories: ['cat-a', 'cat-none'],
      });
      expect(expectErrorBody(badCategory, 400, 'validation_error').fields).toEqual({
        categories: { key: 'Validation.invalid' },
      });
      const taken = await admin('POST', '/games', {
        slug: 'alpha-fire',
        title: 'Again',
        provider: 'p-alpha',
        imageUrl: '/games/dice.svg',
        rtp: '95',
      });
      expect(expectErrorBody(taken, 409, 'conflict').fields).toEqual({
        slug: { key: 'Validation.invalid' },
      });
      const takenByUpdate = await admin('PATCH', `/games/${created.id}`, { slug: 'alpha-fire' });
      expectErrorBody(takenByUpdate, 409, 'conflict');
      for (const body of [
        { rtp: '101' },
        { rating: '5.5' },
        { imageUrl: 'javascript:alert(1)' },
        { labelType: 'hot' },
        {},
      ])
        expectErrorBody(
          await admin('PATCH', `/games/${created.id}`, body),
          400,
          'validation_error',
        );
      expectErrorBody(await admin('PATCH', '/games/999999', { title: 'Nobody' }), 404, 'not_found');

      const after = await t.app.inject({ url: `/api/v2/games/${created.id}` });
      expect(after.json<Game>()).toMatchObject({
        slug: 'epsilon',
        title: 'Epsilon II',
        categories: ['cat-b'],
      });
      expect((await t.app.services.audit.entriesFor('game', String(created.id))).length).toBe(2);
    });

    it('audits category and provider changes with before and after', async () => {
      const saved = await admin('PUT', '/games/providers/p-beta', {
        name: 'Beta Games Ltd',
        sortOrder: 5,
      });
      expect(saved.json()).toEqual({ value: 'p-beta', name: 'Beta Games Ltd', sortOrder: 5 });
      const [row] = await t.app.services.audit
        .entriesFor('game_provider', 'p-beta')
        .then((rows) => rows.filter((entry) => entry.action === 'game_provider.update'));
      expect(row).toMatchObject({
        before: { name: 'Beta Games' },
        after: { name: 'Beta Games Ltd' },
      });
      const badTitles = await admin('PUT', '/games/categories/cat-c', {
        titles: { ru: 'Без английского' },
        sortOrder: 0,
      });
      expectErrorBody(badTitles, 400, 'validation_error');
    });
  });
});

describe.each(databaseTargets())('demo catalogue on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  it('seeds the originals and the demo games once', async () => {
    const added = await t.app.services.games.seedDemo();
    expect(added).toBeGreaterThanOrEqual(55);
    expect(await t.app.services.games.seedDemo()).toBe(0);

    const response = await t.app.inject({
      url: '/api/v2/games/collection?category=originals&sort=title',
    });
    const originals = response.json<GamesPage>();
    expect(originals.data.map((game) => game.slug).sort()).toEqual([
      'dice',
      'limbo',
      'mines',
      'plinko',
      'slot',
    ]);
    expect(new Set(originals.data.map((game) => game.provider.name))).toEqual(
      new Set(['Wheelhouse Originals']),
    );
    const all = await t.app.inject({ url: '/api/v2/games/collection?limit=100' });
    expect(all.json<GamesPage>().meta.total).toBe(added);
  });

  it('gives every original the RTP its game page declares, also in a database seeded earlier', async () => {
    await t.app.services.games.seedDemo();
    const originals = async () =>
      (await t.app.inject({ url: '/api/v2/games/collection?category=originals' })).json<GamesPage>()
        .data;
    const rtpBySlug = async () =>
      Object.fromEntries((await originals()).map((game) => [game.slug, game.rtp]));
    expect(await rtpBySlug()).toEqual(ORIGINAL_RTP_PERCENT);

    // A database seeded before the catalogue took the fair package's figures held the slot at 96.00.
    const staff = (await createStaff(t.app, ['content'])).auth;
    const slot = (await originals()).find((game) => game.slug === 'slot')!;
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/games/${slot.id}`,
      headers: staff,
      payload: { rtp: '96.00' },
    });
    expect(stale.statusCode, stale.body).toBe(200);
    expect((await rtpBySlug()).slot).toBe('96.00');

    expect(await t.app.services.games.seedDemo()).toBe(0);
    expect(await rtpBySlug()).toEqual(ORIGINAL_RTP_PERCENT);
  });
});
