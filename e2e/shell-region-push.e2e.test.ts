import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, desktop, launchBrowser, openPage, phone, uniqueEmail } from './support/browser';
import { register } from './support/player';
import { devAdminAuth } from './support/staff';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function settings(patch: Record<string, unknown>): Promise<Record<string, unknown>> {
  const auth = await devAdminAuth();
  const current = (await (
    await fetch(`${baseUrl}/api/admin/settings`, { headers: auth })
  ).json()) as Record<string, unknown>;
  const merged = { ...patch };
  // Other files may have added their own entries: keep them.
  if (Array.isArray(patch['region.allowedIps']))
    merged['region.allowedIps'] = [
      ...new Set([...(current['region.allowedIps'] as string[]), ...patch['region.allowedIps']]),
    ];
  const response = await fetch(`${baseUrl}/api/admin/settings`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(merged),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** From now on the page's API calls come "from" `ip`, as a load balancer would tell the server. */
async function appearFrom(page: Page, ip: string): Promise<void> {
  await page.route('**/api/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }),
  );
}

describe('region restriction and web push in the browser', () => {
  it('shows the region dialog to a player in a restricted country; retry clears it once allowed', async () => {
    await settings({ 'region.restrictedCountries': ['DE'] });
    // In the offline IP table, 5.9.0.0/16 is in Germany.
    for (const [viewport, ip] of [
      [phone, '5.9.0.11'],
      [desktop, '5.9.0.12'],
    ] as const) {
      const page = await openPage(browser, '/en/', viewport);
      await register(page, uniqueEmail('region'));
      await appearFrom(page, ip);
      await page.reload();
      const dialog = page.getByTestId('region-dialog');
      await dialog.waitFor();
      expect(await dialog.getByTestId('region-country').textContent()).toBe('DE');
      expect(await dialog.getByTestId('region-ip').textContent()).toBe(ip);
      expect(await dialog.getByRole('link', { name: 'Join our community' }).isVisible()).toBe(true);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);

      await dialog.getByTestId('region-retry').click();
      await page.waitForTimeout(500);
      expect(await dialog.isVisible()).toBe(true);

      await settings({ 'region.allowedIps': [ip] });
      await dialog.getByTestId('region-retry').click();
      await dialog.waitFor({ state: 'detached' });
      await page.context().close();
    }
  });

  it('refusing the push prompt hides it, and it stays hidden after a reload', async () => {
    for (const viewport of [phone, desktop]) {
      const page = await openPage(browser, '/en/', viewport, { pushPrompt: true });
      await register(page, uniqueEmail('push'));
      const prompt = page.getByTestId('push-prompt');
      await prompt.waitFor();
      await prompt.getByTestId('push-refuse').click();
      await prompt.waitFor({ state: 'detached' });
      await page.getByText('You can turn notifications on later').waitFor();
      const state = await page.request.get(`${baseUrl}/api/v1/push`);
      expect((await state.json()).refusedAt).not.toBeNull();

      await page.reload();
      await page.getByTestId('header-balance').waitFor();
      await page.waitForTimeout(2500);
      expect(await prompt.count()).toBe(0);
      await page.context().close();
    }
  });
});
