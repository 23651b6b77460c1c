import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  desktop,
  launchBrowser,
  openPage,
  phone,
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

const headerBalanceText = (page: Page) => page.getByTestId('header-balance-amount').textContent();

/** A funded new player, signed in on a page of the given size. */
async function fundedPlayer(viewport: { width: number; height: number }, label: string) {
  const page = await openPage(browser, '/en/', viewport);
  const email = uniqueEmail(label);
  await register(page, email);
  const before = await headerBalanceText(page);
  await credit(email, '1000', 'USD');
  await expect
    .poll(() => headerBalanceText(page), { timeout: 30_000, interval: 250 })
    .not.toBe(before);
  // A fresh load starts without the first-deposit celebration the credit may have opened.
  await page.reload();
  await page.getByTestId('header-balance').waitFor();
  return page;
}

/** The RUB card may sit behind the fiat group's "other" button when the group overflows. */
async function chooseRubCard(panel: Locator) {
  const other = panel.getByTestId('payment-methods-other-fiat');
  const card = panel.getByTestId('payment-method-fiat-rub-card');
  await other.or(card).first().waitFor();
  if (!(await card.isVisible())) await other.click();
  await card.click();
  await panel.getByTestId('fiat-withdraw-form').waitFor();
}

async function withdrawAndCancel(
  viewport: { width: number; height: number },
  open: (page: Page) => Promise<void>,
  label: string,
) {
  const page = await fundedPlayer(viewport, `fiat-withdraw-${label}`);
  const funded = await headerBalanceText(page);
  await open(page);
  const panel = page.getByTestId('wallet-panel');
  await panel.waitFor();
  await panel.getByTestId('wallet-tab-withdraw').click();
  await chooseRubCard(panel);
  expect(await page.getByRole('heading', { name: 'Withdraw to a card' }).count()).toBe(1);

  // Demo RUB card: 1.5 % + 50 RUB from 5,000 RUB.
  await panel.getByTestId('fiat-withdraw-amount').fill('6000');
  await panel.getByTestId('fiat-withdraw-name').fill('Ivan Petrov');
  await panel.getByTestId('fiat-withdraw-card').pressSequentially('4276123412341234');
  expect(await panel.getByTestId('fiat-withdraw-card').inputValue()).toBe('4276 1234 1234 1234');
  await expect
    .poll(() => panel.getByTestId('fiat-withdraw-fee-amount').textContent())
    .toBe('140.00 RUB');
  expect(await panel.getByTestId('fiat-withdraw-net').textContent()).toBe('5,860.00 RUB');
  const submit = panel.getByTestId('fiat-withdraw-submit');
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await saveScreenshot(page, `fiat-withdraw-form-${label}`);
  await submit.click();

  const confirm = page.getByTestId('withdraw-confirm');
  await confirm.waitFor();
  expect(await confirm.getByTestId('confirm-destination').textContent()).toBe('•••• 1234');
  expect(await confirm.getByTestId('confirm-amount').textContent()).toBe('6,000.00 RUB');
  expect(await confirm.getByTestId('confirm-fee').textContent()).toBe('140.00 RUB');
  expect(await confirm.getByTestId('confirm-net').textContent()).toBe('5,860.00 RUB');
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v2/wallet/orders/sell') &&
      response.request().method() === 'POST',
  );
  await confirm.getByTestId('withdraw-confirm-submit').click();
  const sell = (await (await created).json()) as { id: string; type: string; status: string };
  expect(sell).toMatchObject({ type: 'sell', status: 'pending' });

  const pending = panel.getByTestId('pending-withdraw');
  await pending.waitFor();
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  await saveScreenshot(page, `fiat-withdraw-pending-${label}`);
  // The hold leaves the balance at once, over realtime.
  await expect
    .poll(() => headerBalanceText(page), { timeout: 30_000, interval: 250 })
    .not.toBe(funded);

  // Cancelled from the history: the hold comes back whole.
  await pending.getByTestId('pending-to-history').click();
  const row = panel.locator(`[data-testid="history-item"][data-id="${sell.id}"]`);
  await row.waitFor();
  await row.getByTestId('history-cancel').click();
  const dialog = page.getByTestId('cancel-dialog');
  await dialog.waitFor();
  await dialog.getByTestId('cancel-confirm').click();
  await expect
    .poll(() => row.getByTestId('history-status').textContent(), { timeout: 15_000 })
    .toBe('Cancelled');
  await expect.poll(() => headerBalanceText(page), { timeout: 30_000, interval: 250 }).toBe(funded);
  await saveScreenshot(page, `fiat-withdraw-cancelled-${label}`);
  await page.context().close();
}

describe('fiat withdrawal in the browser', () => {
  it('a funded player withdraws to a RUB card, sees fee and net, then cancels it from history (390 px)', async () => {
    await withdrawAndCancel(
      phone,
      async (page) => {
        await page.getByTestId('tab-bar-wallet').click();
      },
      '390x844',
    );
  });

  it('the same at desktop width', async () => {
    await withdrawAndCancel(
      desktop,
      async (page) => {
        await page.getByTestId('header-topup').click();
      },
      '1440x900',
    );
  });

  it('the SBP phone picker defaults to Russia and is operable by keyboard at 390 px', async () => {
    const page = await fundedPlayer(phone, 'fiat-withdraw-sbp');
    await page.getByTestId('tab-bar-wallet').click();
    const panel = page.getByTestId('wallet-panel');
    await panel.waitFor();
    await panel.getByTestId('wallet-tab-withdraw').click();
    const other = panel.getByTestId('payment-methods-other-fiat');
    const sbp = panel.getByTestId('payment-method-fiat-rub-sbp');
    await other.or(sbp).first().waitFor();
    if (!(await sbp.isVisible())) await other.click();
    await sbp.click();
    await panel.getByTestId('fiat-withdraw-form').waitFor();

    const opener = panel.getByTestId('fiat-withdraw-phone-country');
    expect(await opener.textContent()).toContain('+7');
    await panel.getByTestId('fiat-withdraw-phone').fill('912 345 67 89');
    await opener.focus();
    await page.keyboard.press('Enter');
    const search = panel.getByTestId('fiat-withdraw-phone-countries-search');
    await search.waitFor();
    await page.keyboard.type('kaz');
    await saveScreenshot(page, 'fiat-withdraw-phone-picker-390x844');
    const list = panel.getByTestId('fiat-withdraw-phone-countries');
    const box = await list.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'detached' });
    expect(await opener.textContent()).toContain('+7');
    expect(await opener.getAttribute('aria-label')).toContain('KZ');
    // Enter on the picker and in its search is not a submit: nothing is flagged as missing.
    expect(await panel.getByTestId('fiat-withdraw-name-error').count()).toBe(0);
    // Escape closes the list, not the wallet.
    await opener.click();
    await search.waitFor();
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await panel.isVisible()).toBe(true);
    await page.context().close();
  });
});
