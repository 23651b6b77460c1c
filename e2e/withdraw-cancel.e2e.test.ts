import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  closeDepositSuccess,
  desktop,
  launchBrowser,
  openPage,
  saveScreenshot,
  uniqueEmail,
} from './support/browser';
import { credit, register } from './support/player';

/** Matches the USDT (TRC20) address pattern and belongs to nobody here. */
const OUTSIDE_TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const headerBalanceText = (page: Page) => page.getByTestId('header-balance-amount').textContent();

describe('cancelling a withdrawal from the history', () => {
  it('a funded player cancels a pending withdrawal in the panel and gets the money back', async () => {
    const page = await openPage(browser, '/en/', desktop);
    const email = uniqueEmail('withdraw-cancel');
    await register(page, email);
    const empty = await headerBalanceText(page);

    // A credit as a payment would make it; it arrives over realtime with the success modal.
    await credit(email, '1000');
    await expect
      .poll(() => headerBalanceText(page), { timeout: 30_000, interval: 250 })
      .not.toBe(empty);
    const funded = await headerBalanceText(page);
    await closeDepositSuccess(page);

    // The withdrawal is requested through the API with this browser's own session.
    const withdraw = await page.request.post(`${baseUrl}/api/v1/wallet/txns/withdraw`, {
      headers: { 'idempotency-key': randomUUID() },
      data: { currency: 'USDT-TRC20', address: OUTSIDE_TRON_ADDRESS, amount: '150' },
    });
    expect(withdraw.status(), await withdraw.text()).toBe(200);
    const created = (await withdraw.json()) as { id: string; status: string };
    expect(created.status).toBe('pending');
    await expect
      .poll(() => headerBalanceText(page), { timeout: 30_000, interval: 250 })
      .not.toBe(funded);

    await page.getByTestId('header-topup').click();
    const panel = page.getByTestId('wallet-panel');
    await panel.waitFor();
    await panel.getByTestId('wallet-tab-history').click();
    const row = panel.locator(`[data-testid="history-item"][data-id="${created.id}"]`);
    await row.waitFor();
    expect(await row.getByTestId('history-status').textContent()).toBe('Pending');
    await saveScreenshot(page, 'withdraw-cancel-history-1440x900');
    await row.getByTestId('history-cancel').click();
    const dialog = page.getByTestId('cancel-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('150');
    await dialog.getByTestId('cancel-confirm').click();

    await expect
      .poll(() => row.getByTestId('history-status').textContent(), { timeout: 15_000 })
      .toBe('Cancelled');
    expect(await row.getByTestId('history-cancel').count()).toBe(0);
    await expect
      .poll(() => headerBalanceText(page), { timeout: 30_000, interval: 250 })
      .toBe(funded);
    await page.context().close();
  });
});
