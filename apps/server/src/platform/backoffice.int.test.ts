import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../test/harness';

// Stand-ins for both builds: the player app at / and the back office at /admin (base /admin/).
const WEB_INDEX = `<!doctype html><html lang="en"><head><title>Wheelhouse</title></head><body><div id="root"></div><script type="module" src="/assets/web-1.js"></script></body></html>\n`;
const ADMIN_INDEX = `<!doctype html><html lang="en"><head><title>Wheelhouse back office</title></head><body><div id="root"></div><script type="module" src="/admin/assets/admin-1.js"></script></body></html>\n`;
const ADMIN_ENTRY = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `export const staff${i} = ${i};`).join('\n'),
);

describe.each(databaseTargets())('back office serving on %s', (target) => {
  let webDist: string;
  let adminDist: string;
  let t: TestApp;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'wh-web-'));
    adminDist = await mkdtemp(path.join(tmpdir(), 'wh-admin-'));
    await writeFile(path.join(webDist, 'index.html'), WEB_INDEX);
    await mkdir(path.join(adminDist, 'assets'));
    await writeFile(path.join(adminDist, 'index.html'), ADMIN_INDEX);
    await writeFile(path.join(adminDist, 'index.html.br'), brotliCompressSync(ADMIN_INDEX));
    await writeFile(path.join(adminDist, 'assets', 'admin-1.js'), ADMIN_ENTRY);
    await writeFile(
      path.join(adminDist, 'assets', 'admin-1.js.br'),
      brotliCompressSync(ADMIN_ENTRY),
    );
    await writeFile(path.join(adminDist, 'assets', 'admin-1.js.gz'), gzipSync(ADMIN_ENTRY));
    t = await createTestApp(target, { env: { WEB_DIST: webDist, BACKOFFICE_DIST: adminDist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
    await rm(adminDist, { recursive: true, force: true });
  });

  it('every /admin address without an extension answers the back office page, revalidated', async () => {
    for (const url of ['/admin', '/admin/', '/admin/players?search=a', '/admin/fiat/orders/12']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(ADMIN_INDEX);
      // The same CSP as the player app: only our own scripts.
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('the page is sent brotli-compressed when accepted', async () => {
    const response = await t.app.inject({
      url: '/admin/players',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ADMIN_INDEX);
  });

  it('hashed assets are immutable and precompressed', async () => {
    const response = await t.app.inject({
      url: '/admin/assets/admin-1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
  });

  it('missing back-office files answer the JSON 404, not a page', async () => {
    for (const url of ['/admin/assets/missing.js', '/admin/assets/admin-1.js.br', '/admin/x.png'])
      expectErrorBody(await t.app.inject({ url, headers: { accept: '*/*' } }), 404, 'not_found');
  });

  it('the player app keeps its pages, and the staff API is untouched', async () => {
    const page = await t.app.inject({ url: '/en/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/assets/web-1.js');
    const unprefixed = await t.app.inject({ url: '/games', headers: { accept: 'text/html' } });
    expect(unprefixed.body).toContain('/assets/web-1.js');
    expectErrorBody(await t.app.inject({ url: '/api/admin/me' }), 401, 'unauthorized');
  });
});

describe('with the player app built but no back office', () => {
  let webDist: string;
  let t: TestApp;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'wh-web-'));
    await writeFile(path.join(webDist, 'index.html'), WEB_INDEX);
    t = await createTestApp('pglite', { env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('/admin is never a page of the player app', async () => {
    expectErrorBody(
      await t.app.inject({ url: '/admin/players', headers: { accept: 'text/html' } }),
      404,
      'not_found',
    );
  });
});
