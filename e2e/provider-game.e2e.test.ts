import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launchBrowser,
  openPage,
  phone,
  saveScreenshot,
  uniqueEmail,
} from './support/browser';
import { credit, register } from './support/player';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const headerBalanceText = (page: Page) => page.getByTestId('header-balance-amount').textContent();

async function connectedSlotId(page: Page): Promise<number> {
  const response = await page.request.get(
    `${baseUrl}/api/v2/games/collection?category=slots&limit=100`,
  );
  expect(response.ok()).toBe(true);
  const games = (await response.json()).data as Array<{
    id: number;
    connected: boolean;
    blacklists: { countries: string[]; currencies: string[] };
  }>;
  const slot = games.find(
    (game) =>
      game.connected &&
      game.blacklists.currencies.length === 0 &&
      game.blacklists.countries.length === 0,
  );
  expect(slot).toBeDefined();
  return slot!.id;
}

describe('a third-party game in the browser', () => {
  it('a signed-in player spins the provider’s slot in its frame and the header balance moves (390x844)', async () => {
    const page = await openPage(browser, '/en/', phone);
    const email = uniqueEmail('provider-slot');
    await register(page, email);
    await credit(email, '100');
    await expect.poll(() => headerBalanceText(page), { timeout: 15_000 }).toBe('$100.00');

    await page.goto(`${baseUrl}/en/games/${await connectedSlotId(page)}`);
    await page.getByTestId('provider-frame').waitFor();
    expect(
      await page.getByRole('switch', { name: 'Play for real' }).getAttribute('aria-checked'),
    ).toBe('true');
    const frame = page.frameLocator('[data-testid="provider-frame"]');
    await expect
      .poll(() => frame.getByTestId('frame-balance').textContent(), { timeout: 20_000 })
      .toBe('100.00 USD');

    // A spin can pay back exactly its stake; spin until the money moves.
    for (let spin = 0; spin < 10; spin += 1) {
      await frame.getByRole('button', { name: 'Spin' }).click();
      await expect
        .poll(() => frame.getByRole('button', { name: 'Spin' }).isEnabled(), { timeout: 15_000 })
        .toBe(true);
      if ((await headerBalanceText(page)) !== '$100.00') break;
      await page.waitForTimeout(500);
      if ((await headerBalanceText(page)) !== '$100.00') break;
    }
    await expect.poll(() => headerBalanceText(page), { timeout: 15_000 }).not.toBe('$100.00');
    const inFrame = (await frame.getByTestId('frame-balance').textContent())!.replace(' USD', '');
    await expect.poll(() => headerBalanceText(page), { timeout: 15_000 }).toBe(`$${inFrame}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'provider-slot-390x844');
  });
});
