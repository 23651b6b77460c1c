import type { Browser } from 'playwright-core';
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
import { closeWelcomeDrawer, register } from './support/player';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the app shell in the browser', () => {
  it('switches language from /en/ to /ru/ and changes the text', async () => {
    const page = await openPage(browser, '/en/');
    const home = page.getByTestId('home-page');
    await home.waitFor();
    const englishText = await home.textContent();

    await page.getByTestId('language-switcher').first().click();
    await page.getByTestId('language-option-ru').first().click();

    await page.waitForURL((url) => url.pathname.startsWith('/ru'));
    // Russian is a chunk of its own: the language (and its lang attribute) switches once it loads.
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await expect.poll(() => home.textContent()).not.toBe(englishText);
    await page.context().close();
  });

  it('persists the language of a signed-in player on the server', async () => {
    const page = await openPage(browser, '/en/');
    await page.getByTestId('header-register').click();
    const dialog = page.getByTestId('register-modal');
    await dialog.getByTestId('auth-email').fill(uniqueEmail('language'));
    await dialog.getByTestId('auth-password').fill('correct-horse-battery');
    await dialog.getByTestId('auth-submit').click();
    await page.getByTestId('header-avatar').waitFor();
    await closeWelcomeDrawer(page);

    await page.getByTestId('language-switcher').first().click();
    await page.getByTestId('language-option-ru').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/ru'));

    await expect
      .poll(async () => {
        const me = await page.request.get(`${baseUrl}/api/v1/me`);
        return (await me.json()).language;
      })
      .toBe('ru');
    await page.context().close();
  });

  it('redirects a path without a locale prefix to a locale', async () => {
    const page = await openPage(browser, '/profile');
    await page.waitForURL((url) => /^\/(en|ru)\/profile/.test(url.pathname));
    await page.context().close();
  });

  it('shows the not-found page for an unknown route', async () => {
    const page = await openPage(browser, '/en/no-such-page');
    await page.getByTestId('not-found-page').waitFor();
    await page.context().close();
  });

  it('renders home at phone and desktop widths and keeps screenshots', async () => {
    const mobile = await openPage(browser, '/en/', phone);
    await mobile.getByTestId('home-page').waitFor();
    expect(await mobile.getByTestId('tab-bar').isVisible()).toBe(true);
    const pageWidth = await mobile.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(phone.width);
    await saveScreenshot(mobile, 'home-390x844');
    await mobile.context().close();

    const wide = await openPage(browser, '/en/', desktop);
    await wide.getByTestId('home-page').waitFor();
    expect(await wide.getByTestId('sidebar').isVisible()).toBe(true);
    expect(await wide.getByTestId('tab-bar').isVisible()).toBe(false);
    await saveScreenshot(wide, 'home-1440x900');
    await wide.context().close();
  });

  it('paints a guest’s home from the HTML alone, where the app then renders it', async () => {
    for (const viewport of [phone, desktop]) {
      // Before any JavaScript runs: the hero is in the server's HTML, in the page's language.
      const bare = await playerContext(browser, { viewport, javaScriptEnabled: false });
      const html = await bare.newPage();
      await html.goto(`${baseUrl}/ru/`);
      const painted = html.getByRole('heading', { level: 1 });
      expect(await painted.textContent()).toBe('Ваш стол уже готов');
      const before = await painted.boundingBox();
      // Its sign-up action works without the app too: it is the link that opens the modal.
      await html.getByRole('link', { name: 'Создать аккаунт' }).click();
      await html.waitForURL(/\/ru\/\?auth=register$/);
      await bare.close();

      // The app replaces it with the same heading in the same place (one heading, nothing moved).
      const app = await openPage(browser, '/ru/', viewport);
      await app.getByTestId('home-page').waitFor();
      await expectHeadingInPlace(app, before);
      await app.context().close();
    }
  });

  it('paints the header of any page from the HTML alone, where the app then renders it', async () => {
    for (const viewport of [phone, desktop]) {
      const bare = await playerContext(browser, { viewport, javaScriptEnabled: false });
      const html = await bare.newPage();
      await html.goto(`${baseUrl}/ru/sportsbook`);
      const home = html.getByRole('link', { name: 'Главная страница Wheelhouse' });
      expect(await home.getAttribute('href')).toBe('/ru/');
      expect(await home.isVisible()).toBe(true);
      const before = await home.boundingBox();
      await bare.close();

      const app = await openPage(browser, '/ru/sportsbook', viewport);
      await app.getByTestId('sportsbook-home').waitFor();
      const after = await app
        .getByRole('link', { name: 'Главная страница Wheelhouse' })
        .boundingBox();
      expect(after).toEqual(before);
      await app.context().close();
    }
  });

  it('paints a signed-in player’s greeting from the HTML alone, where the app then renders it', async () => {
    const email = uniqueEmail('greeting');
    // No name yet: the greeting uses the email's local part, in the HTML as in the app.
    const greeting = `Welcome back, ${email.split('@')[0]}!`;
    const app = await openPage(browser, '/en/', phone);
    await register(app, email);

    const bare = await playerContext(browser, { viewport: phone, javaScriptEnabled: false });
    await bare.addCookies(await app.context().cookies());
    const html = await bare.newPage();
    await html.goto(`${baseUrl}/en/`);
    const painted = html.getByRole('heading', { level: 1 });
    expect(await painted.textContent()).toBe(greeting);
    const before = await painted.boundingBox();
    await bare.close();

    await app.reload();
    await app.getByTestId('home-page').waitFor();
    await expectHeadingInPlace(app, before);
    expect(await app.getByRole('heading', { level: 1 }).textContent()).toBe(greeting);
    await app.context().close();
  });

  it('opens the sidebar from the phone menu and reaches it with the keyboard', async () => {
    const page = await openPage(browser, '/en/', phone);
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    await page.getByTestId('tab-bar').getByRole('button', { name: /menu/i }).click();
    await page.getByTestId('sidebar').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.getByTestId('sidebar').waitFor({ state: 'hidden' });
    await page.context().close();
  });
});
