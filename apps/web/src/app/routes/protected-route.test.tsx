import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guestMe, makeUser, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

function setup() {
  let signedIn = false;
  mockApi({
    'GET /api/v1/me': () =>
      signedIn ? { status: 200, body: makeUser({ email: 'ann@example.com' }) } : guestMe,
    'GET /api/v1/languages': { status: 200, body: [] },
    'POST /api/v1/auth/login': () => {
      signedIn = true;
      return { status: 200, body: { token: 't', expiresAt: '2030-01-01T00:00:00Z' } };
    },
  });
  return renderApp('/en/profile');
}

describe('protected pages', () => {
  it('ask a guest to sign in, then show the page they asked for', async () => {
    const { router } = setup();
    const dialog = await screen.findByTestId('signin-modal');
    expect(screen.queryByTestId('profile-page')).toBeNull();

    const user = userEvent.setup();
    await user.type(within(dialog).getByTestId('auth-email'), 'ann@example.com');
    await user.type(within(dialog).getByTestId('auth-password'), 'right-password{Enter}');

    expect((await screen.findByTestId('profile-page')).textContent).toContain('ann@example.com');
    await waitFor(() => expect(screen.queryByTestId('signin-modal')).toBeNull());
    expect(router.state.location.pathname).toBe('/en/profile');
    expect(router.state.location.search).toBe('');
  });

  it('go home when the guest closes the sign-in modal', async () => {
    const { router } = setup();
    const dialog = await screen.findByTestId('signin-modal');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en');
    expect(screen.queryByTestId('signin-modal')).toBeNull();
  });
});
