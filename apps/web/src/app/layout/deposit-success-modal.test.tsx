import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { dismissDepositSuccess } from '../../lib/deposit-success/deposit-success-store';
import { meQueryKey } from '../../lib/session/get-me';
import { openWalletPanel } from '../../lib/wallet-panel/wallet-panel-store';
import { amount, makeBalance } from '../../test/balance-fixtures';
import { FakeWebSocket } from '../../test/fake-websocket';
import { makeUser, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { isGamesPage } from './deposit-success-modal';

// The first open imports the wallet panel's lazy chunk (phone metadata, QR code), which takes
// seconds on a loaded 2-core machine; later steps use the usual wait.
const FIRST_PANEL_LOAD = { timeout: 15_000 };

function completedDeposit(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 'dep-1',
    type: 'deposit',
    status: 'completed',
    timestamp: 1_900_000_000,
    originalAmount: { value: '25.5', currency: 'USDT' },
    externalId: null,
    paymentDetails: null,
    address: null,
    cancellableUntil: null,
    ...overrides,
  };
}

function setup() {
  mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser({ depositCount: 0 }) },
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/wallet/balance': { status: 200, body: makeBalance({ total: amount('0.00') }) },
    'GET /api/v1/wallet/currencies': { status: 200, body: [] },
    'GET /api/v1/wallet/currencies/bonus': { status: 200, body: [] },
    'GET /api/v1/banners': { status: 200, body: { items: [] } },
  });
}

/** The app at `path`, signed in, with its realtime socket subscribed. */
async function signedInAt(path: string) {
  setup();
  const app = renderApp(path);
  await screen.findByTestId('header-avatar');
  await waitFor(() => expect(FakeWebSocket.latest()).toBeTruthy());
  act(() => FakeWebSocket.latest()!.acceptSubscription());
  return app;
}

function deliver(transaction: Transaction) {
  act(() => FakeWebSocket.latest()!.receive({ channel: 'transaction', data: transaction }));
}

describe('deposit-success modal', () => {
  beforeEach(dismissDepositSuccess);

  it('tells games pages apart', () => {
    expect(isGamesPage('/en/games/42')).toBe(true);
    expect(isGamesPage('/ru/games/favorites')).toBe(true);
    expect(isGamesPage('/en')).toBe(false);
    expect(isGamesPage('/en/bonuses')).toBe(false);
    expect(isGamesPage('/en/gamesx')).toBe(false);
  });

  it('shows the credited amount when a deposit completes, closes the wallet and leads home', async () => {
    const { router, queryClient } = await signedInAt('/en/profile');
    act(() => openWalletPanel('deposit'));
    await screen.findByTestId('wallet-panel', {}, FIRST_PANEL_LOAD);

    deliver(completedDeposit({ status: 'pending' }));
    expect(screen.queryByTestId('deposit-success-modal')).toBeNull();
    deliver(completedDeposit());
    const modal = await screen.findByTestId('deposit-success-modal');
    expect(within(modal).getByTestId('deposit-success-amount').textContent).toBe('+25.50 USDT');
    expect(screen.queryByTestId('wallet-panel')).toBeNull();
    expect(
      queryClient.getQueryData<{ hasDeposits: boolean; depositCount: number }>(meQueryKey),
    ).toMatchObject({ hasDeposits: true, depositCount: 1 });

    fireEvent.click(within(modal).getByTestId('deposit-success-continue'));
    expect(router.state.location.pathname).toBe('/en');
    expect(screen.queryByTestId('deposit-success-modal')).toBeNull();
  }, 40_000);

  it('on a games page only closes, and a completed withdrawal shows nothing', async () => {
    const { router } = await signedInAt('/ru/games/42');
    deliver(completedDeposit({ id: 'w-1', type: 'withdraw' }));
    expect(screen.queryByTestId('deposit-success-modal')).toBeNull();

    deliver(completedDeposit({ id: 'buy-1', type: 'buy' }));
    const modal = await screen.findByTestId('deposit-success-modal');
    const button = within(modal).getByTestId('deposit-success-continue');
    expect(button.textContent).toBe('Продолжить игру');
    fireEvent.click(button);
    expect(router.state.location.pathname).toBe('/ru/games/42');
    expect(screen.queryByTestId('deposit-success-modal')).toBeNull();
  });
});
