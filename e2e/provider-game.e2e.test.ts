import { createServer } from 'node:net';
import type { Browser, FrameLocator, Page } from 'playwright-core';
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
const frameOf = (page: Page) => page.frameLocator('[data-testid="provider-frame"]');

interface CatalogueGame {
  id: number;
  title: string;
  connected: boolean;
  blacklists: { countries: string[]; currencies: string[] };
}

async function catalogue(category: string): Promise<CatalogueGame[]> {
  const response = await fetch(`${baseUrl}/api/v2/games/collection?category=${category}&limit=100`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { data: CatalogueGame[] }).data;
}

async function connectedSlotId(): Promise<number> {
  const slot = (await catalogue('slots')).find(
    (game) =>
      game.connected &&
      game.blacklists.currencies.length === 0 &&
      game.blacklists.countries.length === 0,
  );
  expect(slot).toBeDefined();
  return slot!.id;
}

async function tableGameId(title: string): Promise<number> {
  const game = (await catalogue('table')).find((row) => row.title === title);
  expect(game?.connected).toBe(true);
  return game!.id;
}

/** Waits until the frame's main button can be pressed again: the round is over. */
async function roundOver(frame: FrameLocator, button: string) {
  await expect
    .poll(() => frame.getByRole('button', { name: button, exact: true }).isEnabled(), {
      timeout: 15_000,
    })
    .toBe(true);
}

