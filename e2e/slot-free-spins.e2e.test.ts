import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  desktop,
  launchBrowser,
  openPage,
  phone,
  saveScreenshot,
  uniqueEmail,
} from './support/browser';
import { register } from './support/player';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Spins {
  left: number;
  won: string;
}

/** The SPINS20 bonus's free spins as the server counts them. */
async function spinsOf(page: Page): Promise<Spins> {
  const bonuses = await (await page.request.get(`${baseUrl}/api/v2/bonuses`)).json();
  const bonus = bonuses.data.find((b: { title: string }) => b.title === '20 free spins');
  return bonus.activation.freespins;
}

const leftText = (page: Page) => page.getByTestId('game-free-spins').textContent();

describe.each([
  ['390x844', phone],
  ['1440x900', desktop],
])('free spins on the slot original at %s', (tag, viewport) => {
  it('a new player redeems SPINS20, plays free spins, sees the count go down and the winnings on the bonus account', async () => {
    const page = await openPage(browser, '/en/', viewport);
    await register(page, uniqueEmail(`slot-spins-${tag}`));

    // The promo code, typed into the modal of the bonuses page.
    await page.goto(`${baseUrl}/en/bonuses`);
    await page.getByTestId('promo-code-button').click();
    await page.getByTestId('promo-code-input').fill('SPINS20');
    await page.getByTestId('promo-redeem').click();
    await page.getByTestId('promo-redeemed').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('promo-redeemed').waitFor({ state: 'detached' });

    const slot = await (await page.request.get(`${baseUrl}/api/v2/games/slot`)).json();
    await page.goto(`${baseUrl}/en/games/${slot.id}`);
    const game = page.getByTestId('original-slot');
    await game.waitFor();
    await expect
      .poll(() => leftText(page), { timeout: 15_000 })
      .toBe('Free spins left on this game: 20');
    // Free-spin mode: no stake to choose, the button says what it plays.
    expect(await game.getByTestId('bet-amount-input').count()).toBe(0);
    const button = game.getByTestId('bet-button');
    expect(await button.textContent()).toBe('Play free spin');
    await saveScreenshot(page, `slot-free-spins-${tag}`);

    // Spin (by keyboard, then clicks) until one wins; each spin takes one off the count.
    let spins: Spins = { left: 20, won: '0.000000' };
    for (let played = 1; played <= 12 && /^0\.0+$/.test(spins.won); played += 1) {
      if (played === 1) {
        await button.focus();
        await page.keyboard.press('Enter');
      } else await button.click();
      await expect
        .poll(() => leftText(page), { timeout: 15_000 })
        .toBe(`Free spins left on this game: ${20 - played}`);
      await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
      spins = await spinsOf(page);
      expect(spins.left).toBe(20 - played);
    }
    expect(spins.won).not.toMatch(/^0\.0+$/);

    // No real money: what the spins won is the whole balance, held on the bonus account.
    const header = page.getByTestId('header-balance-amount');
    await expect.poll(() => header.textContent(), { timeout: 15_000 }).not.toBe('$0.00');
    await page.getByTestId('header-balance').click();
    const card = page.getByTestId('balance-card');
    await card.waitFor();
    await expect
      .poll(() => card.getByTestId('balance-bonus').textContent())
      .toContain((await header.textContent())!);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    await saveScreenshot(page, `slot-free-spins-won-${tag}`);
    await page.context().close();
  });
});
