import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, phone, saveScreenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function launchAddress(userId: string): Promise<string> {
  const response = await fetch(
    `${baseUrl}/api/dev/messenger/init-data?${new URLSearchParams({ userId, firstName: 'Ann' })}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { launchUrl: string }).launchUrl;
}

const headerBalanceText = (page: Page) => page.getByTestId('header-balance-amount').textContent();

async function openWallet(page: Page) {
  await page.getByTestId('tab-bar-wallet').click();
  const panel = page.getByTestId('wallet-panel');
  await panel.waitFor();
  return panel;
}

describe('messenger payments in the mini-app at 390 px', () => {
  it('a crypto-bot deposit is paid on the simulator, the balance changes; xRocket pays it out', async () => {
    const page = await openPage(browser, await launchAddress(String(Date.now())), phone);
    await page.getByTestId('header-balance').waitFor();
    const before = await headerBalanceText(page);

    let panel = await openWallet(page);
    await panel.getByTestId('payment-option-crypto-bot').click();
    await panel.getByTestId('crypto-bot-deposit').waitFor();
    await panel.getByTestId('invoice-currency-cryptobot').selectOption('USDT-TRC20');
    const amount = panel.getByTestId('invoice-amount-cryptobot');
    await amount.fill('4.5');
    await panel.getByTestId('invoice-submit-cryptobot').click();
    expect(await panel.getByText('The minimum is 5.000000 USDT').count()).toBe(1);
    await amount.fill('12.5');
    await saveScreenshot(page, 'crypto-bot-deposit-390x844');
    const [payPage] = await Promise.all([
      page.waitForEvent('popup'),
      panel.getByTestId('invoice-submit-cryptobot').click(),
    ]);
    await panel.getByTestId('invoice-waiting').waitFor();
    await payPage.getByTestId('sim-pay').click();
    await payPage.getByTestId('sim-paid').waitFor();
    await payPage.close();

    // The signed webhook credited the deposit; the balance event updates the header by itself.
    await expect
      .poll(() => headerBalanceText(page), { timeout: 30_000, interval: 500 })
      .not.toBe(before);
    const success = page.getByTestId('deposit-success-modal');
    if (await success.isVisible()) await success.getByTestId('deposit-success-continue').click();
    const funded = await headerBalanceText(page);

    panel = await openWallet(page);
    await panel.getByTestId('wallet-tab-withdraw').click();
    await panel.getByTestId('payment-option-x-rocket').click();
    await panel.getByTestId('x-rocket-withdraw-form').waitFor();
    await panel.getByTestId('x-rocket-withdraw-currency').selectOption('USDT-TRC20');
    await panel.getByTestId('x-rocket-withdraw-amount').fill('10');
    await panel.getByTestId('x-rocket-withdraw-submit').click();
    await panel.getByTestId('x-rocket-notice').waitFor();
    await saveScreenshot(page, 'x-rocket-withdraw-390x844');
    await expect
      .poll(() => headerBalanceText(page), { timeout: 30_000, interval: 500 })
      .not.toBe(funded);

    // Back from x-rocket goes to the deposit tab (spec §2), with the keyboard too.
    await panel.getByTestId('wallet-back').focus();
    await page.keyboard.press('Enter');
    expect(await panel.getByTestId('wallet-tab-deposit').getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.close();
  });
});
