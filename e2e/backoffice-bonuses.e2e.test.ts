import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  desktop,
  launchBrowser,
  phone,
  saveScreenshot,
  uniqueEmail,
} from './support/browser';
import { createStaff, openBackoffice, openSection, signInBackoffice } from './support/backoffice';
import { termsAcceptance } from './support/player';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new player, through the player API, who redeems the code as typed (any case). */
async function playerRedeems(code: string): Promise<void> {
  const registered = await fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: uniqueEmail('promo'),
      password: 'correct-horse-battery',
      ...(await termsAcceptance()),
    }),
  });
  expect(registered.status).toBeLessThan(300);
  const { token } = (await registered.json()) as { token: string };
  const redeemed = await fetch(`${baseUrl}/api/v2/promo-codes/redeem`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ code: code.toLowerCase() }),
  });
  expect(redeemed.status, await redeemed.clone().text()).toBe(200);
}

describe('bonus screens in the browser', () => {
  it.each([
    ['1440', desktop],
    ['390', phone],
  ] as const)(
    'at %s px finance creates a promo code, a player redeems it, and the count shows 1',
    async (label, viewport) => {
      const finance = await createStaff(['finance']);
      const desk = await openBackoffice(browser, viewport);
      await signInBackoffice(desk, finance);
      await openSection(desk, 'bonuses-promo-codes');

      const code = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
      await desk.getByTestId('new-promo-code').click();
      const dialog = desk.getByTestId('promo-dialog');
      await dialog.getByLabel('Code', { exact: true }).fill(code);
      // The first template a code may give (the demo content has promo and personal ones).
      await dialog.getByLabel('Bonus it gives').selectOption({ index: 1 });
      await dialog.getByLabel('Redemptions in all').fill('5');
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width + 0.5);
      await dialog.getByRole('button', { name: 'Create the code' }).click();
      await dialog.waitFor({ state: 'detached' });

      const row = desk.locator(`[data-testid="table-row"][data-code="${code}"]`);
      await expect.poll(() => row.getByTestId('redemptions').textContent()).toBe('0 of 5');

      await playerRedeems(code);
      await desk.reload();
      await expect.poll(() => row.getByTestId('redemptions').textContent()).toBe('1 of 5');
      // The page never scrolls sideways: a wide table scrolls inside its own frame.
      const width = await desk.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await saveScreenshot(desk, `backoffice-promo-codes-${label}`);

      // The template behind the code opens in its form with every condition, within the width.
      await openSection(desk, 'bonuses-templates');
      await desk.getByTestId('templates-table').getByRole('link').first().click();
      const form = desk.getByTestId('template-form');
      await form.getByLabel('Wager (× the bonus)').waitFor();
      expect(await form.getByTestId('games-wagers').isVisible()).toBe(true);
      expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await saveScreenshot(desk, `backoffice-bonus-template-${label}`);
      await desk.context().close();
    },
    120_000,
  );
});
