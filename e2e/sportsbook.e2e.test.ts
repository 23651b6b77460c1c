import type { Browser, Locator, Page } from 'playwright-core';
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
import { devAdminAuth } from './support/staff';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const headerBalanceText = (page: Page) => page.getByTestId('header-balance-amount').textContent();

/** An odds button that takes a bet now (its market is active and the outcome on). */
const openOdds = (scope: Locator | Page) =>
  scope.locator('[data-testid^="odds-"]:not([disabled])').first();

/**
 * The first open odds of `scope` under 10: a live market priced in the hundreds is all but decided
 * and stops for good before long, so a player would not pick it (and the slip would keep refusing
 * it). Found by test id, so a re-render between finding and clicking cannot swap it.
 */
async function likelyOpenOdds(scope: Locator): Promise<Locator> {
  await openOdds(scope).waitFor({ timeout: 30_000 });
  const testId = await scope
    .locator('[data-testid^="odds-"]:not([disabled])')
    .evaluateAll((buttons) => {
      const priced = buttons.map((button) => {
        const numbers = [...(button.textContent ?? '').matchAll(/\d+\.\d+/g)];
        return { id: button.getAttribute('data-testid')!, odds: Number(numbers.at(-1)?.[0]) };
      });
      return (priced.find((button) => button.odds < 10) ?? priced[0])!.id;
    });
  return scope.getByTestId(testId);
}

interface Leg {
  outcomeId: number;
  eventId: number;
}

interface EventDetail {
  groups: { markets: { id: number; outcomes: { id: number }[] }[] }[];
}

/** Settles the market of each leg by hand, the leg's outcome won and the others lost. */
async function settleWon(legs: Leg[]): Promise<void> {
  const auth = await devAdminAuth();
  for (const leg of legs) {
    const event = (await (
      await fetch(`${baseUrl}/api/v1/sportsbook/events/${leg.eventId}`)
    ).json()) as EventDetail;
    const market = event.groups
      .flatMap((group) => group.markets)
      .find((candidate) => candidate.outcomes.some((outcome) => outcome.id === leg.outcomeId))!;
    const settled = await fetch(`${baseUrl}/api/admin/sportsbook/markets/${market.id}/settle`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        outcomes: market.outcomes.map((outcome) => ({
          outcomeId: outcome.id,
          result: outcome.id === leg.outcomeId ? 'won' : 'lost',
        })),
      }),
    });
    expect(settled.status, await settled.clone().text()).toBe(200);
  }
}

/**
 * Places what the slip holds. A live market may stop for a moment (a goal, a bet stop) while the
 * bet waits its live delay: the slip then says why, and the player simply tries again. A pick that
 * stays unavailable (its live market decided, or its event over) cannot be placed: answers false,
 * for the player to build the slip again.
 */
