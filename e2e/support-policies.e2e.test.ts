import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSupportConversationsResponse } from '@wheelhouse/contracts/support';
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
import { devAdminAuth } from './support/staff';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Answers the player's conversation as staff would from the inbox (the support inbox API). */
async function answer(email: string, body: string): Promise<void> {
  const auth = await devAdminAuth();
  const list = await fetch(`${baseUrl}/api/admin/support/conversations?status=waiting&limit=100`, {
    headers: auth,
  });
  expect(list.status).toBe(200);
  const conversation = ((await list.json()) as AdminSupportConversationsResponse).data.find(
    (entry) => entry.player.email === email,
  );
  expect(conversation).toBeDefined();
  const reply = await fetch(
    `${baseUrl}/api/admin/support/conversations/${conversation!.id}/messages`,
    {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ body }),
    },
  );
  expect(reply.status).toBe(201);
}

describe('support chat and policy pages in the browser', () => {
  it('a player writes to support and the staff answer arrives live, on a phone and a desktop', async () => {
    for (const viewport of [phone, desktop]) {
      const page = await openPage(browser, '/en/', viewport);
      const email = uniqueEmail('support');
      await register(page, email);

      // On a phone the sidebar is behind the tab bar's menu; on a desktop it is always there.
      if (viewport === phone)
        await page.getByTestId('tab-bar').getByRole('button', { name: 'Menu' }).click();
      await page
        .getByTestId('sidebar')
        .getByRole('button', { name: 'Support', exact: true })
        .click();
      const chat = page.getByTestId('support-chat');
      await chat.getByText('No messages yet. How can we help?').waitFor();
      await chat.getByTestId('support-chat-text').fill('My deposit has not arrived');
      await chat.getByTestId('support-chat-send').click();
      await chat
        .getByTestId('support-message-player')
        .getByText('My deposit has not arrived')
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      // No reload, no polling: the answer comes over the player's realtime `support` channel.
      await answer(email, 'We found it, it will be credited in a minute');
      await chat
        .getByTestId('support-message-staff')
        .getByText('We found it, it will be credited in a minute')
        .waitFor();
      await saveScreenshot(page, `support-chat-${viewport.width}x${viewport.height}`);
      await page.context().close();
    }
  });

  it('opens the partners modal from the sidebar and closes it, on a phone and a desktop', async () => {
    for (const viewport of [phone, desktop]) {
      const page = await openPage(browser, '/en/', viewport);
      if (viewport === phone)
        await page.getByTestId('tab-bar').getByRole('button', { name: 'Menu' }).click();
      await page.getByTestId('sidebar').getByRole('button', { name: 'Partners' }).click();
      const modal = page.getByTestId('partners-modal');
      await modal.getByRole('heading', { name: 'Partner programme' }).waitFor();
      await modal.getByText('Up to 45% revenue share, no negative carry-over').waitFor();
      expect(await modal.getByRole('link', { name: 'Write to the partner team' }).count()).toBe(1);
      const box = await modal.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width + 0.5);
      // The keyboard closes it.
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      await page.context().close();
    }
  });

  it('shows a policy page in Russian with its title, at desktop and phone widths', async () => {
    for (const viewport of [desktop, phone]) {
      const page = await openPage(browser, '/ru/policies/terms', viewport);
      const policy = page.getByTestId('policy-page');
      await policy.getByRole('heading', { level: 1, name: 'Правила и условия' }).waitFor();
      await policy.getByRole('heading', { name: '1. Кто может играть' }).waitFor();
      expect(await page.title()).toBe('Правила и условия — Wheelhouse');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
      // Every policy is one link away.
      await policy.getByRole('link', { name: 'Конфиденциальность' }).click();
      await policy
        .getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await saveScreenshot(page, `policy-ru-${viewport.width}x${viewport.height}`);
      await page.context().close();
    }
  });
});
