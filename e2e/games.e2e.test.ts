import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  desktop,
  expectHeadingInPlace,
  launchBrowser,
  openPage,
  phone,
  playerContext,
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

const tile = (scope: Page | ReturnType<Page['getByTestId']>, page: Page, title: string) =>
  scope.getByTestId('game-tile').filter({ has: page.getByRole('heading', { name: title }) });

/** Nothing on the page is wider than the viewport (no sideways scrolling). */
async function expectNoHorizontalOverflow(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

describe('games in the browser', () => {
  it('paints a game page’s frame and artwork from the HTML alone, where the app then draws the game', async () => {
    for (const viewport of [phone, desktop]) {
      // Before any JavaScript runs: the game's title, provider, RTP and artwork, in Russian.
      const bare = await playerContext(browser, { viewport, javaScriptEnabled: false });
      const html = await bare.newPage();
      await html.goto(`${baseUrl}/ru/games/dice`);
      const painted = html.getByRole('heading', { level: 1 });
      expect(await painted.textContent()).toBe('Dice');
      const provider = html.getByRole('link', { name: 'Wheelhouse Originals' });
      expect(await provider.getAttribute('href')).toBe('/ru/providers/wheelhouse-originals/games');
      expect(await html.getByRole('status').textContent()).toBe('Загружаем игру…');
      const artwork = html.locator('img[src="/games/dice.svg"]');
      await expect
        .poll(() => artwork.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      expect((await artwork.boundingBox())!.height).toBeGreaterThan(150);
      await expectNoHorizontalOverflow(html, viewport.width);
      const before = await painted.boundingBox();
      await bare.close();

      // The app replaces it with the game in the same frame: one heading, nothing moved.
      const app = await openPage(browser, '/ru/games/dice', viewport);
      await app.getByTestId('dice-target').waitFor();
      await expectHeadingInPlace(app, before);
      await app.context().close();
    }
  });

  it('finds a game by part of its title, favourites it and finds it on /games/favorites (desktop)', async () => {
    const page = await openPage(browser, '/en/', desktop);
    await register(page, uniqueEmail('games-desktop'));
    await page.getByTestId('lobby-row-originals').getByTestId('game-tile').first().waitFor();

    await page.getByTestId('game-search-button').click();
    const modal = page.getByTestId('game-search-modal');
    const input = modal.getByTestId('game-search-input');
    // The dialog puts the cursor in the search field.
    await expect.poll(() => input.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.type('  fr');
    await expect.poll(() => modal.getByText('Type at least 3 characters').count()).toBe(1);
    await page.keyboard.type('ozen Fr');
    const found = modal.getByTestId('game-tile');
    await expect
      .poll(async () => found.locator('h3').allTextContents(), { timeout: 10_000 })
      .toEqual(['Frozen Fruits']);
    await saveScreenshot(page, 'games-search-1440x900');

    await found.first().getByRole('link').click();
    const gamePage = page.getByTestId('game-page');
    await gamePage.waitFor();
    expect(await modal.count()).toBe(0);
    expect(await gamePage.getByRole('heading', { level: 1 }).textContent()).toBe('Frozen Fruits');
    // A fictional game plays through the reference provider's frame.
    await gamePage.getByTestId('provider-frame').waitFor();

    const toggle = gamePage.getByTestId('favorite-toggle');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');

    // Leaving an open game asks first: cancel stays on the game, continue leaves.
    const favouritesLink = page.getByTestId('sidebar').getByRole('link', { name: 'Favourites' });
    await favouritesLink.first().click();
    const exit = page.getByTestId('exit-confirmation');
    await exit.waitFor();
    await exit.getByRole('button', { name: 'Cancel' }).click();
    await exit.waitFor({ state: 'detached' });
    expect(await gamePage.isVisible()).toBe(true);
    await favouritesLink.first().click();
    await exit.getByTestId('exit-continue').click();
    const favourites = page.getByTestId('favorite-games-page');
    await favourites.waitFor();
    await expect
      .poll(() => favourites.getByTestId('game-tile').locator('h3').allTextContents())
      .toEqual(['Frozen Fruits']);
    await saveScreenshot(page, 'games-favorites-1440x900');
    await page.context().close();
  });

  it('favourites an original from the lobby and searches from the menu at 390 px', async () => {
    const page = await openPage(browser, '/en/', phone);
    await register(page, uniqueEmail('games-phone'));
    const dice = tile(page.getByTestId('lobby-row-originals'), page, 'Dice');
    await dice.waitFor();
    await expectNoHorizontalOverflow(page, phone.width);
    await saveScreenshot(page, 'games-lobby-390x844');

    await dice.getByTestId('favorite-toggle').click();
    await expect
      .poll(() => dice.getByTestId('favorite-toggle').getAttribute('aria-pressed'))
      .toBe('true');
    // The same game in another row shows the same heart.
    const popularDice = tile(page.getByTestId('lobby-row-popular'), page, 'Dice');
    expect(await popularDice.getByTestId('favorite-toggle').getAttribute('aria-pressed')).toBe(
      'true',
    );

    await page.goto(page.url().replace(/\/en\/?.*$/, '/en/games/favorites'));
    const favourites = page.getByTestId('favorite-games-page');
    await expect
      .poll(() => favourites.getByTestId('game-tile').locator('h3').allTextContents())
      .toEqual(['Dice']);
    await expectNoHorizontalOverflow(page, phone.width);

    // The search lives in the menu on phones.
    await page.getByTestId('tab-bar').getByRole('button', { name: 'Menu' }).click();
    await page.getByTestId('sidebar').getByTestId('game-search-button').click();
    const modal = page.getByTestId('game-search-modal');
    await modal.getByTestId('game-search-input').fill('LIMB');
    await expect
      .poll(() => modal.getByTestId('game-tile').locator('h3').allTextContents(), {
        timeout: 10_000,
      })
      .toEqual(['Limbo']);
    const box = await modal.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
    await saveScreenshot(page, 'games-search-390x844');

    await modal.getByTestId('game-tile').getByRole('link').click();
    const gamePage = page.getByTestId('game-page');
    await gamePage.waitFor();
    expect(await gamePage.getByTestId('original-play-area').getAttribute('data-game')).toBe(
      'limbo',
    );
    await page.context().close();
  });
});
