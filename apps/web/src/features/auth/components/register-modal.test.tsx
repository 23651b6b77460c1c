import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, guestMe, makeUser, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const terms = (version: number) => ({
  status: 200,
  body: {
    slug: 'terms',
    version,
    locale: 'en',
    title: 'Terms and conditions',
    body: 'Terms.',
    publishedAt: '2030-01-01T00:00:00.000Z',
  },
});
const session = { status: 201, body: { token: 't', expiresAt: '2030-01-01T00:00:00Z' } };

function setup(options: { termsVersions: number[]; firstSignUp?: 'stale' }) {
  let signedIn = false;
  let termsReads = 0;
  let signUps = 0;
  const api = mockApi({
    'GET /api/v1/me': () => (signedIn ? { status: 200, body: makeUser() } : guestMe),
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/policies/terms': () => {
      const versions = options.termsVersions;
      return terms(versions[Math.min(termsReads++, versions.length - 1)] ?? 1);
    },
    'POST /api/v1/auth/register': () => {
      signUps += 1;
      if (options.firstSignUp === 'stale' && signUps === 1)
        return {
          status: 400,
          body: errorBody('validation_error', {
            fields: { termsVersion: { key: 'Validation.terms_outdated', params: { current: 2 } } },
          }),
        };
      signedIn = true;
      return session;
    },
  });
  renderApp('/en');
  return api;
}

async function openRegister() {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('header-register'));
  const dialog = await screen.findByTestId('register-modal');
  return { user, dialog };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByTestId('auth-email'), 'new@example.com');
  await user.type(within(dialog).getByTestId('auth-password'), 'correct-horse-battery{Enter}');
}

describe('register modal', () => {
  it('shows what the player accepts, linking the terms and the privacy policy in a new tab', async () => {
    setup({ termsVersions: [3] });
    const { dialog } = await openRegister();
    const line = within(dialog).getByTestId('register-terms');
    expect(line.textContent).toBe(
      'By creating an account you accept the Terms and conditions and the Privacy policy.',
    );
    const termsLink = within(line).getByRole('link', { name: 'Terms and conditions' });
    expect(termsLink.getAttribute('href')).toBe('/en/policies/terms');
    expect(termsLink.getAttribute('target')).toBe('_blank');
    expect(within(line).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/en/policies/privacy',
    );
  });

  it('sends the terms version it showed', async () => {
    const api = setup({ termsVersions: [3] });
    const { user, dialog } = await openRegister();
    await fillAndSubmit(user, dialog);
    await waitFor(() => expect(screen.queryByTestId('register-modal')).toBeNull());
    expect(api.calls('POST /api/v1/auth/register')).toEqual([
      {
        email: 'new@example.com',
        password: 'correct-horse-battery',
        language: 'en',
        termsVersion: 3,
      },
    ]);
  });

  it('says the terms changed when the server refuses a stale version, and accepts the new one next', async () => {
    const api = setup({ termsVersions: [1, 2], firstSignUp: 'stale' });
    const { user, dialog } = await openRegister();
    await fillAndSubmit(user, dialog);
    expect((await within(dialog).findByTestId('register-terms-changed')).textContent).toContain(
      'The terms were updated while you were signing up',
    );
    await user.click(within(dialog).getByTestId('auth-submit'));
    await waitFor(() => expect(screen.queryByTestId('register-modal')).toBeNull());
    expect(
      api
        .calls('POST /api/v1/auth/register')
        .map((body) => (body as { termsVersion: number }).termsVersion),
    ).toEqual([1, 2]);
  });
});
