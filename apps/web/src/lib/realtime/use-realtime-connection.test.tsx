import { act, render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { makeBalance } from '../../test/balance-fixtures';
import { FakeWebSocket } from '../../test/fake-websocket';
import type { User } from '@wheelhouse/contracts/users';
import { makeUser, mockApi } from '../../test/mock-api';
import { reportBan } from '../ban-state';
import { createQueryClient } from '../query-client';
import { meQueryOptions } from '../session/get-me';
import { useBalance } from '../wallet/get-balance';
import { useRealtimeConnection } from './use-realtime-connection';

function Probe() {
  useRealtimeConnection();
  useBalance();
  return null;
}

/**
 * The hook loads the socket code after the first paint (a chunk of its own in the build): a
 * socket exists once that import has settled.
 */
async function socketCode() {
  await act(async () => {
    await import('./open-realtime');
    await new Promise<void>((resolve) => queueMicrotask(resolve));
  });
}

async function setup(user: User | null = makeUser()) {
  const api = mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser({ websocketToken: 'renewed-token' }) },
    'GET /api/v1/wallet/balance': { status: 200, body: makeBalance() },
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  queryClient.setQueryData(meQueryOptions.queryKey, user);
  render(
    <QueryClientProvider client={queryClient}>
      <Probe />
    </QueryClientProvider>,
  );
  await socketCode();
  return { api, queryClient };
}

describe('useRealtimeConnection', () => {
  it('opens a guest socket without a token, for the broadcast channels only', async () => {
    await setup(null);
    expect(FakeWebSocket.instances).toHaveLength(1);
    const socket = FakeWebSocket.latest()!;
    expect(socket.url).not.toContain('token');
    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'subscribe', channels: ['broadcast:last_bet'] }]);
  });

  it('opens no socket while the session is still loading', async () => {
    const queryClient = createQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <Probe />
      </QueryClientProvider>,
    );
    await socketCode();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('swaps the guest socket for the player’s on sign-in, and back on sign-out', async () => {
    const { queryClient } = await setup(null);
    const guestSocket = FakeWebSocket.latest()!;

    await act(async () => queryClient.setQueryData(meQueryOptions.queryKey, makeUser()));
    await waitFor(() => expect(guestSocket.closedByClient?.code).toBe(1000));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    const playerSocket = FakeWebSocket.latest()!;
    expect(playerSocket.url).toContain('token=ws-token');
    act(() => playerSocket.open());
    expect(playerSocket.sent).toEqual([
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

    await act(async () => queryClient.setQueryData(meQueryOptions.queryKey, null));
    await waitFor(() => expect(playerSocket.closedByClient?.code).toBe(1000));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(3));
    expect(FakeWebSocket.latest()!.url).not.toContain('token');
  });

  it('keeps one socket over a new token from /me and closes it on logout', async () => {
    const { queryClient } = await setup();
    expect(FakeWebSocket.instances).toHaveLength(1);
    const socket = FakeWebSocket.latest()!;
    expect(socket.url).toContain('token=ws-token');

    const renewed = makeUser({ websocketToken: 'x' });
    await act(async () => queryClient.setQueryData(meQueryOptions.queryKey, renewed));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.closedByClient).toBeNull();

    await act(async () => queryClient.setQueryData(meQueryOptions.queryKey, null));
    await waitFor(() => expect(socket.closedByClient?.code).toBe(1000));
  });

  it('closes the socket when the account is banned', async () => {
    await setup();
    const socket = FakeWebSocket.latest()!;
    act(() => reportBan({ reason: 'other', userId: 'WH-1' }));
    expect(socket.closedByClient?.code).toBe(1000);
  });

  it('asks /me for a new token after a 4401 close and reconnects with it', async () => {
    vi.useFakeTimers();
    const { api } = await setup();
    await act(async () => FakeWebSocket.latest()!.serverClose(4401));
    await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(api.calls('GET /api/v1/me')).toHaveLength(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.latest()!.url).toContain('token=renewed-token');
  });

  it('refetches the balance whenever the connection is subscribed, since no event is replayed', async () => {
    vi.useFakeTimers();
    const { api } = await setup();
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(api.calls('GET /api/v1/wallet/balance')).toHaveLength(1);
    // A credit between the first fetch and the subscription would otherwise never show.
    await act(async () => FakeWebSocket.latest()!.acceptSubscription());
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(api.calls('GET /api/v1/wallet/balance')).toHaveLength(2);
    act(() => FakeWebSocket.latest()!.serverClose(1006));
    await act(async () => vi.advanceTimersByTimeAsync(500));
    await act(async () => FakeWebSocket.latest()!.acceptSubscription());
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(api.calls('GET /api/v1/wallet/balance')).toHaveLength(3);
  });
});
