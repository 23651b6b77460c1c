import type { Browser, FrameLocator, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Toncoin may sit behind the grid's "other" button when the group has more methods than cards. */
async function chooseToncoin(panel: Locator) {
  const other = panel.getByTestId('payment-methods-other-crypto');
  const ton = panel.getByTestId('payment-method-TON');
  await other.or(ton).first().waitFor();
  if (!(await ton.isVisible())) await other.click();
  await ton.click();
}

const balanceOf = (app: FrameLocator) => app.getByTestId('header-balance-amount').textContent();

describe('TON Connect deposit in the mini-app at 390 px', () => {
  it('connects the harness’s test wallet with a ton_proof, sends TON and the balance changes', async () => {
    // The harness hosts the app in a 390 px frame and injects the simulator's test wallet into it.
    const page = await openPage(browser, `/api/dev/messenger/harness?userId=${Date.now()}`, {
      width: 900,
      height: 900,
    });
    const app = page.frameLocator('[data-testid="harness-frame"]');
    await app.getByTestId('header-balance').waitFor();
    const before = await balanceOf(app);

    await app.getByTestId('tab-bar-wallet').click();
    const panel = app.getByTestId('wallet-panel');
    await panel.waitFor();
    await chooseToncoin(panel);
    await panel.getByTestId('open-ton-deposit').click();

    // The wallet signs our payload; the server verifies it and keeps the wallet.
    await panel.getByTestId('ton-connect-button').click();
    const address = panel.getByTestId('ton-wallet-address');
    await address.waitFor({ timeout: 30_000 });
    expect(await address.textContent()).toMatch(/^UQ[A-Za-z0-9_-]{46}$/);
    await expect
      .poll(() => panel.getByTestId('ton-balance-ton').textContent(), { timeout: 20_000 })
      .toBe('1000');
    await saveScreenshot(page, 'ton-deposit-connected-harness');

    await panel.getByTestId('ton-deposit-amount').fill('2');
    await panel.getByTestId('ton-deposit-send').click();
    // The simulated chain shows the transfer after a moment; the poll credits it once.
    await expect.poll(() => balanceOf(app), { timeout: 60_000, interval: 500 }).not.toBe(before);
    await app.getByTestId('deposit-success-modal').waitFor();
    await saveScreenshot(page, 'ton-deposit-credited-harness');
    await page.close();
  });
});
