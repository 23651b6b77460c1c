import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guestMe, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

function setup() {
  mockApi({
    'GET /api/v1/me': guestMe,
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/support/config': { status: 200, body: { mode: 'builtin', scriptUrl: null } },
  });
  return renderApp('/en');
}

describe('app shell on a phone', () => {
  it('opens the sidebar drawer from the tab bar and closes it with Escape', async () => {
    setup();
    const user = userEvent.setup();
    const tabBar = await screen.findByTestId('tab-bar');
    expect(screen.queryByTestId('sidebar')).toBeNull();

    await user.click(within(tabBar).getByRole('button', { name: 'Menu' }));
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByRole('link', { name: 'Favourites' }).getAttribute('href')).toBe(
      '/en/games/favorites',
    );
    expect(within(sidebar).getByTestId('language-switcher')).toBeTruthy();
    const telegram = within(sidebar).getByRole('link', { name: 'Telegram' });
    expect(telegram.getAttribute('rel')).toBe('noopener noreferrer');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('sidebar')).toBeNull());
  });

  it('closes the drawer on an overlay click and opens the support chat', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByTestId('tab-bar')).getByRole('button', { name: 'Menu' }),
    );
    await user.click(screen.getByTestId('sidebar-overlay'));
    expect(screen.queryByTestId('sidebar')).toBeNull();

    await user.click(within(screen.getByTestId('tab-bar')).getByRole('button', { name: 'Menu' }));
    await user.click(
      within(screen.getByTestId('sidebar')).getByRole('button', { name: 'Support' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Support chat' })).toBeTruthy();
    expect(screen.queryByTestId('sidebar')).toBeNull();
  });

  it('keeps the menu open when only the query changes, and closes it for another page for good', async () => {
    const { router } = setup();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByTestId('tab-bar')).getByRole('button', { name: 'Menu' }),
    );
    // What a completed sign-in does: it drops `?auth=login` from the address.
    await act(() => router.navigate('/en?auth=login'));
    await act(() => router.navigate('/en', { replace: true }));
    expect(screen.getByTestId('sidebar')).toBeTruthy();

    await act(() => router.navigate('/en/bonuses'));
    await waitFor(() => expect(screen.queryByTestId('sidebar')).toBeNull());
    // Back on the page it was opened on, the menu stays closed.
    await act(() => router.navigate(-1));
    await screen.findByTestId('home-page');
    expect(screen.queryByTestId('sidebar')).toBeNull();
  });

  it('closes the menu when a link in it is followed, the open page’s own included', async () => {
    setup();
    const user = userEvent.setup();
    const menuButton = within(await screen.findByTestId('tab-bar')).getByRole('button', {
      name: 'Menu',
    });
    await user.click(menuButton);
    await user.click(within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Main' }));
    expect(screen.queryByTestId('sidebar')).toBeNull();

    await user.click(menuButton);
    await user.click(
      within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Favourites' }),
    );
    expect(screen.queryByTestId('sidebar')).toBeNull();
  });

  it('shows the scroll-to-top control only past 350 px', async () => {
    setup();
    await screen.findByTestId('home-page');
    expect(screen.queryByTestId('scroll-to-top')).toBeNull();
    act(() => {
      window.scrollY = 351;
      fireEvent.scroll(window);
    });
    expect(screen.getByTestId('scroll-to-top').getAttribute('aria-label')).toBe(
      'Scroll to the top',
    );
    act(() => {
      window.scrollY = 350;
      fireEvent.scroll(window);
    });
    expect(screen.queryByTestId('scroll-to-top')).toBeNull();
  });
});