/** "12.34 USD" → minor units, to compare amounts exactly. */
const cents = (text: string | null) => {
  const [whole, fraction = ''] = text!.replace(/ USD$/, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

describe('a third-party game in the browser', () => {
  for (const [name, viewport] of [
    ['390x844', phone],
    ['1440x900', desktop],
  ] as const)
    it(`a signed-in player spins the provider’s slot in its frame and sees the balance move (${name})`, async () => {
      const page = await openPage(browser, '/en/', viewport);
      const email = uniqueEmail('provider-slot');
      await register(page, email);
      await credit(email, '100');
      await expect.poll(() => headerBalanceText(page), { timeout: 15_000 }).toBe('$100.00');

      await page.goto(`${baseUrl}/en/games/${await connectedSlotId()}`);
      await page.getByTestId('provider-frame').waitFor();
      expect(
        await page.getByRole('switch', { name: 'Play for real' }).getAttribute('aria-checked'),
      ).toBe('true');
      // On a phone the game covers the header: its own bar shows the balance instead.
      const shown =
        viewport === phone
          ? page.getByTestId('game-balance')
          : page.getByTestId('header-balance-amount');
      const shownBalance = () => shown.textContent();
      expect(await shown.isVisible()).toBe(true);
      const frame = frameOf(page);
      await expect
        .poll(() => frame.getByTestId('frame-balance').textContent(), { timeout: 20_000 })
        .toBe('100.00 USD');
      // The frame said it is up: the loading state is gone.
      await expect.poll(() => page.getByTestId('provider-frame-loading').count()).toBe(0);
      expect(await shownBalance()).toBe('$100.00');

      // A spin can pay back exactly its stake; spin until the money moves.
      for (let spin = 0; spin < 10; spin += 1) {
        await frame.getByRole('button', { name: 'Spin' }).click();
        await roundOver(frame, 'Spin');
        if ((await shownBalance()) !== '$100.00') break;
        await page.waitForTimeout(500);
        if ((await shownBalance()) !== '$100.00') break;
      }
      await expect.poll(shownBalance, { timeout: 15_000 }).not.toBe('$100.00');
      const inFrame = (await frame.getByTestId('frame-balance').textContent())!.replace(' USD', '');
      await expect.poll(shownBalance, { timeout: 15_000 }).toBe(`$${inFrame}`);
      expect(await shown.isVisible()).toBe(true);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await saveScreenshot(page, `provider-slot-${name}`);
    });

  it('a guest opens a third-party slot in demo and plays a round on fun money (390x844)', async () => {
    const page = await openPage(browser, `/en/games/${await connectedSlotId()}`, phone);
    const frame = frameOf(page);
    await page.getByTestId('provider-frame').waitFor();
    expect(await page.getByTestId('provider-frame-mode').textContent()).toBe('Demo');
    expect(await page.getByText('Demo mode: sign in to play for real money').count()).toBe(1);
    expect(await page.getByTestId('header-balance').count()).toBe(0);
    await expect
      .poll(() => frame.getByTestId('frame-balance').textContent(), { timeout: 20_000 })
      .toBe('1000.00 USD');
    expect(await frame.getByText('Demo — fun money').count()).toBe(1);

    // One round of 1.00: the fun balance moves by the stake and the win the frame announces.
    await frame.getByRole('button', { name: 'Spin' }).click();
    // The click reaches the provider's frame (another process) a moment later: wait for the result.
    await expect
      .poll(() => frame.locator('#message').textContent(), { timeout: 15_000 })
      .toMatch(/^(You win [\d.]+ USD!|No win this time\.)$/);
    const won = /You win ([\d.]+ USD)!/.exec((await frame.locator('#message').textContent())!);
    const expected = 1000_00 - 1_00 + (won ? cents(won[1]!) : 0);
    expect(cents(await frame.getByTestId('frame-balance').textContent())).toBe(expected);
    // Still a guest: no wallet was touched, the page offers sign-in.
    expect(await page.getByTestId('header-balance').count()).toBe(0);
    expect(await page.getByTestId('header-register').count()).toBe(1);
    await saveScreenshot(page, 'provider-demo-guest-390x844');
  });

  it('a guest deals a baccarat coup on fun money from the keyboard; the fun balance pays as the coup says (1440x900)', async () => {
    const page = await openPage(browser, `/en/games/${await tableGameId('Punto Banco')}`, desktop);
    const frame = frameOf(page);
    await expect
      .poll(() => frame.getByTestId('frame-balance').textContent(), { timeout: 20_000 })
      .toBe('1000.00 USD');
    expect(await frame.getByRole('heading', { name: 'Baccarat', level: 1 }).count()).toBe(1);
    expect(await frame.getByRole('button', { name: 'Deal', exact: true }).isEnabled()).toBe(false);

    // Two chips of 1.00 on Player (P), cleared (C), one placed again, dealt (D).
    await frame.locator('#stake').selectOption('100000');
    await frame.getByTestId('baccarat-player').focus();
    await page.keyboard.press('p');
    await page.keyboard.press('p');
    await expect
      .poll(() => frame.getByTestId('baccarat-total').textContent(), { timeout: 15_000 })
      .toBe('2.00');
    await page.keyboard.press('c');
    await expect.poll(() => frame.getByTestId('baccarat-total').textContent()).toBe('0.00');
    await frame.getByTestId('baccarat-player').focus();
    await page.keyboard.press('p');
    await expect.poll(() => frame.getByTestId('baccarat-total').textContent()).toBe('1.00');
    // Enter on the focused spot would place one more chip there; D deals wherever the focus is.
    await page.keyboard.press('d');
    await expect
      .poll(() => frame.getByTestId('baccarat-outcome').textContent(), { timeout: 15_000 })
      .toMatch(/^(Player wins|Banker wins|Tie)$/);
    // Player pays 1:1; a tie returns the Player chip; Banker takes it.
    const outcome = await frame.getByTestId('baccarat-outcome').textContent();
    const back = outcome === 'Player wins' ? 2_00 : outcome === 'Tie' ? 1_00 : 0;
    await expect
      .poll(async () => cents(await frame.getByTestId('frame-balance').textContent()))
      .toBe(1000_00 - 1_00 + back);
    expect(await frame.locator('#punto-cards li').count()).toBeGreaterThanOrEqual(2);
    expect(await frame.locator('#banco-cards li').count()).toBeGreaterThanOrEqual(2);
    // The chip stays on the table for the next coup.
    expect(await frame.getByTestId('baccarat-total').textContent()).toBe('1.00');
    await roundOver(frame, 'Deal');
    await saveScreenshot(page, 'provider-baccarat-demo-1440x900');

    // A change of language opens the game again, in the new one.
    await page.getByTestId('language-switcher').first().click();
    await page.getByTestId('language-option-ru').first().click();
    await expect
      .poll(() => frame.locator('html').getAttribute('lang'), { timeout: 20_000 })
      .toBe('ru');
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent()).toBe('Баккара');
  });

  it('a roulette spin on red for real money moves the balance by exactly the stake or the win (1440x900)', async () => {
    const page = await openPage(browser, '/en/', desktop);
    const email = uniqueEmail('provider-roulette');
    await register(page, email);
    await credit(email, '100');
    await expect.poll(() => headerBalanceText(page), { timeout: 15_000 }).toBe('$100.00');

    await page.goto(`${baseUrl}/en/games/${await tableGameId('European Roulette')}`);
    const frame = frameOf(page);
    await expect
      .poll(() => frame.getByTestId('frame-balance').textContent(), { timeout: 20_000 })
      .toBe('100.00 USD');
    expect(await frame.getByRole('heading', { name: 'European Roulette' }).count()).toBe(1);
    // Nothing on the table yet: the spin waits for a bet.
    expect(await frame.getByRole('button', { name: 'Spin', exact: true }).isEnabled()).toBe(false);

    // A chip of 1.00 on red, placed and spun from the keyboard.
    await frame.locator('#stake').selectOption('100000');
    await frame.getByRole('button', { name: 'Red', exact: true }).focus();
    await page.keyboard.press('Enter');
    expect(await frame.getByTestId('roulette-slip').textContent()).toContain('Red · 1.00');
    expect(await frame.getByTestId('roulette-total').textContent()).toBe('1.00');
    await page.keyboard.press('s');
    // The key reaches the provider's frame (another process) a moment later: wait for the result.
    await expect
      .poll(() => frame.locator('#message').textContent(), { timeout: 15_000 })
      .toMatch(/^(You win 2\.00 USD!|No win this time\.)$/);

    const pocket = Number(await frame.getByTestId('roulette-pocket').textContent());
    expect(pocket).toBeGreaterThanOrEqual(0);
    expect(pocket).toBeLessThanOrEqual(36);
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
    const wins = red.includes(pocket);
    expect(await frame.locator('#message').textContent()).toBe(
      wins ? 'You win 2.00 USD!' : 'No win this time.',
    );
    // Red pays 1:1: the stake comes back doubled, or it is gone.
    const after = wins ? '$101.00' : '$99.00';
    await expect.poll(() => headerBalanceText(page), { timeout: 15_000 }).toBe(after);
    expect(await frame.getByTestId('frame-balance').textContent()).toBe(`${after.slice(1)} USD`);
    // The bet stays on the table for the next spin, as at a real table.
    expect(await frame.getByTestId('roulette-total').textContent()).toBe('1.00');
    await saveScreenshot(page, 'provider-roulette-1440x900');
  });

  for (const [name, viewport, action] of [
    ['390x844', phone, 'stand'],
    ['1440x900', desktop, 'double'],
  ] as const)
    it(`a blackjack hand for real money moves the balance by exactly its stake or its payout (${action}, ${name})`, async () => {
      const page = await openPage(browser, '/en/', viewport);
      const email = uniqueEmail(`provider-blackjack-${action}`);
      await register(page, email);
      await credit(email, '100');
      await expect.poll(() => headerBalanceText(page), { timeout: 15_000 }).toBe('$100.00');

      await page.goto(`${baseUrl}/en/games/${await tableGameId('Classic Blackjack')}`);
      const frame = frameOf(page);
      await expect
        .poll(() => frame.getByTestId('frame-balance').textContent(), { timeout: 20_000 })
        .toBe('100.00 USD');
      expect(await frame.getByRole('heading', { name: 'Blackjack', level: 1 }).count()).toBe(1);
      expect(await frame.getByTestId('blackjack-rules').textContent()).toContain('No splitting');
      expect(await frame.getByRole('button', { name: 'Hit', exact: true }).isEnabled()).toBe(false);

      // A hand of 1.00, dealt from the keyboard.
      await frame.locator('#stake').selectOption('100000');
      await frame.getByRole('button', { name: 'Deal', exact: true }).focus();
      await page.keyboard.press('Enter');
      const settled =
        /^(You win ([\d.]+) USD!|No win this time\.|Push: your ([\d.]+) USD comes back\.)$/;
      // The key reaches the provider's frame (another process) a moment later: a blackjack on
      // either side ends the hand at once, otherwise it waits for the player.
      await expect
        .poll(
          async () =>
            settled.test((await frame.locator('#message').textContent()) ?? '') ||
            (await frame.getByRole('button', { name: 'Hit', exact: true }).isEnabled()),
          { timeout: 15_000 },
        )
        .toBe(true);
      let staked = 1_00;
      if (await frame.getByRole('button', { name: 'Hit', exact: true }).isEnabled()) {
        // The stake has left the balance while the hand is open.
        await expect.poll(() => headerBalanceText(page), { timeout: 15_000 }).toBe('$99.00');
        if (action === 'stand') {
          // A reload finds the hand on the provider's server, then S stands.
          await page.reload();
          await expect
            .poll(() => frame.locator('#message').textContent(), { timeout: 20_000 })
            .toBe('Your unfinished hand is back: hit, stand or double.');
          expect(await frame.getByTestId('player-cards').locator('li').count()).toBe(2);
          await frame.getByRole('button', { name: 'Stand', exact: true }).focus();
          await page.keyboard.press('s');
        } else {
          // D doubles: a second bet of 1.00 in the round, one card, and the hand stands.
          await frame.getByRole('button', { name: 'Hit', exact: true }).focus();
          await page.keyboard.press('d');
          staked = 2_00;
        }
      }
      await expect
        .poll(() => frame.locator('#message').textContent(), { timeout: 15_000 })
        .toMatch(settled);
      const [, , won, pushed] = settled.exec((await frame.locator('#message').textContent())!)!;
      const payout = won ? cents(won) : pushed ? cents(pushed) : 0;
      // A payout is the stake back (push), twice it (win) or 2.5 times a single stake (blackjack).
      expect([0, staked, staked * 2, 2_50]).toContain(payout);
      expect(await frame.getByTestId('dealer-cards').locator('li').count()).toBeGreaterThanOrEqual(
        2,
      );
      const after = 100_00 - staked + payout;
      const dollars = `${Math.floor(after / 100)}.${String(after % 100).padStart(2, '0')}`;
      await expect.poll(() => headerBalanceText(page), { timeout: 15_000 }).toBe(`$${dollars}`);
      expect(await frame.getByTestId('frame-balance').textContent()).toBe(`${dollars} USD`);
      // The round is over: a new hand may be dealt.
      await roundOver(frame, 'Deal');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await saveScreenshot(page, `provider-blackjack-${name}`);
    });

  it('a sic bo roll on Big for real money moves the balance by exactly the stake or the win (390x844)', async () => {
    const page = await openPage(browser, '/en/', phone);
    const email = uniqueEmail('provider-sicbo');
    await register(page, email);
    await credit(email, '100');
    await expect.poll(() => headerBalanceText(page), { timeout: 15_000 }).toBe('$100.00');

    const sicBo = (await catalogue('live')).find((game) => game.title === 'Live Sic Bo');
    expect(sicBo?.connected).toBe(true);
    await page.goto(`${baseUrl}/en/games/${sicBo!.id}`);
    const frame = frameOf(page);
    await expect
      .poll(() => frame.getByTestId('frame-balance').textContent(), { timeout: 20_000 })
      .toBe('100.00 USD');
    // The tile opens the sic bo engine, not the hi-lo cards it dealt before.
    expect(await frame.getByRole('heading', { name: 'Sic Bo', level: 1 }).count()).toBe(1);
    expect(await frame.getByRole('button', { name: 'Roll', exact: true }).isEnabled()).toBe(false);

    // A chip of 1.00 on Big (B), rolled from the keyboard (R).
    await frame.locator('#stake').selectOption('100000');
    await frame.getByTestId('spot-big').focus();
    await page.keyboard.press('b');
    await expect
      .poll(() => frame.getByTestId('chips-total').textContent(), { timeout: 15_000 })
      .toBe('1.00');
    await page.keyboard.press('r');
    await expect
      .poll(() => frame.locator('#message').textContent(), { timeout: 15_000 })
      .toMatch(/^(You win 2\.00 USD!|No win this time\.)$/);
    const dice = await frame
      .getByTestId('sicbo-dice')
      .locator('li')
      .evaluateAll((items) => items.map((item) => Number(item.getAttribute('aria-label'))));
    expect(dice).toHaveLength(3);
    const total = dice.reduce((sum, die) => sum + die, 0);
    // Big (11–17) pays 1:1 and loses on a triple.
    const wins = total >= 11 && new Set(dice).size > 1;
    expect(await frame.locator('#message').textContent()).toBe(
      wins ? 'You win 2.00 USD!' : 'No win this time.',
    );
    const after = wins ? '$101.00' : '$99.00';
    await expect.poll(() => headerBalanceText(page), { timeout: 15_000 }).toBe(after);
    expect(await frame.getByTestId('frame-balance').textContent()).toBe(`${after.slice(1)} USD`);
    // The chip stays on the table for the next roll; nothing overflows the phone's width.
    expect(await frame.getByTestId('chips-total').textContent()).toBe('1.00');
    await roundOver(frame, 'Roll');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    expect(
      await frame.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth),
    ).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'provider-sicbo-390x844');
  });

  it('says the provider is down when its frame cannot be reached, and plays after a retry (390x844)', async () => {
    const auth = { 'content-type': 'application/json', ...(await devAdminAuth()) };
    const admin = (method: string, path: string, body: unknown) =>
      fetch(`${baseUrl}/api/admin${path}`, { method, headers: auth, body: JSON.stringify(body) });
    // A provider whose game server is not listening (https, as the page's frame policy allows).
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const slug = `down-${Date.now()}`;
    const created = await admin('POST', '/wallet-providers', {
      slug,
      name: 'Unreachable studio',
      signature: 'hmac',
      secret: 'an-hmac-secret-of-at-least-32-characters',
      launchUrl: `https://127.0.0.1:${closedPort}`,
      currencies: ['USD'],
    });
    expect(created.status).toBe(201);
    const gameId = await tableGameId('Craps Classic');
    const mapped = await admin('PUT', `/game-mappings/${gameId}`, {
      walletProvider: slug,
      externalGameId: 'hilo',
    });
    expect(mapped.status).toBe(200);
    try {
      // A player on the English page and one on the Russian page, at once.
      const [page, russian] = await Promise.all([
        openPage(browser, `/en/games/${gameId}`, phone),
        openPage(browser, `/ru/games/${gameId}`, desktop),
      ]);
      const error = page.getByTestId('provider-frame-error');
      const ruError = russian.getByTestId('provider-frame-error');
      await Promise.all([error.waitFor({ timeout: 30_000 }), ruError.waitFor({ timeout: 30_000 })]);
      expect(await error.textContent()).toContain('The game provider is not responding');
      expect(await error.textContent()).toContain('Your balance is safe');
      expect(await page.getByTestId('provider-frame').count()).toBe(0);
      expect(await ruError.textContent()).toContain('Провайдер игры не отвечает');
      expect(await ruError.getByRole('button', { name: 'Повторить' }).count()).toBe(1);
      await saveScreenshot(page, 'provider-down-390x844');
      await russian.context().close();

      // The studio is back (here: the game moves to the reference provider): retry plays.
      const back = await admin('PUT', `/game-mappings/${gameId}`, {
        walletProvider: 'demo-provider',
        externalGameId: 'hilo',
      });
      expect(back.status).toBe(200);
      await error.getByRole('button', { name: 'Try again' }).click();
      await expect
        .poll(() => frameOf(page).getByTestId('frame-balance').textContent(), { timeout: 20_000 })
        .toBe('1000.00 USD');
      expect(await page.getByTestId('provider-frame-error').count()).toBe(0);
    } finally {
      await admin('PUT', `/game-mappings/${gameId}`, {
        walletProvider: 'demo-provider',
        externalGameId: 'hilo',
      });
    }
  });
});
