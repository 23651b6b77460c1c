import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminWithdrawal } from '@wheelhouse/contracts/admin-withdrawals';
import { describe, expect, it } from 'vitest';
import { mockApi, staffMe } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const base = {
  status: 'pending',
  memo: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  reviewedBy: null,
  reviewedAt: null,
  payoutId: null,
  txHash: null,
  payoutRetrying: false,
  declineReason: null,
} as const;

const chain: AdminWithdrawal = {
  ...base,
  id: 'tx_chain',
  player: { globalId: 'WH-1', email: 'chain@example.com' },
  channel: 'chain',
  method: 'USDT-TRC20',
  network: 'TRX',
  address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  amount: { value: '150.000000', currency: 'USDT' },
  fee: { value: '1.000000', currency: 'USDT' },
  hold: { value: '151.000000', currency: 'USD' },
};

const xrocket: AdminWithdrawal = {
  ...base,
  id: 'tx_xrocket',
  player: { globalId: 'WH-2', email: 'rocket@example.com' },
  channel: 'xrocket',
  method: 'USDT-TRC20',
  network: null,
  address: '880000001',
  amount: { value: '120.000000', currency: 'USDT' },
  fee: { value: '0.000000', currency: 'USDT' },
  hold: { value: '120.000000', currency: 'USD' },
};

describe('the withdrawals queue', () => {
  it('shows an xRocket withdrawal with its method and messenger user, and finance can approve or reject it', async () => {
    const api = mockApi({
      'GET /api/admin/me': staffMe(['finance']),
      'GET /api/admin/queues': {
        status: 200,
        body: {
          cryptoWithdrawalsPending: 2,
          fiatReceiptsWaiting: 0,
          disputesOpen: 0,
          sellsPending: 0,
        },
      },
      'GET /api/admin/withdrawals': {
        status: 200,
        body: { data: [chain, xrocket], meta: { offset: 0, limit: 30, total: 2 } },
      },
      'POST /api/admin/withdrawals/tx_xrocket/approve': {
        status: 200,
        body: { ...xrocket, status: 'completed', payoutId: 'xr-1' },
      },
      'POST /api/admin/withdrawals/tx_xrocket/reject': {
        status: 200,
        body: { ...xrocket, status: 'declined', declineReason: 'Documents needed' },
      },
    });
    renderApp('/withdrawals');
    const table = await screen.findByTestId('withdrawals-table');
    const rocketRow = (await within(table).findByText('rocket@example.com')).closest('tr')!;
    const destination = within(rocketRow).getByTestId('withdrawal-destination');
    expect(within(destination).getByText('xRocket')).toBeTruthy();
    expect(within(destination).getByText('USDT-TRC20')).toBeTruthy();
    expect(
      within(destination).getByText('xRocket wallet of messenger user 880000001'),
    ).toBeTruthy();
    const chainRow = within(table).getByText('chain@example.com').closest('tr')!;
    expect(within(chainRow).getByText('On-chain')).toBeTruthy();
    expect(within(chainRow).getByText('TRX · TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBeTruthy();

    await userEvent.click(within(rocketRow).getByTestId('withdrawal-approve'));
    await waitFor(() =>
      expect(api.calls('POST /api/admin/withdrawals/tx_xrocket/approve')).toHaveLength(1),
    );
    expect(await screen.findByText('Approved: the payout is sent')).toBeTruthy();

    await userEvent.click(within(rocketRow).getByTestId('withdrawal-reject'));
    const dialog = await screen.findByTestId('reject-dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Documents needed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.calls('POST /api/admin/withdrawals/tx_xrocket/reject').at(-1)?.body).toEqual({
        reason: 'Documents needed',
      }),
    );
  });
});
