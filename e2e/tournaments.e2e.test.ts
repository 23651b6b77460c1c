import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  desktop,
  expectHeadingInPlace,
  launchBrowser,
  openPage,
  phone,
  playerContext,
  saveScreenshot,
  uniqueEmail,
} from './support/browser';
import { credit, register } from './support/player';
import { devAdminAuth } from './support/staff';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo's running opt-in tournament, counting every original by turnover. */
async function sprintId(): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/tournaments?status=active&limit=100`);
  const page = (await response.json()) as { data: Array<{ id: number; name: string }> };
  const sprint = page.data.find((item) => item.name === 'Originals Sprint');
  expect(sprint).toBeDefined();
  return sprint!.id;
}

describe('tournaments in the browser', () => {
  it('paints a tournament’s header from the HTML alone, where the app then renders it', async () => {
    const id = await sprintId();
    const response = await fetch(`${baseUrl}/api/v1/tournaments/${id}?lang=ru`);
    const tournament = (await response.json()) as { name: string; description: string };
    for (const viewport of [phone, desktop]) {
      const bare = await playerContext(browser, { viewport, javaScriptEnabled: false });
      const html = await bare.newPage();
      await html.goto(`${baseUrl}/ru/tournaments/${id}`);
      const painted = html.getByRole('heading', { level: 1 });
      expect(await painted.textContent()).toBe(tournament.name);
      expect(await html.getByText(tournament.description).isVisible()).toBe(true);
      expect(await html.getByText('Идёт').isVisible()).toBe(true);
      expect(await html.title()).toContain(tournament.name);
      const before = await painted.boundingBox();
      await bare.close();

      const app = await openPage(browser, `/ru/tournaments/${id}`, viewport);
      await app.getByTestId('tournament-countdown').waitFor();
      await expectHeadingInPlace(app, before);
      await app.context().close();
    }
  });

  it.each([
    ['390x844', phone],
    ['1440x900', desktop],
  ])(
    'a player joins a running tournament, bets on dice in another tab and watches the own place and score move live (%s)',
    { timeout: 120_000 },
    async (label, viewport) => {
      const context = await playerContext(browser, { viewport });
      const board = await context.newPage();
      await board.goto(`${baseUrl}/en/`);
      const email = uniqueEmail(`tournament-${label}`);
      await register(board, email);
      await credit(email, '100');

      const id = await sprintId();
      await board.goto(`${baseUrl}/en/tournaments/${id}`);
      await board.getByTestId('tournament-countdown').waitFor();
      await board.getByTestId('tournament-join').click();
      await board.getByTestId('tournament-joined').waitFor();
      const ownPlace = board.getByTestId('leaderboard-own-place');
      await expect.poll(() => ownPlace.textContent()).toBe('You have no counted bet yet.');

      // The bets happen in another tab; this one only listens to the tournaments channel.
      const table = await context.newPage();
      const dice = await (await table.request.get(`${baseUrl}/api/v2/games/dice`)).json();
      await table.goto(`${baseUrl}/en/games/${dice.id}`);
      const game = table.getByTestId('original-dice');
      await game.waitFor();
      await game.getByTestId('bet-amount-input').fill('5.00');
      await game.getByTestId('bet-button').click();
      await expect.poll(() => game.getByTestId('bet-history-row').count()).toBe(1);

      await expect
        .poll(() => ownPlace.textContent(), { timeout: 15_000 })
        .toMatch(/^Your place: \d+$/);
      const score = board.getByTestId('leaderboard-me-score');
      await expect.poll(() => score.textContent()).toBe('5.00 USD');

      await game.getByTestId('bet-button').click();
      await expect.poll(() => game.getByTestId('bet-history-row').count()).toBe(2);
      await expect.poll(() => score.textContent(), { timeout: 15_000 }).toBe('10.00 USD');
      await board.bringToFront();
      await saveScreenshot(board, `tournament-live-${viewport.width}`);
      await context.close();
    },
  );

  it.each([
    ['390x844', phone],
    ['1440x900', desktop],
  ])(
    'a player tops a tournament and receives the prize in the balance when it ends (%s)',
    { timeout: 150_000 },
    async (label, viewport) => {
      // A tournament of its own (opt-in), so no other test's bets decide it.
      const staff = { 'content-type': 'application/json', ...(await devAdminAuth()) };
      const created = await fetch(`${baseUrl}/api/admin/tournaments`, {
        method: 'POST',
        headers: staff,
        body: JSON.stringify({
          descriptions: { en: { name: `Final sprint ${label}`, description: 'Top the board' } },
          startsAt: new Date(Date.now() - 60_000).toISOString(),
          endsAt: new Date(Date.now() + 600_000).toISOString(),
          scoring: 'turnover',
          entry: 'opt_in',
          prizes: [{ rank: 1, amount: '50', balanceType: 'main' }],
        }),
      });
      expect(created.status).toBe(200);
      const { id } = (await created.json()) as { id: number };

      const context = await playerContext(browser, { viewport });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/en/`);
      const email = uniqueEmail(`prize-${label}`);
      await register(page, email);
      await credit(email, '100');
      await page.goto(`${baseUrl}/en/tournaments/${id}`);
      await page.getByTestId('tournament-join').click();
      await page.getByTestId('tournament-joined').waitFor();

      const dice = await (await page.request.get(`${baseUrl}/api/v2/games/dice`)).json();
      await page.goto(`${baseUrl}/en/games/${dice.id}`);
      const game = page.getByTestId('original-dice');
      await game.waitFor();
      await game.getByTestId('bet-amount-input').fill('5.00');
      await game.getByTestId('bet-button').click();
      await expect.poll(() => game.getByTestId('bet-history-row').count()).toBe(1);

      await page.goto(`${baseUrl}/en/tournaments/${id}`);
      const ownPlace = page.getByTestId('leaderboard-own-place');
      await expect.poll(() => ownPlace.textContent(), { timeout: 15_000 }).toBe('Your place: 1');
      const before = await page.evaluate(async () => {
        const balance = await fetch('/api/v1/wallet/balance', { credentials: 'include' });
        return ((await balance.json()) as { fiat: { primaryValue: string } }).fiat.primaryValue;
      });
      // Staff bring the end forward to now; the end job then freezes the board and pays rank 1
      // its 50 USD into the balance, which the open page shows live.
      const ended = await fetch(`${baseUrl}/api/admin/tournaments/${id}`, {
        method: 'PATCH',
        headers: staff,
        body: JSON.stringify({ endsAt: new Date(Date.now() + 1_000).toISOString() }),
      });
      expect(ended.status).toBe(200);
      const [whole, fraction = ''] = before.split('.');
      const expected = `$${Number(whole) + 50}.${`${fraction}00`.slice(0, 2)}`;
      await expect
        .poll(() => page.getByTestId('header-balance-amount').textContent(), { timeout: 90_000 })
        .toBe(expected);
      await expect
        .poll(() => page.getByText('Finished', { exact: true }).count())
        .toBeGreaterThan(0);
      expect(await page.getByTestId('leaderboard-me').textContent()).toContain('50.00');
      await saveScreenshot(page, `tournament-prize-${viewport.width}`);
      await context.close();
    },
  );
});
