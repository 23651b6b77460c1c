import type { Browser, Frame, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, phone, saveScreenshot } from './support/browser';

let browser: Browser;
let harness: Page;
let app: FrameLocator;

interface BridgeEvent {
  eventType: string;
  eventData?: Record<string, unknown>;
}

/** What the mini-app has posted to the messenger, as the harness recorded it. */
const events = () =>
  harness.evaluate(
    () => (window as unknown as { harnessEvents: BridgeEvent[] }).harnessEvents,
  ) as Promise<BridgeEvent[]>;

/** The back button starts hidden; the mini-app posts only its changes. */
const backButtonShown = async () =>
  (await events()).findLast((event) => event.eventType === 'web_app_setup_back_button')?.eventData
    ?.is_visible ?? false;

function appFrame(): Frame {
  const frame = harness.frames().find((candidate) => candidate !== harness.mainFrame());
  if (!frame) throw new Error('the harness has no app frame');
  return frame;
}

beforeAll(async () => {
  browser = await launchBrowser();
  // The harness draws the messenger around a 390 × 844 frame; its page needs room for the log.
  harness = await openPage(
    browser,
    `/api/dev/messenger/harness?userId=${Date.now()}&firstName=Ann%2BBob`,
    { width: 900, height: 900 },
  );
  app = harness.frameLocator('[data-testid="harness-frame"]');
});
afterAll(async () => {
  await browser?.close();
});

describe('the mini-app at 390 px in the messenger harness', () => {
  it('signs in by itself behind the splash, clears the hash and sets up the messenger', async () => {
    await app.getByTestId('header-balance').waitFor();
    // The splash stays until the session and settings calls have answered, then goes.
    await expect.poll(() => app.getByTestId('loading-overlay').count()).toBe(0);
    expect(await app.getByTestId('header-register').count()).toBe(0);
    const url = new URL(appFrame().url());
    expect(url.hash).toBe('');
    expect(url.searchParams.get('bot_id')).toBe('1000000001');

    // Version 8: full screen first, then ready, the closing confirmation and no vertical swipes.
    const types = (await events()).map((event) => event.eventType);
    const at = (type: string) => types.indexOf(type);
    expect(at('web_app_request_fullscreen')).toBeGreaterThanOrEqual(0);
    expect(at('web_app_request_safe_area')).toBeGreaterThanOrEqual(0);
    expect(at('web_app_request_content_safe_area')).toBeGreaterThanOrEqual(0);
    expect(at('web_app_request_fullscreen')).toBeLessThan(at('web_app_ready'));
    expect(at('web_app_ready')).toBeLessThan(at('web_app_setup_closing_behavior'));
    const last = async (type: string) =>
      (await events()).findLast((event) => event.eventType === type)?.eventData;
    expect(await last('web_app_setup_closing_behavior')).toEqual({ need_confirmation: true });
    expect(await last('web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: false });

    // The harness's notch (47 px) and the messenger's buttons (46 px) push the header down.
    const layout = await appFrame().evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      const header = document.querySelector('header')!;
      return {
        safeTop: style.getPropertyValue('--tg-viewport-safe-area-inset-top'),
        contentTop: style.getPropertyValue('--tg-viewport-content-safe-area-inset-top'),
        fullScreen: document.documentElement.hasAttribute('data-messenger-fullscreen'),
        headerPadding: getComputedStyle(header).paddingTop,
        width: window.innerWidth,
      };
    });
    expect(layout).toEqual({
      safeTop: '47px',
      contentTop: '46px',
      fullScreen: true,
      headerPadding: '93px',
      width: phone.width,
    });
    await saveScreenshot(harness, 'messenger-harness-signed-in');
  });

  it("shows the messenger's back button away from home, and pressing it goes home", async () => {
    // A new messenger player is greeted by the bonus drawer, as on the web.
    const drawer = app.getByTestId('bonus-drawer');
    if (await drawer.count()) {
      await drawer.getByTestId('bonus-drawer-close').click();
      await drawer.waitFor({ state: 'detached' });
    }
    await expect.poll(backButtonShown).toBe(false);
    await app.getByTestId('tab-bar').getByRole('link', { name: /sport/i }).click();
    await expect.poll(() => new URL(appFrame().url()).pathname).toMatch(/^\/en\/sportsbook/);
    await expect.poll(backButtonShown).toBe(true);
    await harness.getByTestId('harness-back').click();
    await expect.poll(() => new URL(appFrame().url()).pathname).toMatch(/^\/en\/?$/);
    await expect.poll(backButtonShown).toBe(false);
    expect(await harness.getByTestId('harness-back').isHidden()).toBe(true);
  });

  it('a language change rewrites the address with the bot kept and reloads, still signed in', async () => {
    await appFrame().evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    await app.getByTestId('tab-bar').getByRole('button', { name: /menu/i }).click();
    await app.getByTestId('language-switcher').first().click();
    await app.getByTestId('language-option-ru').first().click();
    await expect.poll(() => new URL(appFrame().url()).pathname).toMatch(/^\/ru\/?$/);
    const url = new URL(appFrame().url());
    expect(url.searchParams.get('bot_id')).toBe('1000000001');
    expect(url.searchParams.get('bot_type')).toBe('normal');
    await app.getByTestId('header-balance').waitFor();
    expect(
      await appFrame().evaluate(
        () => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false,
      ),
    ).toBe(false);
    await expect.poll(() => appFrame().evaluate(() => document.documentElement.lang)).toBe('ru');
  });

  it('a bad bot type shows the invalid-bot page', async () => {
    const response = await fetch(
      `${baseUrl}/api/dev/messenger/init-data?${new URLSearchParams({ userId: String(Date.now() + 2), botType: 'gold' })}`,
    );
    const { launchUrl } = (await response.json()) as { launchUrl: string };
    const invalid = await openPage(browser, launchUrl, phone);
    await invalid.getByTestId('invalid-bot-page').waitFor();
    await invalid.close();
  });
});
