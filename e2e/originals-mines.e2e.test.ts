import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAmount } from '@wheelhouse/contracts/money';
import { mineTiles } from '@wheelhouse/fair/mines';
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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A funded player on the game page of `slug`, with the header showing $100.00. */
async function fundedPlayerOn(page: Page, label: string, slug: string) {
  const email = uniqueEmail(label);
  await register(page, email);
  await credit(email, '100');
  await expect.poll(() => headerBalanceText(page), { timeout: 15_000 }).toBe('$100.00');
  const response = await page.request.get(`${baseUrl}/api/v2/games/${slug}`);
  expect(response.ok()).toBe(true);
  await page.goto(`${baseUrl}/en/games/${(await response.json()).id}`);
}

const headerBalanceText = (page: Page) => page.getByTestId('header-balance-amount').textContent();

/** The server's balance in the player's display currency, as a string of major units. */
async function serverBalance(page: Page): Promise<{ value: string; precision: number }> {
  const balance = await (await page.request.get(`${baseUrl}/api/v1/wallet/balance`)).json();
  return { value: balance.total.primaryValue, precision: balance.total.primaryPrecision };
}

/** The header shows what the server holds, cut (never rounded) to the display precision. */
async function expectHeaderMatchesServer(page: Page) {
  const { value, precision } = await serverBalance(page);
  const [whole = '0', fraction = ''] = value.split('.');
  const shown = `$${BigInt(whole).toLocaleString('en-US')}.${fraction.padEnd(precision, '0').slice(0, precision)}`;
  await expect.poll(() => headerBalanceText(page)).toBe(shown);
}

