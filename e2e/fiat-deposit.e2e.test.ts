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
import { register } from './support/player';
import { devAdminAuth } from './support/staff';

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

async function asStaff(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api/admin${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await devAdminAuth()) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const json: unknown = await response.json();
  expect(response.status, JSON.stringify(json)).toBeLessThan(300);
  return json;
}

const headerBalanceText = (page: Page) => page.getByTestId('header-balance-amount').textContent();

/** Chooses a fiat method, which may sit behind the fiat group's "other" button. */
async function chooseFiat(panel: Locator, id: string) {
  const other = panel.getByTestId('payment-methods-other-fiat');
  const card = panel.getByTestId(`payment-method-fiat-${id}`);
  await other.or(card).first().waitFor();
  if (!(await card.isVisible())) await other.click();
  await card.click();
}

/** Submits the amount form and answers the order the server created. */
async function createOrder(page: Page, panel: Locator): Promise<{ id: string; status: string }> {
  await panel.getByTestId('fiat-deposit-form').waitFor();
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v2/wallet/orders/buy') &&
      response.request().method() === 'POST',
  );
  await panel.getByTestId('fiat-deposit-submit').click();
  const response = await created;
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: string; status: string };
}

function expectInside(box: { x: number; width: number } | null, width: number) {
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
}

