import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  desktop,
  launchBrowser,
  phone,
  playerContext,
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

/** The demo's running opt-in tournament, counting every original by turnover. */
async function sprintId(): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/tournaments?status=active&limit=100`);
  const page = (await response.json()) as { data: Array<{ id: number; name: string }> };
  const sprint = page.data.find((item) => item.name === 'Originals Sprint');
  expect(sprint).toBeDefined();
  return sprint!.id;
}

describe('tournaments in the browser', () => {
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
});
