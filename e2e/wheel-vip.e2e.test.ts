import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  closeDepositSuccess,
  desktop,
  launchBrowser,
  phone,
  playerContext,
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
  it.each([
    ['390x844', phone],
    ['1440x900', desktop],
  ])('shows a guest the prize teaser with sign-up (%s)', async (_label, viewport) => {
    const page = await openAt('/en/', viewport);
    await page.getByTestId(viewport === phone ? 'tab-bar-wheel' : 'sidebar-wheel').click();
    const teaser = page.getByTestId('wheel-guest');
    await teaser.waitFor();
    // The best prize that can be won: segment 14 ($100) is shown but never lands.
    expect(await teaser.textContent()).toContain('Sign up to win up to $20.00 every day.');
    await teaser.getByRole('button', { name: 'Sign up' }).click();
    await page.getByTestId('register-modal').waitFor();
    await page.context().close();
  });

  it.each([
    ['390x844', phone],
    ['1440x900', desktop],
  ])(
    'lets a funded player spin once, shows the prize and the new balance, and verifies the spin (%s)',
    { timeout: 120_000 },
    async (label, viewport) => {
      const page = await openAt('/en/', viewport);
      const email = uniqueEmail(`wheel-${label}`);
      await register(page, email);
      await credit(email, '10');
      const balance = page.getByTestId('header-balance-amount');
      await expect.poll(() => balance.textContent(), { timeout: 15_000 }).toBe('$10.00');
      await closeDepositSuccess(page);

      await page.getByTestId(viewport === phone ? 'tab-bar-wheel' : 'sidebar-wheel').click();
      const modal = page.getByTestId('wheel-modal');
      await modal.getByTestId('wheel-spin').waitFor();
      await modal.getByText('Check fairness').click();
      const hash = await modal.getByTestId('wheel-server-seed-hash').textContent();
      const clientSeed = await modal.getByTestId('wheel-client-seed').inputValue();
      expect(clientSeed).toMatch(/^[0-9a-f]{32}$/);

      const answer = page.waitForResponse((response) => response.url().endsWith('/wheel/spin'));
      await modal.getByTestId('wheel-spin').click();
      const spin = (await (await answer).json()) as {
        amount: { value: string };
        balance: { total: { primaryValue: string } };
        fairness: { clientSeed: string; serverSeedHash: string };
      };
      // The browser's seed decided the spin together with the seed committed by that hash.
      expect(spin.fairness).toMatchObject({ clientSeed, serverSeedHash: hash });
      const prize = modal.getByTestId('wheel-prize');
      await prize.waitFor({ timeout: 15_000 });
      const won = !/^0(\.0+)?$/.test(spin.amount.value);
      expect(await prize.textContent()).toContain(won ? 'You won $' : 'No prize this time');
      const [whole, fraction = ''] = spin.balance.total.primaryValue.split('.');
      const total = `$${whole}.${`${fraction}00`.slice(0, 2)}`;
      await expect.poll(() => balance.textContent()).toBe(total);
      if (won) expect(total).not.toBe('$10.00');

      await prize.getByText('Check fairness').click();
      await prize.getByTestId('wheel-verify').click();
      expect(await prize.getByTestId('wheel-verify-result').getAttribute('data-status')).toBe(
        'match',
      );
      await saveScreenshot(page, `wheel-prize-${viewport.width}`);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });

      // Spun today: the wheel asks to come back tomorrow.
      await page.getByTestId(viewport === phone ? 'tab-bar' : 'sidebar').waitFor();
      if (viewport !== phone) {
        await page.getByTestId('sidebar-wheel').click();
        await modal.getByTestId('wheel-tomorrow').waitFor();
      }
      await page.context().close();
    },
  );

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
        // The sign-in covers the tab bar until it is gone.
        await dialog.waitFor({ state: 'detached' });
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
