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

/** A funded new player, signed in on a page of the given size. */
async function fundedPlayer(viewport: { width: number; height: number }, label: string) {
  const page = await openPage(browser, '/en/', viewport);
  const email = uniqueEmail(label);
  await register(page, email);
  const before = await headerBalanceText(page);
  await credit(email, '1000', 'USD');
  // The credit reaches the header over realtime; a fresh load then starts without the
  // first-deposit celebration the credit may have opened.
  await expect
    .poll(() => headerBalanceText(page), { timeout: 30_000, interval: 250 })
    .not.toBe(before);
  await page.reload();
  await page.getByTestId('header-balance').waitFor();
  return page;
}

/** USDT sits behind the grid's "other" button when the group has more methods than cards. */
async function chooseUsdt(panel: Locator) {
  const other = panel.getByTestId('payment-methods-other-crypto');
  const usdt = panel.getByTestId('payment-method-USDT-TRC20');
  await other.or(usdt).first().waitFor();
  if (await other.isVisible()) await other.click();
  await usdt.click();
  await panel.getByTestId('crypto-withdraw-form').waitFor();
}

const headerBalanceText = (page: Page) => page.getByTestId('header-balance-amount').textContent();

describe('crypto withdrawal in the browser', () => {
  it('a funded player withdraws USDT (TRC20) to a valid address and lands on the pending view (390 px)', async () => {
    const page = await fundedPlayer(phone, 'crypto-withdraw-phone');
    const funded = await headerBalanceText(page);

    await page.getByTestId('tab-bar-wallet').click();
    const panel = page.getByTestId('wallet-panel');
    await panel.waitFor();
    await panel.getByTestId('wallet-tab-withdraw').click();
    await chooseUsdt(panel);

    await panel.getByTestId('withdraw-amount').fill('25');
    await panel.getByTestId('withdraw-address').fill(OUTSIDE_TRON_ADDRESS);
    await expect.poll(() => panel.getByTestId('withdraw-total').textContent()).toMatch(/USDT$/);
    const submit = panel.getByTestId('withdraw-submit');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await saveScreenshot(page, 'crypto-withdraw-form-390x844');
    await submit.click();

    const confirm = page.getByTestId('withdraw-confirm');
    await confirm.waitFor();
    expect(await confirm.getByTestId('confirm-address').textContent()).toBe(OUTSIDE_TRON_ADDRESS);
    expect(await confirm.getByTestId('confirm-amount').textContent()).toBe('25.00 USDT');
    await saveScreenshot(page, 'crypto-withdraw-confirm-390x844');
    await confirm.getByTestId('withdraw-confirm-submit').click();

    const pending = panel.getByTestId('pending-withdraw');
    await pending.waitFor();
    expect(await pending.getByTestId('pending-amount').textContent()).toBe('25.00 USDT');
    expect(await pending.getByTestId('pending-status').textContent()).toBe('Pending');
    await pending.getByTestId('pending-cancel-deadline').waitFor();
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
    await saveScreenshot(page, 'crypto-withdraw-pending-390x844');

    // The hold leaves the balance at once, over realtime.
    await expect
      .poll(() => headerBalanceText(page), { timeout: 30_000, interval: 250 })
      .not.toBe(funded);
    await page.context().close();
  });

  it('shows the right message for a bad address, a too-small and a too-large amount (desktop)', async () => {
    const page = await fundedPlayer(desktop, 'crypto-withdraw-desktop');
    await page.getByTestId('header-topup').click();
    const panel = page.getByTestId('wallet-panel');
    await panel.waitFor();
    await panel.getByTestId('wallet-tab-withdraw').click();
    await chooseUsdt(panel);

    const amount = panel.getByTestId('withdraw-amount');
    const address = panel.getByTestId('withdraw-address');
    const submit = panel.getByTestId('withdraw-submit');

    await address.fill('0x52908400098527886E0F7030069857D2E4169EE7');
    await amount.click();
    expect(await panel.getByTestId('withdraw-address-error').textContent()).toBe(
      'This is not a valid address for this network',
    );
    expect(await submit.isDisabled()).toBe(true);

    await address.fill(OUTSIDE_TRON_ADDRESS);
    await amount.fill('5');
    await expect
      .poll(() => panel.getByTestId('withdraw-amount-error').textContent())
      .toBe('The minimum is 10.00 USDT');
    expect(await submit.isDisabled()).toBe(true);

    await amount.fill('20000');
    await expect
      .poll(() => panel.getByTestId('withdraw-amount-error').textContent())
      .toBe('The maximum is 10000.00 USDT');
    expect(await submit.isDisabled()).toBe(true);
    await saveScreenshot(page, 'crypto-withdraw-errors-1440x900');

    // An address of ours passes the pattern; the server refuses it with its catalogue message.
    const deposit = await page.request.post(`${baseUrl}/api/v1/wallet/txns/deposit`, {
      data: { currency: 'USDT-TRC20' },
    });
    expect(deposit.ok()).toBe(true);
    const ours = (await deposit.json()).address as string;
    await address.fill(ours);
    await amount.fill('20');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByTestId('withdraw-confirm-submit').click();
    await page
      .getByText('This is a deposit address of ours. Enter the address of your own wallet.')
      .waitFor();
    expect(await panel.getByTestId('crypto-withdraw-form').isVisible()).toBe(true);
    await page.context().close();
  });
});