async function placeFromSlip(slip: Locator): Promise<boolean> {
  const unavailable = slip.getByTestId('slip-unavailable');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // A stop lasts 12 s; a pick still unavailable after that is gone for good.
    const reopened = await unavailable
      .waitFor({ state: 'detached', timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    if (!reopened) return false;
    const accept = slip.getByTestId('slip-accept-changes');
    if (await accept.isVisible()) await accept.click();
    await slip.getByTestId('slip-place').click();
    const outcome = slip
      .getByTestId('slip-placed')
      .or(slip.getByTestId('slip-error'))
      .or(unavailable);
    await outcome.first().waitFor({ timeout: 30_000 });
    if (await slip.getByTestId('slip-placed').isVisible()) return true;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error(`the multi was refused every time: ${await slip.textContent()}`);
}

/**
 * Builds a multi of two picks: the first open odds of a live event, opened on its own page, and
 * one of an event starting soon (another event: one pick per event). Answers the slip and the
 * live pick's outcome id.
 */
async function buildMulti(
  page: Page,
  viewport: typeof phone,
): Promise<{ slip: Locator; liveOutcome: number }> {
  // The tab bar (phone) or the sidebar's Sport tab (desktop) leads to the sportsbook.
  if (viewport === phone) await page.getByTestId('tab-bar').getByText('Sport').click();
  else await page.getByRole('link', { name: 'Sport', exact: true }).click();
  const live = page.getByTestId('sportsbook-live');
  await openOdds(live).waitFor({ timeout: 30_000 });

  const card = live.locator('li[data-testid^="event-"]', { has: openOdds(page) }).first();
  await card.getByRole('link').first().click();
  const eventPage = page.getByTestId('event-page');
  await eventPage.waitFor();
  expect(await eventPage.textContent()).toContain('Live');
  const firstPick = await likelyOpenOdds(eventPage);
  const liveOutcome = Number((await firstPick.getAttribute('data-testid'))!.slice(5));
  await firstPick.click();
  expect(await firstPick.getAttribute('aria-pressed')).toBe('true');
  // On the phone a pick opens the slip drawer; it is closed to browse on.
  if (viewport === phone) {
    const drawer = page.getByTestId('slip-drawer');
    await drawer.getByRole('button', { name: 'Close the bet slip' }).click();
    await drawer.waitFor({ state: 'detached' });
  }

  await page.getByRole('link', { name: 'Sportsbook', exact: true }).click();
  const soon = page.getByTestId('sportsbook-upcoming');
  const secondPick = openOdds(soon);
  await secondPick.waitFor({ timeout: 30_000 });
  await secondPick.click();

  // A drawer on the phone, a side panel on the desktop.
  const slip = page.getByTestId(viewport === phone ? 'slip-drawer' : 'slip-panel');
  await slip.waitFor();
  expect(await slip.getByTestId('slip-total-odds').textContent()).toMatch(/^\d+\.\d{2}$/);
  expect(await slip.getByRole('radio', { name: 'Multi' }).getAttribute('aria-checked')).toBe(
    'true',
  );
  await slip.getByTestId('slip-policy').selectOption('any');
  await slip.getByRole('button', { name: '+10' }).click();
  expect(await slip.getByTestId('slip-potential-win').textContent()).toMatch(
    /^\$\d{1,3}(,\d{3})*\.\d{2}$/,
  );
  const box = await slip.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width + 0.5);
  return { slip, liveOutcome };
}

/**
 * Places a 10 single from the page's session on the first open outcome of an event starting later
 * (prematch odds move less than live ones, so the cash-out offer holds). Returns the bet id.
 */
async function placeSingle(page: Page): Promise<string> {
  return page.evaluate(async () => {
    interface Detail {
      groups: {
        markets: { status: string; outcomes: { id: number; odds: string; active: boolean }[] }[];
      }[];
    }
    const upcoming = (await (
      await fetch('/api/v1/sportsbook/upcoming?hours=168&limit=30')
    ).json()) as { data: { id: number }[] };
    for (const event of upcoming.data) {
      const detail = (await (
        await fetch(`/api/v1/sportsbook/events/${event.id}`)
      ).json()) as Detail;
      const market = detail.groups
        .flatMap((group) => group.markets)
        .find((candidate) => candidate.status === 'active');
      const outcome = market?.outcomes.find((candidate) => candidate.active);
      if (!outcome) continue;
      const answer = await fetch('/api/v1/sportsbook/bets', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({
          stake: '10',
          selections: [{ outcomeId: outcome.id, odds: outcome.odds }],
          oddsPolicy: 'any',
        }),
      });
      if (answer.ok) return ((await answer.json()) as { bet: { id: string } }).bet.id;
    }
    throw new Error('no upcoming event took a single');
  });
}

/**
 * Asks for the bet's cash-out offer and takes it. Odds that move against the offer (or a market
 * that stops meanwhile) refuse it in words; the player keeps the bet and asks again.
 */
async function cashOut(bet: Locator, betId: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await bet.getByTestId(`cash-out-${betId}`).click();
    const accept = bet.getByTestId(`cash-out-accept-${betId}`);
    const refused = bet.getByRole('alert');
    await accept.or(refused).first().waitFor({ timeout: 15_000 });
    if (await accept.isVisible()) {
      expect(await accept.textContent()).toMatch(/^Take \d+(\.\d+)? [A-Z]{3,4} now$/);
      await accept.click();
      await bet.waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
      if (!(await bet.isVisible())) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // A refused accept leaves the offer with "Keep the bet"; a refused offer only its words.
    const keep = bet.getByRole('button', { name: 'Keep the bet' });
    if (await keep.isVisible()) await keep.click();
    else await bet.page().reload();
  }
  throw new Error(`the cash-out was refused every time: ${await bet.textContent()}`);
}

