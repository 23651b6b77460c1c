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
    // A patch must name the step: it applies the template's defaults to what it leaves out.
    await asStaff('PATCH', `/bonus-templates/${templateId}`, {
      active: false,
      minDepositNumber: 1,
    });
  await browser?.close();
});

interface ApiBalance {
  total: { value: string };
  fiat: { value: string };
  bonuses: Array<{ value: string; bonusId: string }>;
  userBonuses: Array<{ id: string }>;
}

interface BetReply {
  bet: { stake: { houseAmount: string }; payout: { houseAmount: string } };
  balance: ApiBalance;
}

interface ListedBonus {
  id: number;
  activation: { userBonusId: string; state: string; amount: string } | null;
}

const SCALE = 9;
const minor = (value: string) => {
  const parsed = parseAmount(value, SCALE);
  if (!parsed.ok) throw new Error(`not an amount: ${value}`);
  return parsed.minor;
};

const sumOf = (amounts: Array<{ value: string }>) =>
  amounts.reduce((sum, amount) => sum + minor(amount.value), 0n);

/** Minor units at SCALE as the card shows USD: "$1,234.56", cut to cents like the card. */
const usd = (value: bigint) => {
  const cents = value / 10n ** BigInt(SCALE - 2);
  const [whole = '0', fraction = '00'] = formatAmount(cents, 2).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
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

      // Welcome step 1 runs: 2 USD (twice the deposit, capped) to wager once. The crypto method's
      // own deposit bonus may run beside it; the bonus account shows both.
      const listed = await page.request.get(`${baseUrl}/api/v2/bonuses`);
      const welcome = ((await listed.json()) as { data: ListedBonus[] }).data.find(
        (bonus) => bonus.id === templateId,
      );
      expect(welcome?.activation?.state).toBe('active');
      expect(welcome?.activation?.amount).toBe('2.000000');
      const userBonusId = welcome!.activation!.userBonusId;
      const before = await balanceOf(page);
      expect(before.userBonuses.map((bonus) => bonus.id)).toContain(userBonusId);

      let card = await openBalanceCard(page);
      await expect
        .poll(() => card.getByTestId('balance-bonus').textContent(), { timeout: 15_000 })
        .toBe(usd(sumOf(before.bonuses)));
      expect(await card.getByTestId('balance-wager').textContent()).toContain('0%');
      if (before.bonuses.length > 1)
        expect(await card.getByTestId('balance-bonus-item').allTextContents()).toContain(
          'Bonus 2$2.00 · 0%',
        );
      await saveScreenshot(page, `bonuses-balance-card-${label}`);
      await card.getByTestId('balance-bonuses-link').click();

      // The bonuses page: the bonus in play with its wagering, step 1 current, step 2 next.
      const running = page.getByTestId('running-bonus').filter({ hasText: 'E2E welcome' });
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
      const runs = (balance: ApiBalance) =>
        balance.userBonuses.some((bonus) => bonus.id === userBonusId);
      let prev = await balanceOf(page);
      let now = prev;
      let bet: BetReply['bet'] | undefined;
      for (let round = 1; round <= 4 && runs(now); round += 1) {
        prev = now;
        const answer = page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/v1/originals/dice/bets') &&
            response.request().method() === 'POST',
        );
        await game.getByTestId('bet-button').click();
        const reply = await answer;
        expect(reply.status()).toBe(200);
        const body = (await reply.json()) as BetReply;
        bet = body.bet;
        now = await balanceOf(page);
        // The bet's answer carries the balance after everything the bet caused.
        expect(body.balance.fiat.value).toBe(now.fiat.value);
      }
      expect(runs(now)).toBe(false);

      // The bet that met the requirement was paid from real money, and the welcome bonus money
      // became real money: the real balance grew by exactly that much, and nothing vanished.
      const welcomeLeft = sumOf(prev.bonuses.filter((entry) => entry.bonusId === userBonusId));
      expect(welcomeLeft).toBe(minor('2'));
      const result = minor(bet!.payout.houseAmount) - minor(bet!.stake.houseAmount);
      const after = now;
      expect(minor(after.fiat.value)).toBe(minor(prev.fiat.value) + result + welcomeLeft);
      expect(minor(after.total.value)).toBe(minor(prev.total.value) + result);
      expect(after.bonuses.some((entry) => entry.bonusId === userBonusId)).toBe(false);

      card = await openBalanceCard(page);
      await expect
        .poll(() => card.getByTestId('balance-main').textContent())
        .toBe(usd(minor(after.fiat.value)));
      expect(await card.getByTestId('balance-bonus').textContent()).toBe(usd(sumOf(after.bonuses)));
      await saveScreenshot(page, `bonuses-converted-${label}`);
      await card.getByTestId('balance-bonuses-link').click();
      await steps.first().waitFor();
      expect(await steps.nth(0).getAttribute('data-state')).toBe('claimed');
      expect(await running.count()).toBe(0);
      await page.context().close();
    },
    180_000,
  );
});
