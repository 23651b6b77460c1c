import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
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
import {
  createStaff,
  DEV_ADMIN,
  openBackoffice,
  openSection,
  signInBackoffice,
} from './support/backoffice';
import { credit, register, termsAcceptance } from './support/player';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A real 1×1 PNG: the server recognises receipts by their content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const OUTSIDE_TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

const headerBalanceText = (page: Page) => page.getByTestId('header-balance-amount').textContent();

function expectInside(box: { x: number; width: number } | null, width: number) {
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
}

/** The player's side of a RUB card deposit, in their own app: order, receipt, pending. */
async function playerSendsRubCardReceipt(page: Page): Promise<string> {
  await page.getByTestId('tab-bar-wallet').click();
  const panel = page.getByTestId('wallet-panel');
  await panel.waitFor();
  const other = panel.getByTestId('payment-methods-other-fiat');
  const card = panel.getByTestId('payment-method-fiat-rub-card');
  await other.or(card).first().waitFor();
  if (!(await card.isVisible())) await other.click();
  await card.click();
  await panel.getByTestId('fiat-deposit-form').waitFor();
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v2/wallet/orders/buy') &&
      response.request().method() === 'POST',
  );
  await panel.getByTestId('fiat-deposit-submit').click();
  const order = (await (await created).json()) as { id: string };
  await panel.getByTestId('fiat-i-have-paid').click();
  await panel.getByTestId('fiat-receipt-name').fill('Ivan Petrov');
  await panel
    .getByTestId('fiat-receipt-file')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await panel.getByText('Chosen: receipt.png').waitFor();
  await panel.getByTestId('fiat-receipt-submit').click();
  await panel.getByTestId('pending-deposit').waitFor();
  return order.id;
}

/** A new player with money, and a pending USDT withdrawal made through the player API. */
async function playerWithPendingWithdrawal(): Promise<{ email: string; id: string }> {
  const email = uniqueEmail('bo-withdraw');
  const registered = await fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'correct-horse-battery',
      ...(await termsAcceptance()),
    }),
  });
  expect(registered.status).toBeLessThan(300);
  const { token } = (await registered.json()) as { token: string };
  await credit(email, '1000', 'USD');
  const withdrawn = await fetch(`${baseUrl}/api/v1/wallet/txns/withdraw`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ currency: 'USDT-TRC20', address: OUTSIDE_TRON_ADDRESS, amount: '25' }),
  });
  const body = (await withdrawn.json()) as { id: string | number };
  expect(withdrawn.status, JSON.stringify(body)).toBe(200);
  return { email, id: String(body.id) };
}

/** A row of the current table, found by the id the table gave it. */
const row = (scope: Page | Locator, id: string) =>
  scope.locator(`[data-testid="table-row"][data-id="${id}"]`);

