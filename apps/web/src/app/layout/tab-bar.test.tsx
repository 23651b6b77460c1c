import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WheelResponse } from '@wheelhouse/contracts/wheel';
import { amount } from '../../test/balance-fixtures';
import { errorBody, guestMe, makeUser, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { wheelQueryKey } from '../../lib/wheel/get-wheel';

const prizes = Array.from({ length: 15 }, (_, index) => ({
  index,
  amount: amount(`${index + 1}.000000`),
  balanceType: 'main' as const,
  promo: null,
}));

function wheel(state: WheelResponse['state']): WheelResponse {
  return { prizes, state, serverSeedHash: state ? 'a'.repeat(64) : null };
}

function setup(me: unknown, state: WheelResponse['state']) {
  mockApi({
    'GET /api/v1/me': me === null ? guestMe : { status: 200, body: me },
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/wallet/balance': { status: 404, body: errorBody('not_found') },
    'GET /api/v1/wheel': { status: 200, body: wheel(state) },
  });
  return renderApp('/en/');
}

const nextSpinDate = new Date(Date.now() + 3_600_000).toISOString();

/** The tab bar's "bonuses or wheel" entry (shell spec §2 "Mobile tab bar"). */
describe('the tab bar’s bonuses-or-wheel entry', { timeout: 20_000 }, () => {
  it('offers a guest the wheel, which opens the prize teaser', async () => {
    setup(null, null);
    const tabBar = await screen.findByTestId('tab-bar');
    await userEvent.click(await within(tabBar).findByTestId('tab-bar-wheel'));
    expect((await screen.findByTestId('wheel-guest')).textContent).toContain('Sign up');
  });

  it('offers a player the wheel while today’s spin is there to take', async () => {
    setup(makeUser({ hasDeposits: true }), {
      isSpinned: false,
      isZeroDeposits: false,
      nextSpinDate,
    });
    const tabBar = await screen.findByTestId('tab-bar');
    await userEvent.click(await within(tabBar).findByTestId('tab-bar-wheel'));
    await screen.findByTestId('wheel-spin');
  });

  it('links to the bonuses once today’s spin is used', async () => {
    const app = setup(makeUser({ hasDeposits: true }), {
      isSpinned: true,
      isZeroDeposits: false,
      nextSpinDate,
    });
    // Once the wheel's state is in (before it, the entry waits as the bonuses link).
    await waitFor(() => expect(app.queryClient.getQueryData(wheelQueryKey)).toBeTruthy());
    const tabBar = await screen.findByTestId('tab-bar');
    const bonuses = await within(tabBar).findByRole('link', { name: 'Bonuses' });
    expect(bonuses.getAttribute('href')).toBe('/en/bonuses');
    expect(within(tabBar).queryByTestId('tab-bar-wheel')).toBeNull();
  });
});
