import { generateSync } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, desktop, launchBrowser, openPage, phone, uniqueEmail } from './support/browser';
import { termsAcceptance } from './support/player';

const PASSWORD = 'correct-horse-battery';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function registerByApi(email: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, ...(await termsAcceptance()) }),
  });
  expect(response.status).toBe(201);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('header-login').click();
  const dialog = page.getByTestId('signin-modal');
  await dialog.getByTestId('auth-email').fill(email);
  await dialog.getByTestId('auth-password').fill(password);
  await dialog.getByTestId('auth-submit').click();
}

describe.each([
  ['390 px', phone],
  ['desktop', desktop],
])('account security at %s', (_label, viewport) => {
  it('resets a forgotten password through the development mailbox', async () => {
    const email = uniqueEmail('forgot');
    await registerByApi(email);
    const page = await openPage(browser, '/en/', viewport);
    await page.getByTestId('header-login').click();
    await page.getByTestId('forgot-password').click();
    const forgot = page.getByTestId('forgot-modal');
    await forgot.getByTestId('auth-email').fill(email);
    await forgot.getByTestId('forgot-submit').click();
    await forgot.getByTestId('forgot-sent').waitFor();
    await page.keyboard.press('Escape');

    // The mail, read as a person would in the development mailbox, and its link followed.
    await page.goto(`${baseUrl}/api/dev/mailbox/view?to=${encodeURIComponent(email)}`);
    await page.locator('[data-testid="mail"]', { hasText: 'Reset' }).first().locator('a').click();
    await page.getByTestId('reset-password-page').waitFor();
    const newPassword = 'a-brand-new-passphrase';
    await page.getByTestId('auth-password').fill(newPassword);
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();

    await page.goto(`${baseUrl}/en/`);
    await signIn(page, email, newPassword);
    await page.getByTestId('header-avatar').waitFor();
    await page.context().close();
  });

  // Two sign-ins and the set-up in one flow: more than the default minute on a busy machine.
  it(
    'turns on two-factor authentication and signs in with a code',
    { timeout: 120_000 },
    async () => {
      const email = uniqueEmail('totp');
      await registerByApi(email);
      const page = await openPage(browser, '/en/', viewport);
      await signIn(page, email, PASSWORD);
      await page.getByTestId('header-avatar').waitFor();
      await page.goto(`${baseUrl}/en/profile`);

      const panel = page.getByTestId('security-two-factor');
      await panel.getByTestId('two-factor-enable').click();
      const secret = (await panel.getByTestId('two-factor-key').textContent())!.trim();
      await panel.getByTestId('two-factor-code').fill(generateSync({ secret }));
      await panel.getByTestId('two-factor-code').press('Enter');
      await panel.getByTestId('recovery-codes').waitFor();
      expect(await panel.getByTestId('recovery-codes').locator('li').count()).toBe(10);

      await page.getByTestId('profile-logout').click();
      await page.getByTestId('header-login').waitFor();
      await signIn(page, email, PASSWORD);
      const codeStep = page.getByTestId('signin-code-modal');
      await codeStep.waitFor();
      // The next time step's code: the one just used to confirm cannot be used twice, and the server
      // accepts one step of drift either way.
      const next = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      await codeStep.getByTestId('signin-code').fill(next);
      await codeStep.getByTestId('signin-code-submit').click();
      await page.getByTestId('header-avatar').waitFor();
      await page.context().close();
    },
  );
});
