import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type TestApp } from '../test/harness';
import { expectErrorBody, registerPlayer, strongPassword, uniqueEmail } from '../test/factories';

describe.each(databaseTargets())('platform on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  it('error bodies carry the request id as key, also when the caller sent one', async () => {
    const generated = await t.app.inject({ url: '/api/v1/me' });
    const body = expectErrorBody(generated, 401, 'unauthorized');
    expect(body.key).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      url: '/api/v1/me',
      headers: { 'x-request-id': 'trace-abc-12345' },
    });
    expect(given.headers['x-request-id']).toBe('trace-abc-12345');
    expect(given.json().key).toBe('trace-abc-12345');
    const insane = await t.app.inject({
      url: '/api/v1/me',
      headers: { 'x-request-id': 'bad id with spaces <script>' },
    });
    expect(insane.headers['x-request-id']).not.toContain(' ');
    expect(insane.json().key).toBe(insane.headers['x-request-id']);
  });

  it('unknown API routes answer 404 in the error body, also for html requests', async () => {
    expectErrorBody(await t.app.inject({ url: '/api/unknown' }), 404, 'not_found');
    expectErrorBody(
      await t.app.inject({ url: '/api/unknown', headers: { accept: 'text/html' } }),
      404,
      'not_found',
    );
    expectErrorBody(
      await t.app.inject({ method: 'DELETE', url: '/api/v1/languages' }),
      404,
      'not_found',
    );
  });

  it('a 500 shows no internals but logs the stack under the same request id', async () => {
    const broken = await createTestApp(target);
    try {
      broken.app.services.users.me = async () => {
        throw new Error('secret internal detail: connection string postgres://x');
      };
      const player = await registerPlayer(broken.app);
      const response = await broken.app.inject({ url: '/api/v1/me', headers: player.auth });
      const body = expectErrorBody(response, 500, 'internal_error');
      expect(JSON.stringify(body)).not.toContain('secret internal detail');
      const logged = broken.logs.join('');
      expect(logged).toContain('secret internal detail');
      expect(logged).toContain(String(body.key));
    } finally {
      await broken.close();
    }
  });

  it('healthz answers; readyz answers 200 when migrated and 503 when a migration is missing', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const lagging = await createTestApp(target);
    try {
      await lagging.database.db.execute(sql`delete from drizzle.__drizzle_migrations`);
      const response = await lagging.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json().pendingMigrations.length).toBeGreaterThan(0);
    } finally {
      await lagging.close();
    }
  });

  it('readyz answers 503 when the database is gone', async () => {
    const dying = await createTestApp(target);
    try {
      await dying.database.close();
      expect((await dying.app.inject({ url: '/readyz' })).statusCode).toBe(503);
    } finally {
      await dying.app.close();
      await dying.close().catch(() => undefined);
    }
  });

  it('sends the strict CSP and serves the OpenAPI document and UI under it', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "connect-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'self' https://web.telegram.org",
    ]) {
      expect(csp).toContain(directive);
    }
    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/auth/register', '/api/v1/me', '/api/admin/users/{id}/ban']),
    );
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(String(ui.headers['content-security-policy'])).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  it('never writes passwords or session tokens to the log', async () => {
    const password = strongPassword();
    const email = uniqueEmail();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password },
    });
    const token = registered.json().token as string;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: `${password}-wrong` },
    });
    await t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });
    await t.app.inject({ url: '/api/v1/me', headers: { cookie: `wh_session=${token}` } });
    await t.app.inject({ url: `/api/v1/me?token=${token}` });
    t.app.log.info({ password, token, body: { password, token } }, 'a careless log call');
    const logged = t.logs.join('');
    expect(logged).toContain('a careless log call');
    expect(logged).not.toContain(password);
    expect(logged).not.toContain(token);
  });
});

