import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, staffMe } from '../test/mock-api';
import { renderApp } from '../test/render-app';

function withdrawal(index: number) {
  return {
    id: `w${index}`,
    status: 'pending',
    player: { globalId: `WH-${index}`, email: `player${index}@example.com` },
    channel: 'chain',
    method: 'BTC',
    network: 'BTC',
    address: 'bc1qexample',
    memo: null,
    amount: { value: '0.01000000', currency: 'BTC' },
    fee: { value: '0.00010000', currency: 'BTC' },
    hold: { value: '650.000000', currency: 'USD' },
    createdAt: '2030-01-01T10:00:00.000Z',
    reviewedBy: null,
    reviewedAt: null,
    payoutId: null,
    txHash: null,
    payoutRetrying: false,
    declineReason: null,
  };
}

describe('live queues in the navigation', () => {
  it('shows each queue’s waiting count; a new item appears in the open queue without a reload', async () => {
    let pending = [withdrawal(1)];
    const api = mockApi({
      'GET /api/admin/me': staffMe(['finance']),
      'GET /api/admin/queues': () => ({
        status: 200,
        body: {
          cryptoWithdrawalsPending: pending.length,
          fiatReceiptsWaiting: 3,
          disputesOpen: 0,
          sellsPending: 120,
        },
      }),
      'GET /api/admin/withdrawals': () => ({
        status: 200,
        body: { data: pending, meta: { offset: 0, limit: 30, total: pending.length } },
      }),
    });
    const { queryClient } = renderApp('/withdrawals');
    const nav = (await screen.findAllByTestId('navigation'))[0]!;
    await waitFor(() =>
      expect(within(nav).getByTestId('queue-withdrawals').textContent).toBe('1Waiting: 1'),
    );
    expect(within(nav).getByTestId('queue-fiat-orders').textContent).toBe('3Waiting: 3');
    expect(within(nav).getByTestId('queue-fiat-sells').textContent).toBe('99+Waiting: 120');
    // An empty queue shows no badge.
    expect(within(nav).queryByTestId('queue-fiat-disputes')).toBeNull();
    const table = await screen.findByTestId('withdrawals-table');
    await within(table).findByText('player1@example.com');

    pending = [withdrawal(1), withdrawal(2)];
    const listCalls = api.calls('GET /api/admin/withdrawals').length;
    // The next poll (what the 15-second interval does) sees the new count...
    await queryClient.refetchQueries({ queryKey: ['queue-counts'] });
    await waitFor(() =>
      expect(within(nav).getByTestId('queue-withdrawals').textContent).toBe('2Waiting: 2'),
    );
    // ...and the open queue fetches its list again and shows the new withdrawal.
    await within(table).findByText('player2@example.com');
    expect(api.calls('GET /api/admin/withdrawals').length).toBeGreaterThan(listCalls);
  });

  it('content staff, who have no queues, do not ask for the counts', async () => {
    const api = mockApi({
      'GET /api/admin/me': staffMe(['content']),
    });
    renderApp('/');
    await screen.findAllByTestId('navigation');
    expect(api.calls('GET /api/admin/queues')).toHaveLength(0);
  });
});
