import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, phone } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Seen {
  url: URL;
  status: number;
  headers: Record<string, string>;
}

describe('compression as the browser sees it', () => {
  it('the page, its entry script and the lobby’s game list arrive br- or gzip-encoded', async () => {
    const context = await browser.newContext({ viewport: phone, locale: 'en-US' });
    const page = await context.newPage();
    const pending: Array<Promise<Seen | null>> = [];
    page.on('response', (response: Response) => {
      pending.push(
        response.allHeaders().then(
          (headers) => ({ url: new URL(response.url()), status: response.status(), headers }),
          // A late response whose page has closed (the test has what it needs by then).
          () => null,
        ),
      );
    });
    const gamesList = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/v2/games/collection' && response.ok(),
    );

    await page.goto(`${baseUrl}/en/`);
    await page.getByTestId('home-page').waitFor();
    await gamesList;
    // The page's boot script, then the app's entry it adds once the first paint is on screen.
    const scriptSrcs = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')).map(
        (script) => script.src,
      ),
    );
    expect(scriptSrcs).toHaveLength(2);
    const seen = (await Promise.all(pending)).filter((entry): entry is Seen => entry !== null);
    const find = (match: (entry: Seen) => boolean, what: string) => {
      const entry = seen.find(match);
      expect(entry, `${what} among ${seen.map((s) => s.url.pathname).join(', ')}`).toBeDefined();
      return entry!;
    };

    const documentResponse = find((entry) => entry.url.pathname === '/en/', 'the page');
    expect(documentResponse.status).toBe(200);
    expect(documentResponse.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(documentResponse.headers['cache-control']).toBe('no-cache');
    expect(await page.title()).toBe('Wheelhouse — online casino and sportsbook');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    for (const src of scriptSrcs) {
      expect(src).toMatch(/\/assets\/.+\.js$/);
      const script = find((item) => item.url.href === src, `the script ${src}`);
      expect(script.status).toBe(200);
      expect(script.headers['content-encoding']).toMatch(/^(br|gzip)$/);
      expect(script.headers.vary).toMatch(/accept-encoding/i);
      expect(script.headers['cache-control']).toContain('immutable');
    }

    const list = find(
      (item) => item.url.pathname === '/api/v2/games/collection' && item.status === 200,
      'the games list',
    );
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    expect(list.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(list.headers.vary).toMatch(/accept-encoding/i);
    await context.close();
  });
});
