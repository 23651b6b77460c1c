import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, phone, saveScreenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function launchAddress(query: Record<string, string>): Promise<string> {
  const response = await fetch(
    `${baseUrl}/api/dev/messenger/init-data?${new URLSearchParams(query)}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { launchUrl: string }).launchUrl;
}

describe('the mini-app at 390 px', () => {
  it('signs in by itself from the messenger launch address and clears the hash', async () => {
    const address = await launchAddress({ userId: String(Date.now()), firstName: 'Ann+Bob' });
    const page = await openPage(browser, address, phone);
    await page.getByTestId('header-balance').waitFor();
    expect(await page.getByTestId('header-register').count()).toBe(0);
    const url = new URL(page.url());
    expect(url.hash).toBe('');
    expect(url.searchParams.get('bot_id')).toBe('1000000001');
    await saveScreenshot(page, 'messenger-signed-in-390x844');
    await page.close();
  });

  it('the harness page runs the app in its frame, signed in; a bad bot type shows the invalid-bot page', async () => {
    const page = await openPage(browser, `/api/dev/messenger/harness?userId=${Date.now() + 1}`, {
      width: 900,
      height: 900,
    });
    const frame = page.frameLocator('[data-testid="harness-frame"]');
    await frame.getByTestId('header-balance').waitFor();

    const invalid = await openPage(
      browser,
      await launchAddress({ userId: String(Date.now() + 2), botType: 'gold' }),
      phone,
    );
    await invalid.getByTestId('invalid-bot-page').waitFor();
    await page.close();
    await invalid.close();
  });
});
