import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { amount, makeBalance } from '../../../test/balance-fixtures';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { errorBody, guestMe, makeUser, mockApi, type ApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const BALANCE = 'GET /api/v1/wallet/balance';

function signedIn(routes: ApiRoutes) {
  return mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser() },
    'GET /api/v1/languages': { status: 200, body: [] },
    ...routes,
  });
}

describe('header balance', () => {
  it('shows a skeleton while the balance loads', async () => {
    signedIn({ [BALANCE]: () => new Promise(() => {}) });
    renderApp('/en');
    const loading = await screen.findByTestId('header-balance-loading');
    expect(loading.getAttribute('role')).toBe('status');
    expect(loading.textContent).toBe('Loading the balance');
    expect(screen.queryByTestId('header-balance')).toBeNull();
  });

  it('shows the total in the primary currency', async () => {
    signedIn({
      [BALANCE]: {
        status: 200,
        body: makeBalance({ total: amount('1500.5'), fiat: amount('1500.5') }),
      },
    });
    renderApp('/en');
    const button = await screen.findByTestId('header-balance');
    expect(button.textContent).toBe('$1,500.50');
    expect(button.getAttribute('aria-label')).toBe('Balance $1,500.50, show details');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers a retry after a failure and shows the balance once it loads', async () => {
    let fail = true;
    const api = signedIn({
      [BALANCE]: () =>
        fail
          ? { status: 503, body: errorBody('service_unavailable') }
          : { status: 200, body: makeBalance({ total: amount('7.00') }) },
    });
    renderApp('/en');
    const retry = await screen.findByTestId('header-balance-retry');
    expect(retry.getAttribute('aria-label')).toBe('The balance could not be loaded. Retry');

    fail = false;
    await userEvent.setup().click(retry);
    expect((await screen.findByTestId('header-balance')).textContent).toBe('$7.00');
    expect(api.calls(BALANCE)).toHaveLength(2);
  });

  it('is absent for guests, who ask for no balance and open only a guest socket (no token)', async () => {
    const api = mockApi({
      'GET /api/v1/me': guestMe,
      'GET /api/v1/languages': { status: 200, body: [] },
    });
    renderApp('/en');
    await screen.findByTestId('header-login');
    expect(screen.queryByTestId('header-balance')).toBeNull();
    expect(api.calls(BALANCE)).toHaveLength(0);
    expect(FakeWebSocket.instances.map((socket) => socket.url)).toEqual(['ws://localhost:3000/ws']);
  });

  it('takes a new balance from the realtime channel without asking the server', async () => {
    const api = signedIn({ [BALANCE]: { status: 200, body: makeBalance() } });
    renderApp('/en');
    expect((await screen.findByTestId('header-balance')).textContent).toBe('$0.00');

    const socket = FakeWebSocket.latest()!;
    expect(socket.url).toBe('ws://localhost:3000/ws?token=ws-token');
    act(() => socket.acceptSubscription());
    expect(socket.sent).toEqual([
      {
        type: 'subscribe',
        channels: [
          'balance',
          'transaction',
          'broadcast:last_bet',
          'interface_actions',
          'support',
          'tournaments',
        ],
      },
    ]);
    // Once subscribed it asks again, for what changed before the subscription; then no more.
    await waitFor(() => expect(api.calls(BALANCE)).toHaveLength(2));
    act(() =>
      socket.receive({
        channel: 'balance',
        data: makeBalance({ total: amount('42.00'), fiat: amount('42.00') }),
      }),
    );

    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('$42.00'));
    expect(api.calls(BALANCE)).toHaveLength(2);
  });
});