describe('global rate limit', () => {
  it('answers 429 in the error body with Retry-After past the per-IP budget', async () => {
    const t = await createTestApp('pglite', {
      env: { RATE_LIMIT_PER_MINUTE: '3', PROVIDER_WALLET_RATE_LIMIT_PER_MINUTE: '6' },
    });
    try {
      for (let i = 0; i < 3; i += 1)
        expect(
          (await t.app.inject({ url: '/api/v1/languages', remoteAddress: '10.9.0.1' })).statusCode,
        ).toBe(200);
      const limited = await t.app.inject({ url: '/api/v1/languages', remoteAddress: '10.9.0.1' });
      expectErrorBody(limited, 429, 'too_many_requests');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        (await t.app.inject({ url: '/api/v1/languages', remoteAddress: '10.9.0.2' })).statusCode,
      ).toBe(200);
      expect((await t.app.inject({ url: '/healthz', remoteAddress: '10.9.0.1' })).statusCode).toBe(
        200,
      );
      // A provider's servers call the wallet from one address past the players' budget: the wallet
      // answers (here: no such provider) on a budget of its own, which a flood still exhausts.
      for (let i = 0; i < 6; i += 1) {
        const wallet = await t.app.inject({
          method: 'POST',
          url: '/api/provider/no-such-provider/user/balance',
          remoteAddress: '10.9.0.1',
          headers: { 'content-type': 'application/json', 'x-signature': '00' },
          payload: '{}',
        });
        expect(wallet.statusCode).toBe(404);
      }
      const flood = await t.app.inject({
        method: 'POST',
        url: '/api/provider/no-such-provider/user/balance',
        remoteAddress: '10.9.0.1',
        headers: { 'content-type': 'application/json', 'x-signature': '00' },
        payload: '{}',
      });
      expect(flood.statusCode).toBe(429);
      // A refused caller spends the budget too: guards run after the limit, not before it.
      for (let i = 0; i < 3; i += 1)
        expectErrorBody(
          await t.app.inject({ url: '/api/v1/me', remoteAddress: '10.9.0.3' }),
          401,
          'unauthorized',
        );
      expectErrorBody(
        await t.app.inject({ url: '/api/v1/me', remoteAddress: '10.9.0.3' }),
        429,
        'too_many_requests',
      );
      // Static files of the SPA (a lobby loads dozens of tile images) never spend the budget.
      for (let i = 0; i < 5; i += 1) {
        const image = await t.app.inject({ url: '/games/dice.svg', remoteAddress: '10.9.0.1' });
        expect(image.statusCode).not.toBe(429);
      }
    } finally {
      await t.close();
    }
  });
});

describe('worker role', () => {
  it('answers health probes but serves no API', async () => {
    const t = await createTestApp('pglite', { env: { ROLE: 'worker' } });
    try {
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      expectErrorBody(await t.app.inject({ url: '/api/v1/languages' }), 404, 'not_found');
    } finally {
      await t.close();
    }
  });
});

describe('SPA serving', () => {
  let webDist: string;
  let t: TestApp;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'wh-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Wheelhouse SPA</title>',
    );
    await writeFile(path.join(webDist, 'assets', 'app-3f2a1b.js'), 'console.log(1)');
    t = await createTestApp('pglite', { env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves index.html for / and for client routes like /en/profile, uncached', async () => {
    for (const url of ['/', '/en/profile', '/ru/casino?tab=1']) {
      const response = await t.app.inject({
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(response.statusCode, url).toBe(200);
      // The build's title gives way to the page's own (spa.int.test.ts has the metadata).
      expect(response.body).toMatch(/<title>[^<]*Wheelhouse[^<]*<\/title>/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ url: '/assets/app-3f2a1b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps /api and missing assets as JSON 404s; pages answer whatever the Accept', async () => {
    expectErrorBody(
      await t.app.inject({ url: '/api/unknown', headers: { accept: 'text/html' } }),
      404,
      'not_found',
    );
    expectErrorBody(await t.app.inject({ url: '/assets/missing.js' }), 404, 'not_found');
    // Issue 12: link previews, crawlers and probes send Accept: */* (or anything) and get the page.
    const page = await t.app.inject({
      url: '/en/profile',
      headers: { accept: 'application/json' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