describe('the back office in the browser', () => {
  it('at 1440 px a finance member confirms a RUB card deposit with its receipt in view, and the player’s balance grows', async () => {
    const player = await openPage(browser, '/en/', phone);
    player.setDefaultTimeout(20_000);
    await register(player, uniqueEmail('bo-deposit'));
    const before = await headerBalanceText(player);
    const orderId = await playerSendsRubCardReceipt(player);

    const finance = await createStaff(['finance']);
    const desk = await openBackoffice(browser, desktop);
    await signInBackoffice(desk, finance);
    await openSection(desk, 'fiat-orders');
    await desk.getByTestId('orders-table').waitFor();
    await row(desk, orderId).getByTestId('order-link').click();
    const page = desk.getByTestId('order-page');
    await page.waitFor();
    expect(await page.getAttribute('data-status')).toBe('wait_for_confirmation');

    // The receipt is drawn beside the order's facts, both within the window.
    const receipt = page.getByTestId('order-receipt').locator('img');
    await expect
      .poll(() => receipt.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1);
    const facts = await page.getByTestId('order-facts').boundingBox();
    const image = await receipt.boundingBox();
    expect(image!.x).toBeGreaterThanOrEqual(facts!.x + facts!.width);
    expect(image!.y).toBeLessThan(desktop.height);
    expectInside(image, desktop.width);
    await saveScreenshot(desk, 'backoffice-fiat-order-1440x900');

    await page.getByTestId('confirm-submit').click();
    await expect.poll(() => page.getAttribute('data-status')).toBe('completed');

    // Live in the player's open app: the deposit lands on the header balance.
    await expect
      .poll(() => headerBalanceText(player), { timeout: 30_000, interval: 250 })
      .not.toBe(before);
    await player.context().close();
    await desk.context().close();
  }, 180_000);

  it('at 390 px a finance member approves a pending crypto withdrawal from the queue', async () => {
    const { id } = await playerWithPendingWithdrawal();
    const finance = await createStaff(['finance']);
    const desk = await openBackoffice(browser, phone, '/withdrawals?status=pending');
    await signInBackoffice(desk, finance);
    const table = desk.getByTestId('withdrawals-table');
    await table.waitFor();
    const item = row(table, id);
    await item.waitFor();
    expectInside(await desk.locator('main').boundingBox(), phone.width);
    await saveScreenshot(desk, 'backoffice-withdrawals-390x844');
    await item.getByTestId('withdrawal-approve').click();
    // Approved, it leaves the pending filter; without the filter it shows as processing or paid.
    await item.waitFor({ state: 'detached', timeout: 30_000 });
    await desk.goto(`${baseUrl}/admin/withdrawals`);
    await expect
      .poll(() => row(desk, id).textContent(), { timeout: 30_000 })
      .toMatch(/Processing|Completed/);
    await desk.context().close();
  }, 180_000);

  it('an admin bans a player at 1440 px and the player’s open app (390 px) shows the ban page', async () => {
    const player = await openPage(browser, '/en/', phone);
    player.setDefaultTimeout(20_000);
    const email = uniqueEmail('bo-ban');
    await register(player, email);

    const desk = await openBackoffice(browser, desktop, '/players');
    await signInBackoffice(desk, { ...DEV_ADMIN });
    await desk.getByRole('searchbox').fill(email);
    await desk.getByRole('searchbox').press('Enter');
    await desk.getByText(email).click();
    const panel = desk.getByTestId('ban-panel');
    await panel.getByTestId('ban-reason').selectOption('8.20 bonus abuse');
    await panel.getByTestId('ban-submit').click();
    await panel.getByTestId('unban-submit').waitFor();
    await saveScreenshot(desk, 'backoffice-player-banned-1440x900');

    // The player's next request in the open app is refused as banned: the ban page replaces it.
    await player.getByTestId('tab-bar-wallet').click();
    const ban = player.getByTestId('ban-page');
    await ban.waitFor({ timeout: 30_000 });
    expect(await ban.textContent()).toContain('Rule 8.20: bonus abuse');
    await desk.context().close();
    await player.context().close();
  }, 180_000);

  it('a content member at 390 px sees no finance screens, gets the forbidden page, and the server refuses them', async () => {
    const content = await createStaff(['content']);
    const desk = await openBackoffice(browser, phone);
    await signInBackoffice(desk, content);
    await desk.getByTestId('menu-toggle').click();
    const nav = desk.locator('#mobile-navigation');
    await nav.getByTestId('nav-games').waitFor();
    for (const section of ['withdrawals', 'fiat-orders', 'players', 'settings'])
      expect(await nav.getByTestId(`nav-${section}`).count()).toBe(0);
    await saveScreenshot(desk, 'backoffice-content-nav-390x844');

    await desk.goto(`${baseUrl}/admin/withdrawals`);
    await desk.getByTestId('forbidden-page').waitFor();
    // With this member's own session cookie, the finance API answers 403.
    const statuses = await desk.evaluate(async () =>
      Promise.all(
        ['/api/admin/withdrawals', '/api/admin/fiat/orders', '/api/admin/settings'].map(
          async (path) => (await fetch(path)).status,
        ),
      ),
    );
    expect(statuses).toEqual([403, 403, 403]);
    await desk.context().close();
  }, 120_000);
});