async function expectNoHorizontalOverflow(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

const tile = (game: Locator, index: number) =>
  game.locator(`[data-testid="mines-tile"][data-tile="${index}"]`);

const PINNED_CLIENT_SEED = 'e2e-mines-pinned-seed';
const PICK = 12;

describe('mines in the browser', () => {
  it('a funded player starts a round, reveals a gem, reloads into the same round, cashes out and verifies the board', async () => {
    const page = await openPage(browser, '/en/', desktop);
    await fundedPlayerOn(page, 'mines-desktop', 'mines');
    const game = page.getByTestId('original-mines');
    await game.getByTestId('mines-game').waitFor();

    // Pin the client seed, so the board can be recomputed from the seeds alone afterwards.
    await game.getByTestId('original-tab-fairness').click();
    const panel = game.getByTestId('fairness-panel');
    const clientSeed = panel.getByTestId('client-seed-input');
    await expect.poll(() => clientSeed.inputValue()).not.toBe('');
    await clientSeed.fill(PINNED_CLIENT_SEED);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => panel.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    // One mine in 25: the first pick is a gem 24 times in 25. A mine ends the round; start again.
    await game.getByTestId('mines-count').selectOption('1');
    await game.getByTestId('bet-amount-input').fill('1.00');
    let gem = false;
    for (let round = 1; round <= 6 && !gem; round += 1) {
      await game.getByTestId('bet-button').click();
      await game.getByTestId('mines-cashout').waitFor();
      expect(await game.getByTestId('mines-cashout').isDisabled()).toBe(true);
      await tile(game, PICK).click();
      await expect.poll(() => tile(game, PICK).getAttribute('data-face')).not.toBe('hidden');
      gem = (await tile(game, PICK).getAttribute('data-face')) === 'gem';
    }
    expect(gem).toBe(true);
    const cashOut = game.getByTestId('mines-cashout');
    await expect.poll(() => cashOut.isDisabled()).toBe(false);
    // 1 mine, 1 gem: 0.99 × 25 / 24 = 1.03125, floored to 4 decimals.
    expect(await cashOut.textContent()).toBe('Cash out at 1.0312×');

    // A reload resumes the round from the server.
    await page.reload();
    await game.getByTestId('mines-game').waitFor();
    await expect.poll(() => tile(game, PICK).getAttribute('data-face')).toBe('gem');
    expect(await game.getByTestId('mines-status').textContent()).toBe(
      'Gems found: 1. Pick another tile or cash out',
    );
    expect(await game.getByTestId('mines-count').inputValue()).toBe('1');
    await saveScreenshot(page, 'originals-mines-resumed-1440x900');

    const before = await headerBalanceText(page);
    await cashOut.click();
    const status = game.getByTestId('mines-status');
    await expect.poll(() => status.getAttribute('data-status')).toBe('cashed_out');
    expect(await status.textContent()).toBe('You cashed out 1.0312 USD at 1.0312×');
    await expect.poll(() => headerBalanceText(page)).not.toBe(before);
    await expectHeaderMatchesServer(page);
    await saveScreenshot(page, 'originals-mines-cashed-out-1440x900');

    // Rotating reveals the server seed: the board recomputed with @wheelhouse/fair is the one shown.
    await game.getByTestId('original-tab-fairness').click();
    await panel.getByTestId('rotate-seeds').click();
    const revealed = panel.getByTestId('revealed-server-seed');
    await revealed.waitFor();
    const bets = await (
      await page.request.get(`${baseUrl}/api/v1/originals/bets?game=mines&limit=1`)
    ).json();
    const [mine] = mineTiles(
      {
        serverSeed: (await revealed.textContent())!.trim(),
        clientSeed: PINNED_CLIENT_SEED,
        nonce: bets.data[0].nonce,
      },
      1,
    );
    expect(bets.data[0].clientSeed).toBe(PINNED_CLIENT_SEED);
    expect(await tile(game, mine!).getAttribute('data-face')).toBe('mine');

    // The fairness panel recomputes the round in the browser and finds the recorded outcome.
    const picker = panel.getByTestId('verify-pick');
    await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(1);
    await picker.selectOption({ index: 1 });
    await expect
      .poll(() => panel.getByTestId('verify-serverSeed').inputValue())
      .toMatch(/^[0-9a-f]{64}$/);
    await panel.getByTestId('verify-submit').click();
    await expect
      .poll(() => panel.getByTestId('verify-result').getAttribute('data-status'))
      .toBe('match');
    await page.context().close();
  });

  it('spins the slot at 390 px and shows the result with the balance; the mines board fits too', async () => {
    const page = await openPage(browser, '/en/', phone);
    await fundedPlayerOn(page, 'slot-phone', 'slot');
    const game = page.getByTestId('original-slot');
    await game.getByTestId('slot-reels').waitFor();
    await game.getByTestId('bet-amount-input').fill('1.00');
    await game.getByTestId('bet-button').click();
    const status = game.getByTestId('slot-status');
    await expect
      .poll(() => status.textContent(), { timeout: 15_000 })
      .toMatch(/^(You won \d+\.\d{2} USD \(\d+\.\d{2,4}×\)|No win this time)$/);
    expect(await game.getByTestId('slot-reels').getAttribute('aria-busy')).toBe('false');
    // The balance moved by the payout less the stake, and the header shows it.
    const [bet] = (
      await (await page.request.get(`${baseUrl}/api/v1/originals/bets?game=slot`)).json()
    ).data;
    const minor = (amount: string) => {
      const parsed = parseAmount(amount, 6);
      if (!parsed.ok) throw new Error(`unreadable amount ${amount}`);
      return parsed.minor;
    };
    expect(minor((await serverBalance(page)).value)).toBe(
      minor('100') - minor(bet.stake.amount) + minor(bet.payout.amount),
    );
    await expectHeaderMatchesServer(page);
    // What won is lit: cells light up exactly when a line or the scatters pay.
    const paying =
      (await game.getByTestId('slot-win-line').count()) +
      (await game.getByTestId('slot-win-scatter').count());
    const lit = await game.locator('[data-testid="slot-cell"][data-winning="true"]').count();
    expect(lit > 0).toBe(paying > 0);
    await game.getByTestId('slot-reels').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'originals-slot-390x844');
    await game.getByTestId('original-tab-history').click();
    await expect.poll(() => game.getByTestId('bet-history-row').count()).toBe(1);
    await expectNoHorizontalOverflow(page, phone.width);

    // The mines board fits the phone too.
    const mines = await (await page.request.get(`${baseUrl}/api/v2/games/mines`)).json();
    await page.goto(`${baseUrl}/en/games/${mines.id}`);
    await page.getByTestId('mines-game').waitFor();
    await expectNoHorizontalOverflow(page, phone.width);
    const board = await page.getByTestId('mines-grid').boundingBox();
    expect(board!.x + board!.width).toBeLessThanOrEqual(phone.width);
    await saveScreenshot(page, 'originals-mines-390x844');
    await page.context().close();
  });
});
