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
import { closeWelcomeDrawer, register } from './support/player';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Fills the register modal the promo modal opened. */
async function signUp(page: Page, email: string) {
  const dialog = page.getByTestId('register-modal');
  await dialog.getByTestId('auth-email').fill(email);
  await dialog.getByTestId('auth-password').fill('correct-horse-battery');
  await dialog.getByTestId('auth-submit').click();
}

async function chooseUsdt(panel: Locator) {
  const other = panel.getByTestId('payment-methods-other-crypto');
  const usdt = panel.getByTestId('payment-method-USDT-TRC20');
  await other.or(usdt).first().waitFor();
  if (await other.isVisible()) await other.click();
  await usdt.click();
}

async function openCryptoDeposit(page: Page): Promise<Locator> {
  // Phones open the wallet from the tab bar, larger screens from the header.
  const phoneWide = page.viewportSize()!.width < 768;
  await page.getByTestId(phoneWide ? 'tab-bar-wallet' : 'header-topup').click();
  const panel = page.getByTestId('wallet-panel');
  await panel.waitFor();
  await chooseUsdt(panel);
  await panel.getByTestId('crypto-deposit-address').waitFor();
  return panel;
}

describe.each([
  ['390 px', phone],
  ['desktop', desktop],
])('bonuses and promo codes in the browser at %s', (label, viewport) => {
  const tag = label === 'desktop' ? '1440x900' : '390x844';

  it('a guest follows a promo link, signs up, is greeted by the drawer, and redeems the code', async () => {
    const page = await openPage(browser, '/en/?promo=welcome5', viewport);
    // The link's parameter leaves the address; the modal kind and details live in cookies.
    const guest = page.getByTestId('promo-modal-bonus');
    await guest.getByTestId('promo-guest').waitFor();
    expect(new URL(page.url()).search).toBe('');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'promo_modal')?.value).toBe('bonus');
    expect(
      JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'promo_details')!.value)),
    ).toEqual({ code: 'WELCOME5' });

    await guest.getByTestId('promo-sign-up').click();
    await signUp(page, uniqueEmail(`promo-${tag}`));
    await page.getByTestId('header-balance').waitFor();

    // The cookies kept the modal over the sign-up; it now shows the code's offer.
    const modal = page.getByTestId('promo-modal-bonus');
    await modal.getByTestId('promo-offer-title').waitFor();
    expect(await modal.getByTestId('promo-offer-title').textContent()).toBe('5 USD gift');
    await modal.getByTestId('promo-show-conditions').click();
    const conditions = page.getByTestId('promo-modal-conditions');
    await conditions.getByTestId('promo-conditions-list').waitFor();
    expect(await conditions.getByTestId('promo-conditions-list').textContent()).toContain(
      'Wager the bonus 30 times',
    );
    await saveScreenshot(page, `promo-conditions-${tag}`);
    await conditions.getByTestId('promo-claim').click();
    const done = page.getByTestId('promo-redeemed');
    await done.waitFor();
    expect(await done.textContent()).toContain('5.00 USD on your bonus balance');

    // The bonus is the player's: the server lists it as active with its wagering.
    const bonuses = await (await page.request.get(`${baseUrl}/api/v2/bonuses`)).json();
    const gift = bonuses.data.find((bonus: { title: string }) => bonus.title === '5 USD gift');
    expect(gift.activation).toMatchObject({ state: 'active', amount: '5.000000' });

    await page.keyboard.press('Escape');
    await page.getByTestId('promo-modal-conditions').waitFor({ state: 'detached' });
    expect((await page.context().cookies()).some((c) => c.name === 'promo_modal')).toBe(false);

    // After the sign-up the welcome drawer waited behind the promo modal: it greets the player now.
    const drawer = page.getByTestId('bonus-drawer');
    await drawer.waitFor();
    expect(await drawer.getAttribute('data-variant')).toBe('welcome');
    await closeWelcomeDrawer(page);
    await page.context().close();
  });

  it('?bonus10 opens the drawer; the deposit view names its bonus and its switch is saved', async () => {
    const page = await openPage(browser, '/en/', viewport);
    await register(page, uniqueEmail(`drawer-${tag}`));

    await page.goto(new URL('/en/?bonus10', page.url()).toString());
    const drawer = page.getByTestId('bonus-drawer');
    await drawer.waitFor();
    const steps = drawer.getByTestId('bonus-drawer-step');
    await steps.first().waitFor();
    expect(await steps.count()).toBe(4);
    expect(await steps.first().getAttribute('data-state')).toBe('available');
    // The demo's step 1, or another file's welcome template while that file runs (bonuses-page).
    const stepOne = await steps.first().getByTestId('bonus-drawer-step-title').textContent();
    await saveScreenshot(page, `bonus-drawer-${tag}`);
    await closeWelcomeDrawer(page);

    let panel = await openCryptoDeposit(page);
    const text = panel.getByTestId('deposit-bonus-text');
    expect(await text.textContent()).toContain(`activates ${stepOne}:`);
    const toggle = panel.getByTestId('deposit-bonus-toggle');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => text.textContent()).toContain('Bonuses are off for crypto deposits');

    await page.reload();
    await page.getByTestId('header-balance').waitFor();
    panel = await openCryptoDeposit(page);
    expect(await panel.getByTestId('deposit-bonus-toggle').getAttribute('aria-checked')).toBe(
      'false',
    );
    await page.context().close();
  });
});
