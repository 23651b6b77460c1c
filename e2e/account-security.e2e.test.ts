import { generateSync } from 'otplib';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, desktop, launchBrowser, openPage, phone, uniqueEmail } from './support/browser';
import { register, termsAcceptance } from './support/player';

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

/** The wallet opens from the tab bar on a phone and from the header's top-up on a desktop. */
async function openWallet(page: Page, viewport: typeof phone) {
  await page.getByTestId(viewport === phone ? 'tab-bar-wallet' : 'header-topup').click();
  const panel = page.getByTestId('wallet-panel');
  await panel.waitFor();
  return panel;
}

/** Chooses the RUB card, which may sit behind the fiat group's "other" button. */
async function chooseRubCard(panel: Locator) {
  const other = panel.getByTestId('payment-methods-other-fiat');
  const card = panel.getByTestId('payment-method-fiat-rub-card');
  await other.or(card).first().waitFor();
  if (!(await card.isVisible())) await other.click();
  await card.click();
}

describe.each([
  ['390 px', phone],
  ['desktop', desktop],
])('account security at %s', (_label, viewport) => {
  it('sets a daily deposit limit and sees a deposit over it refused with the reason', async () => {
    const page = await openPage(browser, '/en/', viewport);
    page.setDefaultTimeout(20_000);
    await register(page, uniqueEmail('rg-limit'));
    await page.goto(`${baseUrl}/en/profile`);

    const row = page.getByTestId('rg-deposit-day-row');
    await row.getByTestId('rg-deposit-day').fill('1');
    await row.getByTestId('rg-deposit-day').press('Enter');
    await row.getByText('1.00 left', { exact: false }).waitFor();

    // The form's default amount (2,000 RUB) is far over a limit of 1 in the house currency.
    const panel = await openWallet(page, viewport);
    await chooseRubCard(panel);
    await panel.getByTestId('fiat-deposit-form').waitFor();
    await panel.getByTestId('fiat-deposit-submit').click();
    const refusal = page.locator('[data-sonner-toast]', { hasText: 'deposit limit' });
    await refusal.waitFor();
    const text = (await refusal.textContent())!;
    expect(text).toContain('over your daily deposit limit');
    expect(text).toMatch(/opens again on .*\d/);
    // Refused before any order: the form stays for another amount.
    expect(await panel.getByTestId('fiat-deposit-details').count()).toBe(0);
    await page.context().close();
  });

  it('changes the e-mail after confirming the password in the step-up dialog', async () => {
    const email = uniqueEmail('step-up');
    await registerByApi(email);
    const page = await openPage(browser, '/en/', viewport);
    page.setDefaultTimeout(20_000);
    await signIn(page, email, PASSWORD);
    await page.getByTestId('header-avatar').waitFor();
    // A fresh sign-in counts as a step-up for 5 minutes; the simulators end it now, as time would.
    const expired = await page.request.post(`${baseUrl}/api/dev/step-up/expire`);
    expect(expired.status()).toBe(204);
    await page.goto(`${baseUrl}/en/profile`);

    const panel = page.getByTestId('security-email');
    await panel.getByRole('button', { name: 'Change e-mail' }).click();
    const newEmail = uniqueEmail('step-up-new');
    await panel.getByLabel('New e-mail').fill(newEmail);
    await panel.getByRole('button', { name: 'Save e-mail' }).click();

    const dialog = page.getByTestId('step-up-dialog');
    await dialog.waitFor();
    const proved = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/me/security/step-up'),
    );
    await dialog.getByTestId('step-up-input').fill(PASSWORD);
    await dialog.getByTestId('step-up-submit').click();
    expect((await proved).status()).toBe(200);
    await page.getByText('E-mail changed. Follow the link we sent to confirm it.').waitFor();
    await panel.getByText(newEmail).waitFor();
    await page.context().close();
  });

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
