import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, guestMe, makeUser, mockApi, type ApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

function setup(loginRoute: ApiRoutes[string]) {
  let signedIn = false;
  const api = mockApi({
    'GET /api/v1/me': () => (signedIn ? { status: 200, body: makeUser() } : guestMe),
    'GET /api/v1/languages': { status: 200, body: [] },
    'POST /api/v1/auth/login': async (request) => {
      const reply = typeof loginRoute === 'function' ? await loginRoute(request) : loginRoute!;
      if (reply.status === 200) signedIn = true;
      return reply;
    },
  });
  const app = renderApp('/en');
  return { api, ...app };
}

async function openSignIn() {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('header-login'));
  const dialog = await screen.findByTestId('signin-modal');
  return { user, dialog };
}

const session = { status: 200, body: { token: 't', expiresAt: '2030-01-01T00:00:00Z' } };

describe('sign-in modal', () => {
  it('is a labelled dialog that takes focus and closes on Escape', async () => {
    setup(session);
    const { user, dialog } = await openSignIn();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBe(dialog);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Email'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('signin-modal')).toBeNull());
    expect(screen.getByTestId('home-page')).toBeTruthy();
  });

  it('shows client validation messages under the fields without calling the server', async () => {
    const { api } = setup(session);
    const { user, dialog } = await openSignIn();
    await user.click(within(dialog).getByTestId('auth-submit'));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);

    await user.type(within(dialog).getByTestId('auth-email'), 'not-an-email');
    await user.type(within(dialog).getByTestId('auth-password'), 'short{Enter}');
    expect(within(dialog).getByText('Enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByText('Use at least 8 characters')).toBeTruthy();
    expect(within(dialog).getByTestId('auth-email').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST /api/v1/auth/login')).toHaveLength(0);
  });

  it('shows a server field error under its field', async () => {
    setup({
      status: 400,
      body: errorBody('validation_error', {
        fields: { email: { key: 'Validation.max_length', params: { max: 254 } } },
      }),
    });
    const { user, dialog } = await openSignIn();
    await user.type(within(dialog).getByTestId('auth-email'), 'ann@example.com');
    await user.type(within(dialog).getByTestId('auth-password'), 'long-password{Enter}');
    expect(await within(dialog).findByText('Use at most 254 characters')).toBeTruthy();
    expect(within(dialog).queryByTestId('auth-error')).toBeNull();
  });

  it('shows invalid credentials in the alert region and stays signed out', async () => {
    setup({ status: 401, body: errorBody('invalid_credentials') });
    const { user, dialog } = await openSignIn();
    await user.type(within(dialog).getByTestId('auth-email'), 'ann@example.com');
    await user.type(within(dialog).getByTestId('auth-password'), 'wrong-password');
    await user.click(within(dialog).getByTestId('auth-submit'));
    const alert = await within(dialog).findByTestId('auth-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('Wrong email or password');
    expect(screen.queryByTestId('header-avatar')).toBeNull();
  });

  it('tells how long to wait after too many attempts', async () => {
    setup({ status: 429, body: errorBody('too_many_requests'), headers: { 'retry-after': '30' } });
    const { user, dialog } = await openSignIn();
    await user.type(within(dialog).getByTestId('auth-email'), 'ann@example.com');
    await user.type(within(dialog).getByTestId('auth-password'), 'some-password{Enter}');
    expect((await within(dialog).findByTestId('auth-error')).textContent).toContain(
      'Try again in 30 s',
    );
  });

  it('reports a network failure', async () => {
    setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, dialog } = await openSignIn();
    await user.type(within(dialog).getByTestId('auth-email'), 'ann@example.com');
    await user.type(within(dialog).getByTestId('auth-password'), 'some-password{Enter}');
    expect((await within(dialog).findByTestId('auth-error')).textContent).toContain(
      'No connection to the server',
    );
  });

  it('closes on success and shows the signed-in header', async () => {
    const { api } = setup(session);
    const { user, dialog } = await openSignIn();
    await user.type(within(dialog).getByTestId('auth-email'), ' ann@example.com ');
    await user.type(within(dialog).getByTestId('auth-password'), 'right-password{Enter}');
    await waitFor(() => expect(screen.queryByTestId('signin-modal')).toBeNull());
    expect(await screen.findByTestId('header-avatar')).toBeTruthy();
    expect(screen.getByTestId('header-topup').getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByTestId('header-login')).toBeNull();
    expect(api.calls('POST /api/v1/auth/login')).toEqual([
      { email: 'ann@example.com', password: 'right-password' },
    ]);
  });

  it('links to the register modal and back', async () => {
    setup(session);
    const { user, dialog } = await openSignIn();
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    const register = await screen.findByTestId('register-modal');
    expect(screen.queryByTestId('signin-modal')).toBeNull();
    await user.click(within(register).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('signin-modal')).toBeTruthy();
  });
});
