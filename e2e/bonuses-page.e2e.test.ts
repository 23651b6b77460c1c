import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
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
let templateId: number | undefined;

async function asStaff(method: 'POST' | 'PATCH', path: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/admin${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(await devAdminAuth()) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const json = (await response.json()) as { id: number };
  expect(response.status, JSON.stringify(json)).toBeLessThan(300);
  return json;
}

beforeAll(async () => {
  browser = await launchBrowser();
  // A welcome step 1 with a small wager, so a few dice rolls meet it. Its larger multiplier makes
  // it the step-1 variant over the demo's (the largest free-spin count, then the multiplier).
  const template = await asStaff('POST', '/bonus-templates', {
    type: 'welcome',
    texts: {
      en: { title: 'E2E welcome', description: 'Twice the first deposit up to 2 USD, wager 1×' },
    },
    minDepositNumber: 1,
    minDeposit: '1',
    amountMultiplier: '2',
    maxAmount: '2.00',
    wager: '1',
    deadlineHours: 24,
  });
  templateId = template.id;
});

afterAll(async () => {
  // Later files (and the demo) get the demo's welcome package back.
  if (templateId !== undefined)
    await asStaff('PATCH', `/bonus-templates/${templateId}`, { active: false });
  await browser?.close();
});

interface ApiBalance {
  total: { value: string };
  fiat: { value: string };
  bonuses: Array<{ value: string }>;
  userBonuses: Array<{ id: string }>;
}

const SCALE = 9;
const minor = (value: string) => {
  const parsed = parseAmount(value, SCALE);
  if (!parsed.ok) throw new Error(`not an amount: ${value}`);
  return parsed.minor;
};

async function balanceOf(page: Page): Promise<ApiBalance> {
  const response = await page.request.get(`${baseUrl}/api/v1/wallet/balance`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiBalance;
}

async function chooseUsdt(panel: Locator) {
  const other = panel.getByTestId('payment-methods-other-crypto');
  const usdt = panel.getByTestId('payment-method-USDT-TRC20');
  await other.or(usdt).first().waitFor();
  if (await other.isVisible()) await other.click();
  await usdt.click();
}

async function openBalanceCard(page: Page): Promise<Locator> {
  await page.getByTestId('header-balance').click();
  const card = page.getByTestId('balance-card');
  await card.waitFor();
  return card;
}

describe('bonuses page in the browser', () => {
  it.each([
    ['390x844', phone],
    ['1440x900', desktop],
  ])(
    'a new player deposits, sees the welcome bonus, plays dice until the wager is met and the bonus becomes real money (%s)',
    async (label, viewport) => {
      const page = await openPage(browser, '/en/', viewport);
      await register(page, uniqueEmail(`bonuses-${label}`));

      // First deposit: 10 USDT through the simulated chain activates welcome step 1 (2 USD).
      await page.getByTestId(viewport === phone ? 'tab-bar-wallet' : 'header-topup').click();
      const panel = page.getByTestId('wallet-panel');
      await panel.waitFor();
      await chooseUsdt(panel);
      await panel.getByTestId('crypto-deposit-address').waitFor();
      await panel.getByLabel('Amount', { exact: true }).fill('10');
      await panel.getByTestId('dev-send-transfer').click();
      const success = page.getByTestId('deposit-success-modal');
      await success.waitFor({ timeout: 60_000 });
      await success.getByTestId('deposit-success-continue').click();

      // The balance card shows the bonus account with its wager bar at zero.
      let card = await openBalanceCard(page);
      await expect
        .poll(() => card.getByTestId('balance-bonus').textContent(), { timeout: 15_000 })
        .toBe('$2.00');
      expect(await card.getByTestId('balance-wager').textContent()).toContain('0%');
      await saveScreenshot(page, `bonuses-balance-card-${label}`);
      await card.getByTestId('balance-bonuses-link').click();

      // The bonuses page: the bonus in play with its wagering, step 1 current, step 2 next.
      const running = page.getByTestId('running-bonus');
      await running.waitFor();
      expect(await running.getByTestId('running-bonus-amount').textContent()).toBe('2.00 USD');
      expect(await running.getByTestId('bonus-wager-value').textContent()).toBe(
        '0.00 USD of 2.00 USD',
      );
      const steps = page.getByTestId('welcome-step');
      expect(await steps.nth(0).getAttribute('data-state')).toBe('current');
      expect(await steps.nth(1).getAttribute('data-state')).toBe('available');
      await running.getByTestId('bonus-conditions-open').click();
      const info = page.getByTestId('bonus-info-modal');
      expect(await info.textContent()).toContain('Bet 1 times the bonus');
      await saveScreenshot(page, `bonuses-conditions-${label}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => info.count()).toBe(0);
      await saveScreenshot(page, `bonuses-page-${label}`);
      const widest = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(widest).toBeLessThanOrEqual(viewport.width);

      // Dice with 1.00 stakes (real money goes first) until the 2 USD requirement is met.
      const dice = await page.request.get(`${baseUrl}/api/v2/games/dice`);
      await page.goto(`${baseUrl}/en/games/${((await dice.json()) as { id: number }).id}`);
      const game = page.getByTestId('original-dice');
      await game.waitFor();
      await game.getByTestId('bet-amount-input').fill('1.00');
      let last: ApiBalance | undefined;
      let now: ApiBalance | undefined;
      for (let round = 1; round <= 4 && (now?.userBonuses.length ?? 1) > 0; round += 1) {
        const answer = page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/v1/originals/dice/bets') &&
            response.request().method() === 'POST',
        );
        await game.getByTestId('bet-button').click();
        const reply = await answer;
        expect(reply.status()).toBe(200);
        last = ((await reply.json()) as { balance: ApiBalance }).balance;
        now = await balanceOf(page);
      }
      expect(now?.userBonuses).toEqual([]);

      // The bonus money left after the last bet became real money: nothing vanished, all of it is
      // withdrawable, and no bonus runs any more.
      const bonusLeft = last!.bonuses.reduce((sum, bonus) => sum + minor(bonus.value), 0n);
      const after = now!;
      expect(minor(after.total.value)).toBe(minor(last!.total.value));
      expect(minor(after.fiat.value)).toBe(minor(last!.fiat.value) + bonusLeft);
      expect(after.fiat.value).toBe(after.total.value);
      expect(after.bonuses).toEqual([]);

      card = await openBalanceCard(page);
      await card.getByTestId('balance-no-bonus').waitFor();
      expect(await card.getByTestId('balance-bonus').textContent()).toBe('$0.00');
      expect(await card.getByTestId('balance-main').textContent()).toBe(
        `$${formatAmount(minor(after.fiat.value) / 10n ** BigInt(SCALE - 2), 2)}`,
      );
      await saveScreenshot(page, `bonuses-converted-${label}`);
      await card.getByTestId('balance-bonuses-link').click();
      await steps.first().waitFor();
      expect(await steps.nth(0).getAttribute('data-state')).toBe('claimed');
      expect(await page.getByTestId('running-bonus').count()).toBe(0);
      await page.context().close();
    },
    180_000,
  );
});
