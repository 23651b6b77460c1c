import type { Browser, Page } from 'playwright-core';
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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function gameId(page: Page, slug: string): Promise<number> {
  const response = await page.request.get(`${baseUrl}/api/v2/games/${slug}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).id;
}

/** The MEGASPINS bonus's free rounds left, as the server counts them. */
async function roundsLeft(page: Page): Promise<number> {
  const bonuses = await (await page.request.get(`${baseUrl}/api/v2/bonuses`)).json();
  const bonus = bonuses.data.find(
    (b: { title: string }) => b.title === '10 free spins on Midnight Megaways',
  );
  return bonus.activation.freespins.left;
}

async function redeem(page: Page, code: string) {
  await page.goto(`${baseUrl}/en/bonuses`);
  await page.getByTestId('promo-code-button').click();
  await page.getByTestId('promo-code-input').fill(code);
  await page.getByTestId('promo-redeem').click();
  await page.getByTestId('promo-redeemed').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('promo-redeemed').waitFor({ state: 'detached' });
}

describe.each([
  ['390x844', phone],
  ['1440x900', desktop],
])('free rounds on a provider game at %s', (tag, viewport) => {
  it('only the bonus’s own game offers them; its frame plays them and both counts go down', async () => {
    const page = await openPage(browser, '/en/', viewport);
    await register(page, uniqueEmail(`free-rounds-${tag}`));
    await redeem(page, 'MEGASPINS');
    const frame = page.frameLocator('[data-testid="provider-frame"]');

    const megaways = `${baseUrl}/en/games/${await gameId(page, 'midnight-megaways')}`;
    await page.goto(megaways);
    const inFrame = frame.getByTestId('frame-freespins');
    await expect.poll(() => inFrame.textContent(), { timeout: 20_000 }).toBe('10 free spins left');
    await expect
      .poll(() => page.getByTestId('game-free-spins').first().textContent())
      .toBe('Free spins left on this game: 10');

    // Another slot the same provider engine serves, opened after the grant: it offers none.
    await page.goto(`${baseUrl}/en/games/${await gameId(page, 'ruby-rush')}`);
    await frame.getByTestId('frame-balance').waitFor({ timeout: 20_000 });
    await expect.poll(() => frame.getByTestId('frame-balance').textContent()).toBe('0.00 USD');
    expect(await inFrame.isHidden()).toBe(true);
    expect(await page.getByTestId('game-free-spins').count()).toBe(0);

    await page.goto(megaways);
    await expect.poll(() => inFrame.textContent(), { timeout: 20_000 }).toBe('10 free spins left');
    const spin = frame.getByRole('button', { name: 'Spin' });
    for (let played = 1; played <= 2; played += 1) {
      await spin.click();
      await expect
        .poll(() => inFrame.textContent(), { timeout: 15_000 })
        .toBe(`${10 - played} free spins left`);
      await expect.poll(() => spin.isEnabled(), { timeout: 15_000 }).toBe(true);
    }
    expect(await roundsLeft(page)).toBe(8);
    await expect
      .poll(() => page.getByTestId('game-free-spins').first().textContent(), { timeout: 15_000 })
      .toBe('Free spins left on this game: 8');
    await saveScreenshot(page, `provider-free-rounds-${tag}`);

    // The next launch sends the grant again with the rounds left: the frame still shows 8.
    await page.reload();
    await expect.poll(() => inFrame.textContent(), { timeout: 20_000 }).toBe('8 free spins left');
    await page.context().close();
  });
});
