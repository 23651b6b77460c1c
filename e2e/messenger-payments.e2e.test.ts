import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, phone, saveScreenshot } from './support/browser';
import { credit } from './support/player';

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

  it('a player without a password confirms a withdrawal with a code the bot sends to Telegram', async () => {
    const userId = String(Date.now() + 7);
    const page = await openPage(browser, await launchAddress(userId), phone);
    page.setDefaultTimeout(20_000);
    await page.getByTestId('header-balance').waitFor();
    const before = await headerBalanceText(page);
    await credit(`tg-${userId}@telegram.invalid`, '100', 'USD');
    await expect
      .poll(() => headerBalanceText(page), { timeout: 30_000, interval: 500 })
      .not.toBe(before);
    const success = page.getByTestId('deposit-success-modal');
    if (await success.isVisible()) await success.getByTestId('deposit-success-continue').click();
    const funded = await headerBalanceText(page);

    // The sign-in counted as a step-up; the simulators end it now, as five minutes would.
    const token = await page.evaluate(() => sessionStorage.getItem('wh-bearer'));
    const expired = await fetch(`${baseUrl}/api/dev/step-up/expire`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(expired.status).toBe(204);

    const panel = await openWallet(page);
    await panel.getByTestId('wallet-tab-withdraw').click();
    await panel.getByTestId('payment-option-x-rocket').click();
    await panel.getByTestId('x-rocket-withdraw-form').waitFor();
    await panel.getByTestId('x-rocket-withdraw-currency').selectOption('USDT-TRC20');
    await panel.getByTestId('x-rocket-withdraw-amount').fill('10');
    await panel.getByTestId('x-rocket-withdraw-submit').click();

    const dialog = page.getByTestId('step-up-dialog');
    await dialog.getByTestId('step-up-send-messenger').click();
    const field = dialog.getByLabel('Code from Telegram');
    await field.waitFor();
    // The bot's message, read from the simulated chat of this messenger user.
    const chatOf = async () => {
      const chat = await fetch(`${baseUrl}/api/dev/messenger/messages?userId=${userId}`);
      return ((await chat.json()) as { data: Array<{ text: string }> }).data;
    };
    await expect
      .poll(async () => (await chatOf()).length, { timeout: 30_000, interval: 500 })
      .toBe(1);
    const [message] = await chatOf();
    const code = /\b(\d{6})\b/.exec(message!.text)![1]!;
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
    await saveScreenshot(page, 'step-up-messenger-code-390x844');
    await field.fill(code);
    await page.keyboard.press('Enter');

    await panel.getByTestId('x-rocket-notice').waitFor();
    expect(await dialog.count()).toBe(0);
    await expect
      .poll(() => headerBalanceText(page), { timeout: 30_000, interval: 500 })
      .not.toBe(funded);
    await page.close();
  });
});
