import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/** Signs a new player up through the header's register modal and waits for the balance. */
export async function register(page: Page, email: string): Promise<void> {
  await page.getByTestId('header-register').click();
  const dialog = page.getByTestId('register-modal');
  await dialog.getByTestId('auth-email').fill(email);
  await dialog.getByTestId('auth-password').fill('correct-horse-battery');
  await dialog.getByTestId('auth-submit').click();
  await page.getByTestId('header-balance').waitFor();
  await closeWelcomeDrawer(page);
}

/** A new player is greeted by the bonus drawer once (shell spec §2); tests close it to go on. */
export async function closeWelcomeDrawer(page: Page): Promise<void> {
  const drawer = page.getByTestId('bonus-drawer');
  await drawer.waitFor();
  await drawer.getByTestId('bonus-drawer-close').click();
  await drawer.waitFor({ state: 'detached' });
}

/**
 * The terms acceptance a sign-up through the API sends (the register modal shows and sends the
 * same): the current terms version, or nothing while none is published.
 */
export async function termsAcceptance(): Promise<{ termsVersion?: number }> {
  const response = await fetch(`${baseUrl}/api/v1/policies/terms`);
  if (response.status !== 200) return {};
  return { termsVersion: ((await response.json()) as { version: number }).version };
}

/** Credits the player as a completed deposit would, from outside the browser (simulator route). */
export async function credit(email: string, amount: string, currency = 'USD'): Promise<void> {
  const response = await fetch(`${baseUrl}/api/dev/credit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ email, amount, currency }),
  });
  expect(response.status).toBeLessThan(300);
}
