import { randomUUID } from 'node:crypto';
import type { Browser, Page, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  desktop,
  launchBrowser,
  openPage,
  phone,
  playerContext,
  saveScreenshot,
  uniqueEmail,
} from './support/browser';
import { credit, register, termsAcceptance } from './support/player';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function diceGameId(page: Page): Promise<number> {
  const response = await page.request.get(`${baseUrl}/api/v2/games/dice`);
  expect(response.ok()).toBe(true);
  return (await response.json()).id;
}

const homeLinkName = 'Wheelhouse home page';
const headerBalanceText = (page: Page) => page.getByTestId('header-balance-amount').textContent();

/** Nothing on the page is wider than the viewport (no sideways scrolling). */
async function expectNoHorizontalOverflow(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** The bet history fits its box: each row's Verify button is on screen, not scrolled away. */
async function expectVerifyVisible(page: Page, width: number) {
  const table = page.getByTestId('bet-history');
  const box = await table.evaluate((element) => {
    const scroller = element.parentElement!;
    return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth };
  });
  expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  const verify = table.getByRole('button', { name: /verify/i }).first();
  const bounds = (await verify.boundingBox())!;
  expect(bounds.x + bounds.width).toBeLessThanOrEqual(width);
}

/** Resolves with the page's /ws socket once the server has confirmed its subscription. */
function subscribedSocket(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"subscribed"')) resolve(socket);
      });
    });
  });
}

describe('dice in the browser', () => {
  it.each([
    ['390x844', phone],
    ['1440x900', desktop],
  ])(
    'a funded player rolls three times, sees the balance and live bets move, and verifies a bet (%s)',
    async (label, viewport) => {
      const page = await openPage(browser, '/en/', viewport);
      const email = uniqueEmail(`dice-${label}`);
      await register(page, email);
      await credit(email, '100');
      await expect.poll(() => headerBalanceText(page), { timeout: 15_000 }).toBe('$100.00');

      // The live feed only holds bets broadcast after the page's socket subscribed.
      const subscribed = subscribedSocket(page);
      await page.goto(`${baseUrl}/en/games/${await diceGameId(page)}`);
      const game = page.getByTestId('original-dice');
      await game.waitFor();
      await subscribed;
      await expect.poll(() => game.getByTestId('dice-win-chance').textContent()).toBe('50.00%');
      expect(await game.getByTestId('dice-multiplier').textContent()).toBe('1.98×');

      const stake = game.getByTestId('bet-amount-input');
      await stake.fill('2.00');
      const rows = game.getByTestId('bet-history-row');
      let balance = await headerBalanceText(page);
      for (let round = 1; round <= 3; round += 1) {
        await game.getByTestId('bet-button').click();
        await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(round);
        // Each roll is a 2.00 stake against 1.98×: the balance always moves.
        await expect.poll(() => headerBalanceText(page)).not.toBe(balance);
        balance = await headerBalanceText(page);
        expect(await game.getByTestId('dice-result').textContent()).toMatch(/Roll \d{1,2}\.\d{2}/);
      }
      const server = await (await page.request.get(`${baseUrl}/api/v1/wallet/balance`)).json();
      expect(balance).toBe(
        `$${Number(server.total.primaryValue).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      );
      await expectNoHorizontalOverflow(page, viewport.width);
      await expectVerifyVisible(page, viewport.width);
      await saveScreenshot(page, `originals-dice-${label}`);

      // The live feed shows the three bets, masked, as the server broadcast them.
      await game.getByTestId('original-tab-live').click();
      // Other files' players bet at the same time: look at the dice rows only.
      const live = game.getByTestId('live-bet-row').filter({ hasText: 'Dice' });
      await expect.poll(() => live.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
      expect(await live.first().textContent()).not.toContain(email.split('@')[0]);

      // Rotate to reveal the server seed, then recompute the first bet in the browser.
      await game.getByTestId('original-tab-fairness').click();
      const panel = game.getByTestId('fairness-panel');
      const hashBefore = await panel.getByTestId('server-seed-hash').textContent();
      expect(await panel.getByTestId('seed-nonce').textContent()).toBe('3');
      await panel.getByTestId('rotate-seeds').click();
      await panel.getByTestId('revealed-seed').waitFor();
      expect(await panel.getByTestId('revealed-server-seed-hash').textContent()).toBe(hashBefore);
      await expect.poll(() => panel.getByTestId('seed-nonce').textContent()).toBe('0');

      const picker = panel.getByTestId('verify-pick');
      await expect.poll(() => picker.locator('option').count()).toBe(4);
      await picker.selectOption({ index: 3 });
      await expect
        .poll(() => panel.getByTestId('verify-serverSeed').inputValue())
        .toMatch(/^[0-9a-f]{64}$/);
      await panel.getByTestId('verify-submit').click();
      const result = panel.getByTestId('verify-result');
      await expect.poll(() => result.getAttribute('data-status')).toBe('match');
      await saveScreenshot(page, `originals-dice-verified-${label}`);

      // A changed nonce no longer reproduces the recorded roll's seeds: only recomputed.
      await panel.getByTestId('verify-nonce').fill('7');
      await panel.getByTestId('verify-submit').click();
      await expect.poll(() => result.getAttribute('data-status')).toBe('computed');

      // The home page shows the same live feed.
      await page.locator('header').getByRole('link', { name: homeLinkName }).click();
      const homeFeed = page.getByTestId('home-page').getByTestId('live-bet-row');
      // The feed sits below the lobby and renders as it comes near the viewport: scroll down to it.
      await page.getByTestId('home-page').waitFor();
      await page.mouse.wheel(0, 20_000);
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, 20_000);
          return homeFeed.count();
        })
        .toBeGreaterThanOrEqual(3);
      await page.context().close();
    },
  );
});

describe('live bets for guests', () => {
  /** Registers a player through the API (no browser), funds them and rolls the dice once. */
  async function betFromAnotherPlayer(email: string): Promise<void> {
    const registered = await fetch(`${baseUrl}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'correct-horse-battery',
        ...(await termsAcceptance()),
      }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    await credit(email, '10');
    const bet = await fetch(`${baseUrl}/api/v1/originals/dice/bets`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ amount: '1', params: { direction: 'under', target: '50' } }),
    });
    expect(bet.status).toBe(200);
  }

  it('a signed-out visitor on the home page sees another player’s dice bet arrive, name masked (390x844)', async () => {
    const context = await playerContext(browser, { viewport: phone });
    const page = await context.newPage();
    const subscribed = subscribedSocket(page);
    await page.goto(`${baseUrl}/en/`);
    await page.getByTestId('header-login').waitFor();
    // The guest's socket carries no token, so the server hears only broadcasts from it.
    expect((await subscribed).url()).toBe(`${baseUrl.replace(/^http/, 'ws')}/ws`);

    const email = uniqueEmail('guest-feed');
    await betFromAnotherPlayer(email);
    const liveBets = page.getByTestId('home-page').getByTestId('live-bets');
    // The server masks "guest-feed-…" to its first two and last characters.
    const masked = `gu***${email.split('@')[0]!.slice(-1)}`;
    const row = liveBets.getByTestId('live-bet-row').filter({ hasText: 'Dice' });
    // The feed sits below the lobby and renders as it comes near the viewport: scroll down to it
    // (the lobby's rows grow as they render, so again on every look).
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 20_000);
          return row.filter({ hasText: masked }).count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(1);
    expect(await liveBets.textContent()).not.toContain(email.split('@')[0]);
    await expectNoHorizontalOverflow(page, phone.width);
    await liveBets.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'originals-live-bets-guest-390x844');
    await context.close();
  });
});