describe('fiat deposit in the browser', () => {
  it('a player deposits with the RUB card at 390 px: details with a running countdown, receipt, pending, staff confirm, live balance and the success modal', async () => {
    const page = await openPage(browser, '/en/', phone);
    page.setDefaultTimeout(20_000);
    await register(page, uniqueEmail('fiat-deposit'));
    const before = await headerBalanceText(page);

    await page.getByTestId('tab-bar-wallet').click();
    const panel = page.getByTestId('wallet-panel');
    await panel.waitFor();
    await chooseFiat(panel, 'rub-card');
    // Demo presets 500…10000: the third is the default.
    expect(await panel.getByTestId('fiat-deposit-amount').inputValue()).toBe('2000');
    await saveScreenshot(page, 'fiat-deposit-form-390x844');
    const order = await createOrder(page, panel);
    expect(order.status).toBe('waiting');

    const details = panel.getByTestId('fiat-deposit-details');
    await details.waitFor();
    expect(await details.getByTestId('fiat-card').textContent()).toMatch(/\d{4}/);
    expect(await details.getByTestId('fiat-amount').textContent()).toBe('2,000 RUB');
    expect(await panel.getByLabel('Close the wallet').count()).toBe(0);
    const timer = details.getByRole('timer');
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);
    expectInside(await panel.boundingBox(), phone.width);
    await saveScreenshot(page, 'fiat-deposit-details-390x844');

    await details.getByTestId('fiat-i-have-paid').click();
    await panel.getByTestId('fiat-receipt-form').waitFor();
    await panel.getByTestId('fiat-receipt-name').fill('Ivan Petrov');
    await panel
      .getByTestId('fiat-receipt-file')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await panel.getByText('Chosen: receipt.png').waitFor();
    await panel.getByTestId('fiat-receipt-submit').click();
    await panel.getByTestId('pending-deposit').waitFor();
    await saveScreenshot(page, 'fiat-deposit-pending-390x844');

    // The desk sees the money and confirms: credited at the rate of the moment.
    const confirmed = (await asStaff(`/fiat/orders/${order.id}/confirm`, {})) as {
      status: string;
    };
    expect(confirmed.status).toBe('completed');

    // Live: the pending view closes, the success modal shows, the balance grows.
    const success = page.getByTestId('deposit-success-modal');
    await success.waitFor({ timeout: 30_000 });
    await panel.waitFor({ state: 'detached' });
    await expect
      .poll(() => headerBalanceText(page), { timeout: 30_000, interval: 250 })
      .not.toBe(before);
    await saveScreenshot(page, 'fiat-deposit-success-390x844');
    await page.context().close();
  }, 120_000);

  it('at 390 px a player opens a dispute on a paid order from the history and sees it pending', async () => {
    const page = await openPage(browser, '/en/', phone);
    page.setDefaultTimeout(20_000);
    await register(page, uniqueEmail('fiat-dispute'));
    await page.getByTestId('tab-bar-wallet').click();
    const panel = page.getByTestId('wallet-panel');
    await panel.waitFor();
    await chooseFiat(panel, 'rub-card');
    const order = await createOrder(page, panel);
    await panel.getByTestId('fiat-i-have-paid').click();
    await panel.getByTestId('fiat-receipt-name').fill('Ivan Petrov');
    await panel
      .getByTestId('fiat-receipt-file')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await panel.getByText('Chosen: receipt.png').waitFor();
    await panel.getByTestId('fiat-receipt-submit').click();
    await panel.getByTestId('pending-deposit').waitFor();

    await panel.getByTestId('pending-to-history').click();
    const row = panel.locator(`[data-testid="history-item"][data-id="${order.id}"]`);
    await row.getByTestId('history-open-dispute').click();
    const form = panel.getByTestId('open-dispute-form');
    await form.waitFor();
    // Sent empty: the rules name what is missing.
    await panel.getByTestId('dispute-submit').click();
    expect(await panel.getByText('This field is required').count()).toBe(4);
    await panel
      .getByTestId('dispute-image')
      .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
    await panel.getByText('Chosen: transfer.png').waitFor();
    await panel.getByTestId('dispute-accept-CHANGE_INVOICE').check();
    await panel.getByTestId('dispute-amount').fill('1500');
    await panel.getByTestId('dispute-problem').selectOption('paid_other_amount');
    await panel.getByTestId('dispute-comment').fill('I sent 1,500 RUB by mistake');
    expectInside(await form.boundingBox(), phone.width);
    await saveScreenshot(page, 'fiat-dispute-form-390x844');
    await panel.getByTestId('dispute-submit').click();
    await panel.getByTestId('pending-dispute').waitFor();

    await panel.getByTestId('pending-to-history').click();
    await expect
      .poll(() => row.getByTestId('history-status').textContent(), { timeout: 15_000 })
      .toBe('Disputed');
    await page.context().close();
  });

  it('at desktop width an order whose time runs out opens the deposit error view with retry and another method', async () => {
    // A method with the shortest order time the back office allows, and a desk requisite for it.
    const id = `e2e-ttl-${randomUUID().slice(0, 8)}`;
    await asStaff('/payment-methods', {
      id,
      currency: 'RUB',
      name: 'Short card',
      label: 'Card RUB (60 s)',
      method: 'p2p',
      priority: 1000,
      orderTtlSeconds: 60,
      buyMinAmount: '100',
      buyMaxAmount: '10000',
      multiplyOrdersAllowed: true,
      valuePresets: ['100', '500', '1000'],
      sellEnabled: false,
    });
    await asStaff('/fiat/requisites', {
      methodId: id,
      card: '2200000000000012',
      bankName: 'Demo bank',
      recipientName: 'Anna S.',
      minAmount: '100',
      maxAmount: '10000',
      dailyLimit: '1000000',
    });

    const page = await openPage(browser, '/en/', desktop);
    page.setDefaultTimeout(20_000);
    await register(page, uniqueEmail('fiat-deposit-ttl'));
    await page.getByTestId('header-topup').click();
    const panel = page.getByTestId('wallet-panel');
    await panel.waitFor();
    await chooseFiat(panel, id);
    await createOrder(page, panel);
    await panel.getByTestId('fiat-deposit-details').waitFor();

    const error = panel.getByTestId('error-deposit');
    await error.waitFor({ timeout: 90_000 });
    expect(await page.getByRole('heading', { name: 'Deposit failed' }).count()).toBe(1);
    expect(await error.textContent()).toContain('The time to pay this order has run out');
    await saveScreenshot(page, 'fiat-deposit-timeouted-1440x900');

    // Retry: a new order form for the same method; another method: the deposit tab.
    await error.getByTestId('error-retry').click();
    await panel.getByTestId('fiat-deposit-form').waitFor();
    await panel.getByTestId('wallet-back').click();
    expect(await panel.getByTestId('wallet-tab-deposit').getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.context().close();
  }, 150_000);
});
