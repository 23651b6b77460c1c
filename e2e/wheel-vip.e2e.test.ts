import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  desktop,
  launchBrowser,
  phone,
  playerContext,
  saveScreenshot,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openAt(
  path: string,
  viewport: { width: number; height: number },
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
): Promise<Page> {
  const context = await playerContext(browser, { viewport, reducedMotion });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

describe('the wheel of luck and the VIP drawer in the browser', () => {
  it('shows a guest the prize teaser with sign-up', async () => {
    const page = await openAt('/en/', phone);
    await page.getByTestId('tab-bar-wheel').click();
    const teaser = page.getByTestId('wheel-guest');
    await teaser.waitFor();
    expect(await teaser.textContent()).toContain('Sign up to win up to $20.00 every day.');
    await teaser.getByRole('button', { name: 'Sign up' }).click();
    await page.getByTestId('register-modal').waitFor();
    await page.context().close();
  });

  it(
    'lets the VIP demo player open the VIP drawer with the bot, mirror and manager',
    { timeout: 150_000 },
    async () => {
      for (const viewport of [phone, desktop]) {
        const page = await openAt('/en/', viewport);
        await page.getByTestId('header-login').click();
        const dialog = page.getByTestId('signin-modal');
        await dialog.getByTestId('auth-email').fill('vip@wheelhouse.dev');
        await dialog.getByTestId('auth-password').fill('wheelhouse-vip');
        await dialog.getByTestId('auth-submit').click();
        await page.getByTestId('avatar-vip-badge').waitFor();
        if (viewport === phone) {
          await page.getByTestId('tab-bar').getByRole('button', { name: 'Menu' }).click();
        }
        await page.getByTestId('sidebar-vip').click();
        const drawer = page.getByTestId('vip-drawer');
        await drawer.getByTestId('vip-manager').waitFor();
        expect(await drawer.getByTestId('vip-manager').textContent()).toBe(
          'Your manager @wheelhouse_vip_manager',
        );
        expect(await drawer.getByTestId('vip-bot').getAttribute('href')).toBe(
          'https://t.me/wheelhouse_vip_bot',
        );
        expect(await drawer.getByTestId('vip-mirror').count()).toBe(1);
        expect(await drawer.getByTestId('vip-portal').count()).toBe(0);
        await saveScreenshot(page, `vip-drawer-${viewport.width}`);
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'detached' });
        await page.context().close();
      }
    },
  );
});
