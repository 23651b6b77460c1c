import type { Browser, Page } from 'playwright-core';
import { formatAmount } from '@wheelhouse/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  closeDepositSuccess,
  desktop,
  launchBrowser,
  openPage,
  phone,
  saveScreenshot,
  uniqueEmail,
} from './support/browser';
import { credit, register } from './support/player';

interface DisplayCurrency {
  code: string;
  displayFormat: string;
  precision: number;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function displayCurrencies(page: Page): Promise<DisplayCurrency[]> {
  const response = await page.request.get(`${baseUrl}/api/v1/wallet/currencies?locale=en`);
  expect(response.ok()).toBe(true);
  return response.json();
}

async function primaryCurrency(page: Page): Promise<string> {
  return (await (await page.request.get(`${baseUrl}/api/v1/me`)).json()).currency;
}

function shown(currency: DisplayCurrency, amount: string): string {
  return currency.displayFormat.replace('{amount}', amount);
}

/** Any amount in the currency's format, e.g. "€1,234.50" for "€{amount}" with 2 decimals. */
function formatPattern(currency: DisplayCurrency): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [before = '', after = ''] = currency.displayFormat.split('{amount}');
  const decimals = currency.precision > 0 ? `\\.\\d{${currency.precision}}` : '';
  return new RegExp(`^${escape(before)}\\d{1,3}(,\\d{3})*${decimals}${escape(after)}$`);
}

const headerBalanceText = (page: Page) => page.getByTestId('header-balance-amount').textContent();

describe('the balance in the browser', () => {
  it('updates live after a credit and follows a change of display currency', async () => {
    const email = uniqueEmail('balance');
    const page = await openPage(browser, '/en/');
    await register(page, email);

    const currencies = await displayCurrencies(page);
    const primaryCode = await primaryCurrency(page);
    const primary = currencies.find((currency) => currency.code === primaryCode)!;
    const euro = currencies.find((currency) => currency.code === 'EUR')!;
    expect(primary).toBeDefined();
    expect(euro).toBeDefined();
    const zero = formatAmount(0n, primary.precision);
    const twentyFive = formatAmount(25n * 10n ** BigInt(primary.precision), primary.precision);
    await expect.poll(() => headerBalanceText(page)).toBe(shown(primary, zero));

    await credit(email, '25.00', primaryCode);
    // No reload: the realtime channel brings the new balance.
    await expect
      .poll(() => headerBalanceText(page), { timeout: 5_000 })
      .toBe(shown(primary, twentyFive));
    await closeDepositSuccess(page);

    await page.getByTestId('header-balance').click();
    const card = page.getByTestId('balance-card');
    await card.waitFor();
    expect(await card.getByTestId('balance-main').textContent()).toBe(shown(primary, twentyFive));

    await card.getByTestId('currency-selector').click();
    await card.getByTestId('currency-option-EUR').click();
    await expect.poll(() => headerBalanceText(page)).toMatch(formatPattern(euro));
    expect(await headerBalanceText(page)).not.toBe(shown(primary, '25.00'));
    expect(await card.getByTestId('balance-main').textContent()).toMatch(formatPattern(euro));
    expect(await primaryCurrency(page)).toBe('EUR');

    // The choice is the player's, not the page's: a reload keeps it.
    await page.reload();
    await expect.poll(() => headerBalanceText(page)).toMatch(formatPattern(euro));
    await page.context().close();
  });

  it('shows the header balance and the card at phone and desktop widths', async () => {
    for (const [viewport, name] of [
      [phone, '390x844'],
      [desktop, '1440x900'],
    ] as const) {
      const email = uniqueEmail(`balance-${name}`);
      const page = await openPage(browser, '/en/', viewport);
      await register(page, email);
      await credit(email, '1234.5', 'USD');
      await expect.poll(() => headerBalanceText(page)).toContain('1,234.50');
      await closeDepositSuccess(page);

      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(viewport.width);
      await saveScreenshot(page, `header-balance-${name}`);

      await page.getByTestId('header-balance').click();
      const card = page.getByTestId('balance-card');
      await card.waitFor();
      await card.getByTestId('currency-selector').click();
      await card.getByTestId('currency-option-EUR').waitFor();
      const box = await card.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await saveScreenshot(page, `balance-card-open-${name}`);

      await page.keyboard.press('Escape');
      await expect.poll(() => card.count()).toBe(0);
      await page.context().close();
    }
  });
});
