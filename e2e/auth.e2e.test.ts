import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, uniqueEmail } from './support/browser';
import { closeWelcomeDrawer, termsAcceptance } from './support/player';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fillAuthForm(page: Page, dialogTestId: string, email: string, password: string) {
  const dialog = page.getByTestId(dialogTestId);
  await dialog.getByTestId('auth-email').fill(email);
  await dialog.getByTestId('auth-password').fill(password);
  await dialog.getByTestId('auth-submit').click();
}

describe('accounts in the browser', () => {
  it('registers, keeps the session over a reload, and signs out', async () => {
    const page = await openPage(browser, '/en/');
    await page.getByTestId('header-register').click();
    await fillAuthForm(page, 'register-modal', uniqueEmail('register'), 'correct-horse-battery');

    await expect.poll(() => page.getByTestId('header-topup').isVisible()).toBe(true);
    await closeWelcomeDrawer(page);
    expect(await page.getByTestId('header-avatar').isVisible()).toBe(true);
    expect(await page.getByTestId('header-login').count()).toBe(0);

    await page.reload();
    await page.getByTestId('header-avatar').waitFor();
    expect(await page.getByTestId('header-register').count()).toBe(0);

    await page.getByTestId('header-avatar').click();
    await page.getByTestId('profile-page').waitFor();
    await page.getByTestId('profile-logout').click();
    await page.getByTestId('header-login').waitFor();
    expect(await page.getByTestId('header-avatar').count()).toBe(0);

    await page.reload();
    await page.getByTestId('header-login').waitFor();
    await page.context().close();
  });

  it('shows the server error for a wrong password and stays signed out', async () => {
    const email = uniqueEmail('wrong-password');
    const register = await fetch(`${baseUrl}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'correct-horse-battery',
        ...(await termsAcceptance()),
      }),
    });
    expect(register.status).toBe(201);

    const page = await openPage(browser, '/en/');
    await page.getByTestId('header-login').click();
    await fillAuthForm(page, 'signin-modal', email, 'not-the-password');

    const error = page.getByTestId('signin-modal').getByTestId('auth-error');
    await error.waitFor();
    expect((await error.textContent())?.trim().length).toBeGreaterThan(0);
    expect(await page.getByTestId('header-avatar').count()).toBe(0);
    await page.context().close();
  });

  it('sends a guest on /profile to sign-in and back to the profile afterwards', async () => {
    const email = uniqueEmail('protected');
    await fetch(`${baseUrl}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'correct-horse-battery',
        ...(await termsAcceptance()),
      }),
    });

    const page = await openPage(browser, '/en/profile');
    await page.getByTestId('signin-modal').waitFor();
    expect(await page.getByTestId('profile-page').count()).toBe(0);

    await fillAuthForm(page, 'signin-modal', email, 'correct-horse-battery');
    await page.getByTestId('profile-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/profile');
    expect(await page.getByTestId('profile-page').textContent()).toContain(email);
    await page.context().close();
  });
});
