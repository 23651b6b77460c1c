import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { AdminGame, GamesPage } from '@wheelhouse/contracts/games';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, expectErrorBody, registerPlayer } from '../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../test/harness';

// A small stand-in for the web build: Vite's index.html shape and one hashed entry script with
// the .br and .gz copies the build's precompress step writes next to it.
const INDEX_HTML = `<!doctype html>
<html lang="en" class="bg-slate-950">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Wheelhouse</title>
    <script type="module" crossorigin src="/assets/app-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const ENTRY = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n'),
);
const ENTRY_BR = brotliCompressSync(ENTRY);
const ENTRY_GZ = gzipSync(ENTRY);
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>';
const PUBLIC_URL = 'https://casino.example';
// The build's prerendered guest home sections (apps/web/scripts/prerender-first-paint.tsx).
const FIRST_PAINT = {
  en: '<section data-first-paint="en"><h1>Your table is ready</h1></section>',
  ru: '<section data-first-paint="ru"><h1>Ваш стол готов</h1></section>',
};
// The signed-in player's greeting, with the placeholder the server fills in.
const PLAYER_FIRST_PAINT =
  '<section data-first-paint="player"><h1>Welcome back, {{name}}!</h1></section>';
// The shell's frame alone, every other page's first paint (English only here).
const SHELL_FIRST_PAINT = '<header data-first-paint="shell"><a href="/en/">Wheelhouse</a></header>';
// A game page's frame, with the placeholders the server fills in from the catalogue.
const GAME_FIRST_PAINT =
  '<article><h1>{{title}}</h1>{{label}}<a href="{{providerHref}}">{{provider}}</a>' +
  '<dd>{{rtp}}%</dd><img src="{{image}}" alt="" /></article>';
const GAME_LABELS = { exclusive: '<span>Exclusive</span>', early_access: '<span>Early</span>' };
// A tournament page's header, and the pieces the server puts in it.
const TOURNAMENT_FIRST_PAINT = '<header>{{badge}}<h1>{{title}}</h1>{{description}}</header>';
const TOURNAMENT_PARTS = {
  badges: { active: '<b>Active</b>', 'active+vip': '<b>Active VIP</b>', upcoming: '<b>Soon</b>' },
  description: '<p>{{text}}</p>',
};

/** The body as sent, decoded per its Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  expect(encoding).toBeUndefined();
  return response.rawPayload;
}

function metaContent(html: string, attribute: 'name' | 'property', key: string) {
  const tag = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html);
  return tag?.[1];
}

describe.each(databaseTargets())('web app serving on %s', (target) => {
  let webDist: string;
  let t: TestApp;
  let game: AdminGame;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'wh-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), ENTRY);
    await writeFile(path.join(webDist, 'assets', 'app-abc123.js.br'), ENTRY_BR);
    await writeFile(path.join(webDist, 'assets', 'app-abc123.js.gz'), ENTRY_GZ);
    await writeFile(path.join(webDist, 'favicon.svg'), FAVICON);
    await mkdir(path.join(webDist, 'first-paint'));
    for (const [locale, html] of Object.entries(FIRST_PAINT))
      await writeFile(path.join(webDist, 'first-paint', `home.${locale}.html`), html);
    await writeFile(path.join(webDist, 'first-paint', 'home-player.en.html'), PLAYER_FIRST_PAINT);
    await writeFile(path.join(webDist, 'first-paint', 'shell.en.html'), SHELL_FIRST_PAINT);
    await writeFile(path.join(webDist, 'first-paint', 'game.en.html'), GAME_FIRST_PAINT);
    await writeFile(
      path.join(webDist, 'first-paint', 'game-labels.en.json'),
      JSON.stringify(GAME_LABELS),
    );
    await writeFile(
      path.join(webDist, 'first-paint', 'tournament.en.html'),
      TOURNAMENT_FIRST_PAINT,
    );
    await writeFile(
      path.join(webDist, 'first-paint', 'tournament-parts.en.json'),
      JSON.stringify(TOURNAMENT_PARTS),
    );
    t = await createTestApp(target, { env: { WEB_DIST: webDist, PUBLIC_URL } });
    await t.app.services.games.seedDemo();
    const content = await createStaff(t.app, ['content']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/games',
      headers: content.auth,
      payload: {
        slug: 'neon-nights',
        title: 'Neon "Nights" <b>& Co</b>',
        provider: 'red-lantern',
        categories: ['slots'],
        imageUrl: 'https://cdn.example/neon-nights.png',
        rtp: '96.00',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    game = created.json<AdminGame>();
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  describe('the guest home page’s first paint', () => {
    const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1];
    const page = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

    it('is in the HTML of the home page, in the address’s language, for a guest', async () => {
      for (const locale of ['en', 'ru'] as const) {
        const response = await page(`/${locale}/`, { 'accept-encoding': 'br' });
        expect(response.statusCode).toBe(200);
        expect(rootOf(decoded(response).toString('utf8'))).toBe(FIRST_PAINT[locale]);
        expect(response.headers.vary).toMatch(/cookie/i);
      }
      // A promo or sign-in link to the home page paints the same.
      expect(rootOf((await page('/en/?auth=register&promo=X')).body)).toBe(FIRST_PAINT.en);
    });

    it('greets a signed-in player by name, escaped, in a page no shared cache keeps', async () => {
      // No name yet: the email's local part, as the app greets them.
      const local = `o'neil-${Date.now()}`;
      const player = await registerPlayer(t.app, { email: `${local}@example.test` });
      const response = await page('/en/', {
        cookie: `wh_session=${player.token}`,
        'accept-encoding': 'br',
      });
      expect(response.statusCode).toBe(200);
      expect(rootOf(decoded(response).toString('utf8'))).toBe(
        PLAYER_FIRST_PAINT.replace('{{name}}', local.replace("'", '&#39;')),
      );
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers.vary).toMatch(/cookie/i);
      // A language without a player's first paint in the build: the empty mount point.
      const ru = await page('/ru/', { cookie: `wh_session=${player.token}` });
      expect(rootOf(ru.body)).toBe('');
      // A guest's page is still for everybody.
      expect((await page('/en/')).headers['cache-control']).toBe('no-cache');
    });

    it('is the shell’s frame for other pages and an unknown session, and none for a messenger bot or an unprefixed address', async () => {
      const cases: Array<[string, Record<string, string>, string]> = [
        ['/en/', { cookie: 'wh_session=any' }, SHELL_FIRST_PAINT],
        ['/en/games/favorites', {}, SHELL_FIRST_PAINT],
        ['/en/policies/terms', {}, SHELL_FIRST_PAINT],
        ['/en/sportsbook', {}, SHELL_FIRST_PAINT],
        ['/en/no-such-page', {}, SHELL_FIRST_PAINT],
        // No shell in this language in the build.
        ['/ru/sportsbook', {}, ''],
        ['/ru/?bot_id=7&bot_type=normal', {}, ''],
        ['/en/sportsbook?bot_id=7&bot_type=normal', {}, ''],
        ['/', { 'accept-language': 'ru' }, ''],
      ];
      for (const [url, headers, expected] of cases) {
        const response = await page(url, headers);
        expect(response.statusCode, url).toBe(200);
        expect(rootOf(response.body), url).toBe(expected);
      }
      // Only the home page varies by cookie.
      expect((await page('/en/games/favorites')).headers.vary).not.toMatch(/cookie/i);
    });

    it('a game page paints the game’s frame from the catalogue, escaped, the same for everyone', async () => {
      const expected =
        '<article><h1>Neon &quot;Nights&quot; &lt;b&gt;&amp; Co&lt;/b&gt;</h1>' +
        '<a href="/en/providers/red-lantern/games">Red Lantern Gaming</a><dd>96.00%</dd>' +
        '<img src="https://cdn.example/neon-nights.png" alt="" /></article>';
      const guest = await page(`/en/games/${game.id}`, { 'accept-encoding': 'br' });
      expect(guest.statusCode).toBe(200);
      expect(rootOf(decoded(guest).toString('utf8'))).toBe(expected);
      // By slug too, and for a player: not personal, so shared caches may keep it.
      const player = await registerPlayer(t.app);
      const signedIn = await page('/en/games/neon-nights', {
        cookie: `wh_session=${player.token}`,
      });
      expect(rootOf(signedIn.body)).toBe(expected);
      expect(signedIn.headers['cache-control']).toBe('no-cache');
      expect(signedIn.headers.vary).not.toMatch(/cookie/i);
      // A labelled game shows its badge; an original's artwork is a path on this site.
      expect(rootOf((await page('/en/games/dice')).body)).toBe(
        '<article><h1>Dice</h1><span>Exclusive</span>' +
          '<a href="/en/providers/wheelhouse-originals/games">Wheelhouse Originals</a>' +
          '<dd>99.00%</dd><img src="/games/dice.svg" alt="" /></article>',
      );
    });

    it('a tournament page paints its header as a guest sees it, escaped, with its title in the head', async () => {
      const content = await createStaff(t.app, ['content']);
      const create = async (payload: Record<string, unknown>) => {
        const now = Date.now();
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/admin/tournaments',
          headers: content.auth,
          payload: {
            startsAt: new Date(now - 60_000).toISOString(),
            endsAt: new Date(now + 3_600_000).toISOString(),
            scoring: 'turnover',
            entry: 'opt_in',
            prizes: [{ rank: 1, amount: '50', balanceType: 'main' }],
            ...payload,
          },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ id: number }>().id;
      };
      const cup = await create({
        descriptions: {
          en: { name: 'Spin <Cup> & "Co"', description: 'Most <b>turnover</b> wins' },
        },
      });
      const plain = await create({ descriptions: { en: { name: 'Quiet cup' } } });
      const vip = await create({ descriptions: { en: { name: 'VIP cup' } }, vipPlayersOnly: true });

      const response = await page(`/en/tournaments/${cup}`);
      expect(response.statusCode).toBe(200);
      expect(rootOf(response.body)).toBe(
        '<header><b>Active</b><h1>Spin &lt;Cup&gt; &amp; &quot;Co&quot;</h1>' +
          '<p>Most &lt;b&gt;turnover&lt;/b&gt; wins</p></header>',
      );
      expect(response.body).toContain(
        '<title>Spin &lt;Cup&gt; &amp; &quot;Co&quot; — a tournament at Wheelhouse</title>',
      );
      // No description: no paragraph.
      expect(rootOf((await page(`/en/tournaments/${plain}`)).body)).toBe(
        '<header><b>Active</b><h1>Quiet cup</h1></header>',
      );
      // One a guest cannot see, or none at all: the shell, and the site's own title.
      for (const id of [vip, 999_999_999]) {
        const hidden = await page(`/en/tournaments/${id}`);
        expect(rootOf(hidden.body), String(id)).toBe(SHELL_FIRST_PAINT);
        expect(hidden.body).not.toContain('VIP cup');
      }
      expect(rootOf((await page('/en/tournaments/abc')).body)).toBe(SHELL_FIRST_PAINT);
    });

    it('a game page the catalogue does not know paints the shell; a messenger bot gets none', async () => {
      const cases: Array<[string, string]> = [
        ['/en/games/999999', SHELL_FIRST_PAINT],
        ['/en/games/no-such-game', SHELL_FIRST_PAINT],
        // No game frame and no shell in this language in the build.
        [`/ru/games/${game.id}`, ''],
        [`/en/games/${game.id}?bot_id=7&bot_type=normal`, ''],
      ];
      for (const [url, expected] of cases) {
        const response = await page(url);
        expect(response.statusCode, url).toBe(200);
        expect(rootOf(response.body), url).toBe(expected);
      }
    });
  });

  describe('the entry script', () => {
    const url = '/assets/app-abc123.js';

    it('is sent as brotli when the browser accepts it', async () => {
      const response = await t.app.inject({
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.equals(ENTRY_BR)).toBe(true);
      expect(decoded(response).equals(ENTRY)).toBe(true);
    });

    it('is sent as gzip when only gzip is accepted', async () => {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toContain('immutable');
      expect(response.rawPayload.equals(ENTRY_GZ)).toBe(true);
      expect(
        (await t.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip;q=0.8' } })).headers[
          'content-encoding'
        ],
      ).toBe('gzip');
    });

    it('is sent as it is otherwise, still varying by Accept-Encoding', async () => {
      for (const headers of [
        {},
        { 'accept-encoding': 'identity' },
        { 'accept-encoding': 'zstd' },
      ]) {
        const response = await t.app.inject({ url, headers });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toContain('immutable');
        expect(response.rawPayload.equals(ENTRY)).toBe(true);
      }
    });

    it('keeps the security headers, and the copies are not addresses of their own', async () => {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expectErrorBody(await t.app.inject({ url: `${url}.br` }), 404, 'not_found');
      expectErrorBody(await t.app.inject({ url: `${url}.gz` }), 404, 'not_found');
    });
  });

  it('files outside /assets are revalidated', async () => {
    const response = await t.app.inject({
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(FAVICON);
  });

  it('missing files, unknown API paths and /ws paths answer the JSON 404', async () => {
    for (const url of [
      '/assets/missing.js',
      '/favicon-nope.png',
      '/games/nope.svg',
      '/api/nope',
      '/api/v2/nope?x=1',
      '/ws/nope',
      '/healthz/nope',
    ])
      for (const accept of ['*/*', 'text/html,application/xhtml+xml', 'application/json'])
        expectErrorBody(await t.app.inject({ url, headers: { accept } }), 404, 'not_found');
    expectErrorBody(await t.app.inject({ method: 'POST', url: '/en/' }), 404, 'not_found');
  });

  describe('pages', () => {
    it('GET /en/ with Accept */* answers the app with the English home metadata', async () => {
      const response = await t.app.inject({ url: '/en/', headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain(
        "frame-ancestors 'self' https://web.telegram.org",
      );
      const html = response.body;
      expect(html).toContain('<html lang="en" class="bg-slate-950">');
      expect(html).toContain('<title>Wheelhouse — online casino and sportsbook</title>');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(metaContent(html, 'name', 'description')).toMatch(/sportsbook/);
      expect(metaContent(html, 'property', 'og:title')).toBe(
        'Wheelhouse — online casino and sportsbook',
      );
      expect(metaContent(html, 'property', 'og:description')).toBe(
        metaContent(html, 'name', 'description'),
      );
      expect(metaContent(html, 'property', 'og:type')).toBe('website');
      expect(metaContent(html, 'property', 'og:url')).toBe('https://casino.example/en/');
      expect(metaContent(html, 'property', 'og:locale')).toBe('en_US');
      expect(html).toContain('<script type="module" crossorigin src="/assets/app-abc123.js">');
      // A guest's home page comes with its first paint in the mount point.
      expect(html).toContain(`<div id="root">${FIRST_PAINT.en}</div>`);
    });

    it('answers whatever the Accept header, and HEAD too', async () => {
      for (const headers of [{}, { accept: 'application/json' }, { accept: 'image/png' }]) {
        const response = await t.app.inject({ url: '/en/profile', headers });
        expect(response.statusCode, JSON.stringify(headers)).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      }
      const head = await t.app.inject({ method: 'HEAD', url: '/en/' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(head.body).toBe('');
      for (const url of ['/', '/index.html', '/en', '/ru/no-such-page', '/profile', '/games/1'])
        expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    });

    it('keeps the readable session hint true to the session cookie, so guests need not ask /me', async () => {
      const hint = (response: { cookies: { name: string; value: string }[] }) =>
        response.cookies.find((c) => c.name === 'wh_signed_in')?.value;
      // A session from before the hint existed gets it; a guest gets none.
      expect(hint(await t.app.inject({ url: '/en/', headers: { cookie: 'wh_session=x' } }))).toBe(
        '1',
      );
      expect(hint(await t.app.inject({ url: '/en/' }))).toBeUndefined();
      // A hint left without a session is cleared; one that matches is left alone.
      expect(hint(await t.app.inject({ url: '/en/', headers: { cookie: 'wh_signed_in=1' } }))).toBe(
        '',
      );
      const both = await t.app.inject({
        url: '/en/',
        headers: { cookie: 'wh_session=x; wh_signed_in=1' },
      });
      expect(both.headers['set-cookie']).toBeUndefined();
    });

    it('/metrics refused to a stranger answers as an unknown page address does', async () => {
      const stranger = { remoteAddress: '203.0.113.9', headers: { 'accept-encoding': 'br' } };
      const refused = await t.app.inject({ url: '/metrics', ...stranger });
      const unknown = await t.app.inject({ url: '/metricz', ...stranger });
      expect(refused.statusCode).toBe(200);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.headers['content-encoding']).toBe('br');
      const strip = (html: string) => html.replace(/\/metric[sz]/g, '/x');
      expect(strip(decoded(refused).toString())).toBe(strip(decoded(unknown).toString()));
      const scrape = await t.app.inject({ url: '/metrics' });
      expect(scrape.statusCode).toBe(200);
      expect(scrape.headers['content-type']).toMatch(/^text\/plain/);
    });

    it('/ru/ is in Russian', async () => {
      const html = (await t.app.inject({ url: '/ru/' })).body;
      expect(html).toContain('<html lang="ru"');
      expect(html).toContain('<title>Wheelhouse — онлайн-казино и ставки на спорт</title>');
      expect(metaContent(html, 'name', 'description')).toMatch(/ставки на спорт/);
      expect(metaContent(html, 'property', 'og:locale')).toBe('ru_RU');
      expect(metaContent(html, 'property', 'og:url')).toBe('https://casino.example/ru/');
    });

    it('without a locale in the address, follows Accept-Language and says so in Vary', async () => {
      const response = await t.app.inject({
        url: '/',
        headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' },
      });
      expect(response.body).toContain('<html lang="ru"');
      expect(response.headers.vary).toMatch(/accept-language/i);
      const prefixed = await t.app.inject({ url: '/en/', headers: { 'accept-language': 'ru' } });
      expect(prefixed.body).toContain('<html lang="en"');
      expect(prefixed.headers.vary).not.toMatch(/accept-language/i);
    });

    it('a game page names the game from the catalogue, escaped, with its image', async () => {
      const html = (await t.app.inject({ url: `/en/games/${game.slug}` })).body;
      const title = 'Neon &quot;Nights&quot; &lt;b&gt;&amp; Co&lt;/b&gt; — play at Wheelhouse';
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).not.toContain('<b>&');
      expect(metaContent(html, 'property', 'og:title')).toBe(title);
      expect(metaContent(html, 'name', 'description')).toContain('Red Lantern Gaming');
      expect(metaContent(html, 'property', 'og:image')).toBe('https://cdn.example/neon-nights.png');
      const russian = (await t.app.inject({ url: `/ru/games/${game.id}` })).body;
      expect(russian).toContain('— играть в Wheelhouse</title>');
      expect(russian).toContain('Neon &quot;Nights&quot;');
      // A demo game: an SVG picture is no link preview.
      const dice = (await t.app.inject({ url: '/en/games/dice' })).body;
      expect(dice).toContain('<title>Dice — play at Wheelhouse</title>');
      expect(metaContent(dice, 'property', 'og:image')).toBeUndefined();
    });

    it('category and provider pages use their catalogue titles per language', async () => {
      const category = (await t.app.inject({ url: '/ru/categories/slots/games' })).body;
      expect(category).toContain('<title>Слоты — игры в Wheelhouse</title>');
      const english = (await t.app.inject({ url: '/en/categories/slots/games' })).body;
      expect(english).toContain('<title>Slots — games at Wheelhouse</title>');
      const provider = (await t.app.inject({ url: '/en/providers/red-lantern/games' })).body;
      expect(provider).toContain('<title>Red Lantern Gaming games at Wheelhouse</title>');
    });

    it('an unknown game falls back to the site defaults, not indexed', async () => {
      for (const url of ['/en/games/no-such-game', '/en/games/999999', '/en/games/%3Cx%3E']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain(
          '<title>Wheelhouse — online casino and sportsbook</title>',
        );
        expect(metaContent(response.body, 'name', 'robots'), url).toBe('noindex');
      }
    });

    it('is compressed when the browser accepts it, and revalidates with an ETag', async () => {
      const response = await t.app.inject({
        url: '/en/',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(response).toString()).toContain('<html lang="en"');
      const gzip = await t.app.inject({ url: '/en/', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      const plain = await t.app.inject({ url: '/en/' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);

      const etag = String(plain.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await t.app.inject({ url: '/en/', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await t.app.inject({ url: '/ru/', headers: { 'if-none-match': etag } });
      expect(other.statusCode).toBe(200);
    });
  });

  describe('API responses', () => {
    it('a JSON list above 1 KB is compressed, br or gzip as accepted', async () => {
      for (const [accepted, expected] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const response = await t.app.inject({
          url: '/api/v2/games/collection?limit=30',
          headers: { 'accept-encoding': accepted },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(expected);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        const body = decoded(response);
        expect(body.length).toBeGreaterThan(1024);
        expect(response.rawPayload.length).toBeLessThan(body.length);
        const page = JSON.parse(body.toString('utf8')) as GamesPage;
        expect(page.data.length).toBe(30);
        expect(page.meta.total).toBeGreaterThan(30);
      }
      const plain = await t.app.inject({ url: '/api/v2/games/collection?limit=30' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json<GamesPage>().data.length).toBe(30);
    });

    it('small answers are sent as they are', async () => {
      const response = await t.app.inject({
        url: '/api/v1/languages',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeLessThan(1024);
      expect(response.headers['content-encoding']).toBeUndefined();
    });

    it('error bodies keep their shape through compression', async () => {
      const response = await t.app.inject({
        url: '/api/nope',
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(404);
      expect(JSON.parse(decoded(response).toString()).detail).toBe('not_found');
    });
  });
});
