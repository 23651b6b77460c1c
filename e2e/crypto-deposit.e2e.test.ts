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
import { register } from './support/player';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** USDT sits behind the grid's "other" button when the group has more methods than cards. */
async function chooseUsdt(panel: Locator) {
  const other = panel.getByTestId('payment-methods-other-crypto');
  const usdt = panel.getByTestId('payment-method-USDT-TRC20');
  await other.or(usdt).first().waitFor();
  if (await other.isVisible()) await other.click();
  await usdt.click();
}

const headerBalanceText = (page: Page) => page.getByTestId('header-balance-amount').textContent();

describe('crypto deposit in the browser', () => {
  it('a new player deposits USDT through the dev control and sees the balance change live', async () => {
    const page = await openPage(browser, '/en/', desktop);
    await register(page, uniqueEmail('crypto-deposit'));
    const before = await headerBalanceText(page);

    await page.getByTestId('header-topup').click();
    const panel = page.getByTestId('wallet-panel');
    await panel.waitFor();
    await chooseUsdt(panel);
    const address = panel.getByTestId('crypto-deposit-address');
    await address.waitFor();
    expect((await address.textContent())!.length).toBeGreaterThan(10);
    expect(await panel.getByTestId('crypto-deposit-qr').locator('svg').count()).toBe(1);
    await saveScreenshot(page, 'crypto-deposit-1440x900');

    await panel.getByTestId('dev-send-transfer').click();
    // No reload: the deposit is confirmed on the simulated chain, then the realtime balance event.
    await expect
      .poll(() => headerBalanceText(page), { timeout: 60_000, interval: 500 })
      .not.toBe(before);

    // The completed deposit closes the wallet and shows the success modal with the amount.
    const success = page.getByTestId('deposit-success-modal');
    await success.waitFor();
    expect(await success.getByTestId('deposit-success-amount').textContent()).toMatch(
      /^\+[\d,]+\.\d{2,} USDT/,
    );
    expect(await panel.count()).toBe(0);
    await saveScreenshot(page, 'deposit-success-1440x900');
    await success.getByTestId('deposit-success-continue').click();
    await expect.poll(() => success.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/en');

    // The history tab lists the deposit.
    await page.getByTestId('header-topup').click();
    await panel.waitFor();
    await panel.getByTestId('wallet-tab-history').click();
    await expect.poll(() => panel.getByTestId('history-item').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('fits the phone width as a drawer and closes with the keyboard', async () => {
    const page = await openPage(browser, '/en/', phone);
    await register(page, uniqueEmail('crypto-deposit-phone'));
    await page.getByTestId('tab-bar-wallet').click();
    const panel = page.getByTestId('wallet-panel');
    await panel.waitFor();
    await chooseUsdt(panel);
    await panel.getByTestId('crypto-deposit-address').waitFor();
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
    await saveScreenshot(page, 'crypto-deposit-390x844');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    // Escape is a deliberate close: no retention offer.
    expect(await page.getByTestId('retention-modal').count()).toBe(0);
    await page.context().close();
  });

  it('dragging the drawer down offers a first deposit, once per session (390 px)', async () => {
    const page = await openPage(browser, '/en/', phone);
    await register(page, uniqueEmail('retention-phone'));
    const panel = page.getByTestId('wallet-panel');
    const offer = page.getByTestId('retention-modal');

    async function dragDown() {
      await panel.waitFor();
      // The drawer slides in; drag once it has come to rest.
      let top = -1;
      await expect
        .poll(async () => {
          const previous = top;
          top = (await panel.boundingBox())?.y ?? -1;
          return top === previous;
        })
        .toBe(true);
      const box = (await panel.boundingBox())!;
      const x = box.x + box.width / 2;
      await page.mouse.move(x, box.y + 8);
      await page.mouse.down();
      await page.mouse.move(x, box.y + 450, { steps: 15 });
      await page.mouse.up();
      await expect.poll(() => panel.count(), { timeout: 5000 }).toBe(0);
    }

    await page.getByTestId('tab-bar-wallet').click();
    await panel.getByTestId('banner-carousel').waitFor();
    await saveScreenshot(page, 'wallet-banners-390x844');
    await dragDown();
    await offer.waitFor();
    await saveScreenshot(page, 'retention-390x844');
    await offer.getByTestId('retention-deposit').click();
    await panel.waitFor();
    expect(await panel.getByTestId('wallet-tab-deposit').getAttribute('aria-selected')).toBe(
      'true',
    );

    await dragDown();
    expect(await offer.count()).toBe(0);
    await page.context().close();
  });
});
