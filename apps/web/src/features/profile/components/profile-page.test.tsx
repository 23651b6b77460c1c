import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, guestMe, makeUser, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('profile page', () => {
  it('shows the account and personal data, with "Not set" for what is missing', async () => {
    mockApi({
      'GET /api/v1/me': {
        status: 200,
        body: makeUser({ isVip: true, firstName: 'Ada', gender: 'female', language: 'ru' }),
      },
      'GET /api/v1/languages': { status: 200, body: [] },
    });
    renderApp('/en/profile');
    const page = await screen.findByTestId('profile-page');
    expect(page.textContent).toContain('player@example.com');
    expect(page.textContent).toContain('WH-100200');
    expect(page.textContent).toContain('Русский');
    expect(page.textContent).toContain('VIP player');
    expect(page.textContent).toContain('Ada');
    expect(page.textContent).toContain('Female');
    expect(within(page).getAllByText('Not set')).toHaveLength(2);
  });

  it('copies the player id and confirms for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'GET /api/v1/me': { status: 200, body: makeUser() },
      'GET /api/v1/languages': { status: 200, body: [] },
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderApp('/en/profile');
    await screen.findByTestId('profile-page');

    // The fake clock also follows real time while the test awaits: count from the click.
    const clickedAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Copy Player ID' }));
    expect(writeText).toHaveBeenCalledWith('WH-100200');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(Math.max(0, clickedAt + 2900 - Date.now())));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('button', { name: 'Copy Player ID' })).toBeTruthy();
  });

  it('logs out and returns home as a guest', async () => {
    let signedIn = true;
    mockApi({
      'GET /api/v1/me': () => (signedIn ? { status: 200, body: makeUser() } : guestMe),
      'GET /api/v1/languages': { status: 200, body: [] },
      'POST /api/v1/auth/logout': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    const { router } = renderApp('/en/profile');
    await userEvent.setup().click(await screen.findByTestId('profile-logout'));
    expect(await screen.findByTestId('header-login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en');
    expect(screen.queryByTestId('signin-modal')).toBeNull();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/v1/me': () =>
        fail
          ? { status: 500, body: errorBody('internal_error') }
          : { status: 200, body: makeUser() },
      'GET /api/v1/languages': { status: 200, body: [] },
    });
    renderApp('/en/profile');
    const page = await screen.findByTestId('profile-page');
    expect(await within(page).findByText('Something went wrong')).toBeTruthy();
    // A failed required query also raises the "unstable connection" dialog.
    expect(screen.getByTestId('internal-error-dialog')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(within(page).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(page.textContent).toContain('player@example.com'));
  });
});