describe('the sportsbook in the browser', () => {
  it.each([
    ['390x844', phone],
    ['1440x900', desktop],
  ])(
    'a player opens a live event, builds a multi of two picks, places it, and watches it settle (%s)',
    async (label, viewport) => {
      const page = await openPage(browser, '/en/', viewport);
      const email = uniqueEmail(`sportsbook-${label}`);
      await register(page, email);
      await credit(email, '100');
      await expect.poll(() => headerBalanceText(page), { timeout: 15_000 }).toBe('$100.00');
      await closeDepositSuccess(page);

      // A slip whose live pick went for good is cleared and built again, as a player would.
      let multi = await buildMulti(page, viewport);
      await saveScreenshot(page, `sportsbook-slip-${label}`);
      for (let build = 1; !(await placeFromSlip(multi.slip)); build += 1) {
        if (build === 3) throw new Error('every live pick went before the multi was placed');
        await multi.slip.getByRole('button', { name: 'Clear all' }).click();
        if (viewport === phone) {
          await multi.slip.getByRole('button', { name: 'Close the bet slip' }).click();
          await multi.slip.waitFor({ state: 'detached' });
        }
        multi = await buildMulti(page, viewport);
      }
      const { slip, liveOutcome: firstOutcome } = multi;
      // The stake leaves the balance at once.
      await expect.poll(() => headerBalanceText(page), { timeout: 15_000 }).toBe('$90.00');

      // My bets shows the open multi with both legs.
      await slip.getByRole('link', { name: 'See my bets' }).click();
      const myBets = page.getByTestId('my-bets-page');
      await myBets.waitFor();
      const bet = myBets.locator('li[data-testid^="bet-"]').first();
      await bet.waitFor({ timeout: 15_000 });
      expect(await bet.textContent()).toContain('Multi (2)');
      expect(await bet.getByTestId('bet-status').textContent()).toBe('Open');
      const legs = (await page.evaluate(async () => {
        const answer = await fetch('/api/v1/sportsbook/bets?status=open');
        const body = (await answer.json()) as { data: { legs: Leg[] }[] };
        return body.data[0]!.legs.map(({ outcomeId, eventId }) => ({ outcomeId, eventId }));
      })) as Leg[];
      expect(legs.map((leg) => leg.outcomeId)).toContain(firstOutcome);

      // Both markets settle (by the operator's hand): the payout reaches the balance live, and
      // the bet moves to the settled tab as won.
      await settleWon(legs);
      await expect.poll(() => headerBalanceText(page), { timeout: 20_000 }).not.toBe('$90.00');
      await myBets.getByRole('tab', { name: 'Settled' }).click();
      const settled = myBets.locator('li[data-testid^="bet-"]').first();
      await expect
        .poll(() => settled.getByTestId('bet-status').textContent(), { timeout: 20_000 })
        .toBe('Won');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await saveScreenshot(page, `sportsbook-settled-${label}`);

      // Cash-out: a single is offered early money in My bets; taking it pays the balance and
      // moves the bet to the cashed-out tab.
      const won = await headerBalanceText(page);
      const singleId = await placeSingle(page);
      await page.reload();
      await expect.poll(() => headerBalanceText(page), { timeout: 15_000 }).not.toBe(won);
      const staked = await headerBalanceText(page);
      const single = page.getByTestId('my-bets-page').getByTestId(`bet-${singleId}`);
      await single.waitFor({ timeout: 15_000 });
      await cashOut(single, singleId);
      await expect.poll(() => headerBalanceText(page), { timeout: 15_000 }).not.toBe(staked);
      await page.getByTestId('my-bets-page').getByRole('tab', { name: 'Cashed out' }).click();
      const cashed = page.getByTestId('my-bets-page').getByTestId(`bet-${singleId}`);
      await expect
        .poll(() => cashed.getByTestId('bet-status').textContent(), { timeout: 15_000 })
        .toBe('Cashed out');
      await saveScreenshot(page, `sportsbook-cashed-out-${label}`);
      await page.context().close();
    },
    240_000,
  );
});
