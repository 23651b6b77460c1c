import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { findChromium } from './chromium.mjs';

export const baseUrl = inject('baseUrl');
export const screenshotDir = fileURLToPath(
  new URL('../../test-results/screenshots', import.meta.url),
);

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium: set CHROMIUM_PATH or install chromium');
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1440, height: 900 };

/**
 * A player's browser. Notifications count as allowed, so the web-push prompt (a sheet over the
 * bottom of the page) stays away from tests about something else; the push test asks for it
 * (`pushPrompt`: the permission not decided yet).
 */
export async function playerContext(
  browser: Browser,
  options: BrowserContextOptions & { pushPrompt?: boolean } = {},
) {
  const { pushPrompt = false, ...rest } = options;
  const context = await browser.newContext({
    locale: 'en-US',
    permissions: pushPrompt ? [] : ['notifications'],
    ...rest,
  });
  // Headless Chromium answers "denied" for a permission nobody granted, and the app rightly hides
  // its prompt then; a person's browser says "default" until they decide.
  if (pushPrompt)
    await context.addInitScript(() =>
      Object.defineProperty(Notification, 'permission', { get: () => 'default' }),
    );
  return context;
}

export async function openPage(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number } = desktop,
  options: { pushPrompt?: boolean } = {},
): Promise<Page> {
  const context = await playerContext(browser, { viewport, ...options });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/**
 * The app drew the page's one top heading where the server's prerendered first paint had it
 * (`painted`, its box before the app ran), within a pixel: nothing moved when the app took over.
 */
export async function expectHeadingInPlace(
  page: Page,
  painted: { x: number; y: number } | null,
): Promise<void> {
  const headings = page.getByRole('heading', { level: 1 });
  expect(await headings.count()).toBe(1);
  const after = await headings.boundingBox();
  expect(Math.abs(after!.y - painted!.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(after!.x - painted!.x)).toBeLessThanOrEqual(1);
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

let counter = 0;
/** A unique, valid player email for one test. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@e2e.wheelhouse.dev`;
}

/** A completed deposit (a dev credit counts) shows the deposit-success modal; close it. */
export async function closeDepositSuccess(page: Page): Promise<void> {
  const success = page.getByTestId('deposit-success-modal');
  await success.waitFor();
  await success.getByTestId('deposit-success-continue').click();
  await success.waitFor({ state: 'detached' });
}
