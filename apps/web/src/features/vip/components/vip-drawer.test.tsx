import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VipDrawer } from '@wheelhouse/contracts/vip';
import { openVipDrawer } from '../../../lib/vip/vip-drawer-store';
import { errorBody, makeUser, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const vipLinks: VipDrawer = {
  isVip: true,
  botUrl: 'https://t.me/club_vip_bot',
  mirrorUrl: 'https://vip.example.com',
  managerTelegram: 'club_manager',
  portalUrl: 'https://example.com/vip',
  isProfileComplete: true,
};

function signedIn(vip: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser({ isVip: true }) },
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/wallet/balance': { status: 404, body: errorBody('not_found') },
    'GET /api/v1/vip': vip,
  });
}

async function openDrawer() {
  act(() => openVipDrawer());
  return screen.findByTestId('vip-drawer');
}

describe('the VIP drawer', { timeout: 20_000 }, () => {
  it('gives a VIP the bot, the mirror and the manager, in new tabs, and closes with Escape', async () => {
    signedIn({ status: 200, body: vipLinks });
    renderApp('/en/');
    const drawer = await openDrawer();
    const manager = await within(drawer).findByTestId('vip-manager');
    expect(manager.textContent).toBe('Your manager @club_manager');
    expect(manager.getAttribute('href')).toBe('https://t.me/club_manager');
    expect(within(drawer).getByTestId('vip-bot').getAttribute('href')).toBe(
      'https://t.me/club_vip_bot',
    );
    expect(within(drawer).getByTestId('vip-mirror').getAttribute('target')).toBe('_blank');
    expect(within(drawer).queryByTestId('vip-portal')).toBeNull();
    expect(within(drawer).queryByText(/Complete your profile/)).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('vip-drawer')).toBeNull());
  });

  it('shows everyone else the portal and points an incomplete profile to the profile page', async () => {
    signedIn({
      status: 200,
      body: { ...vipLinks, isVip: false, managerTelegram: null, isProfileComplete: false },
    });
    const { router } = renderApp('/en/');
    const drawer = await openDrawer();
    expect((await within(drawer).findByTestId('vip-portal')).getAttribute('href')).toBe(
      'https://example.com/vip',
    );
    expect(within(drawer).queryByTestId('vip-bot')).toBeNull();
    expect(within(drawer).queryByTestId('vip-manager')).toBeNull();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Complete the profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/profile'));
    await waitFor(() => expect(screen.queryByTestId('vip-drawer')).toBeNull());
  });

  it('says when there is nothing to show yet, and offers a retry when loading fails', async () => {
    let fail = true;
    const api = signedIn(() =>
      fail
        ? { status: 500, body: errorBody('internal_error') }
        : {
            status: 200,
            body: { ...vipLinks, botUrl: null, mirrorUrl: null, managerTelegram: null },
          },
    );
    renderApp('/en/');
    const drawer = await openDrawer();
    expect((await within(drawer).findByRole('alert')).textContent).toContain(
      'The VIP club could not be loaded.',
    );
    fail = false;
    await userEvent.click(within(drawer).getByRole('button', { name: 'Try again' }));
    expect(await within(drawer).findByText('VIP contacts will appear here soon.')).toBeTruthy();
    expect(api.calls('GET /api/v1/vip')).toHaveLength(2);
  });
});
