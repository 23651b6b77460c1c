import { randomUUID } from 'node:crypto';
import { generateSync } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, uniqueEmail } from './browser';
import { DEV_ADMIN, devAdminAuth } from './staff';

export interface StaffMember {
  email: string;
  password: string;
  /** Base32 TOTP secret once the member has a second factor (set by signInBackoffice). */
  totpSecret?: string;
}

export { DEV_ADMIN };

async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
}

/** Waits into the next 30-second TOTP step: a code is accepted once per member. */
async function nextTotpStep(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 250));
}

/** A new staff member with these roles, created by the development admin (staff accounts API). */
export async function createStaff(roles: string[]): Promise<StaffMember> {
  const member = { email: uniqueEmail(`staff-${roles.join('-')}`), password: `pw-${randomUUID()}` };
  const response = await postJson('/api/admin/staff', { ...member, roles }, await devAdminAuth());
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return member;
}

/** Opens the back office in its own browser context (its own cookies) at this size. */
export async function openBackoffice(
  browser: Browser,
  viewport: { width: number; height: number },
  path = '/',
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${baseUrl}/admin${path}`);
  return page;
}

/**
 * Signs in through the back office's form: the password, then the authenticator code when the
 * server asks for it (a new member's enrolment shows the key, which is kept on `member`).
 */
export async function signInBackoffice(page: Page, member: StaffMember): Promise<void> {
  const form = page.getByTestId('sign-in-form');
  await form.getByTestId('sign-in-email').fill(member.email);
  await form.getByTestId('sign-in-password').fill(member.password);
  await form.getByTestId('sign-in-submit').click();
  const signedIn = page.getByTestId('staff-email');
  const codeForm = page.getByTestId('second-factor-form');
  await signedIn.or(codeForm).first().waitFor();
  for (let attempt = 0; attempt < 3 && (await codeForm.isVisible()); attempt += 1) {
    const secret = codeForm.getByTestId('second-factor-secret');
    if (await secret.isVisible()) member.totpSecret = (await secret.textContent()) ?? undefined;
    await codeForm
      .getByTestId('second-factor-code')
      .fill(generateSync({ secret: member.totpSecret! }));
    await codeForm.getByTestId('second-factor-submit').click();
    const refused = codeForm.getByRole('alert');
    await signedIn.or(refused).first().waitFor();
    if (await signedIn.isVisible()) return;
    await nextTotpStep();
  }
  await signedIn.waitFor();
}

/** Goes to a section through the navigation, opening the menu first on a phone. */
export async function openSection(page: Page, section: string): Promise<void> {
  const toggle = page.getByTestId('menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.locator(`[data-testid="nav-${section}"]:visible`).click();
}
