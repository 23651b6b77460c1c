import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminFiatDispute } from '@wheelhouse/contracts/admin-fiat-disputes';
import { describe, expect, it } from 'vitest';
import {
  errorBody,
  mockApi,
  staffMe,
  type ApiRoutes,
  listReply,
  queuesReply,
} from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const DISPUTE: AdminFiatDispute = {
  id: 5,
  status: 'open',
  player: { globalId: 'WH-1', email: 'anna@example.com' },
  acceptOption: 'CHANGE_INVOICE',
  claimedAmount: { value: '1500.00', currency: 'RUB' },
  comment: 'I paid the full amount',
  problem: 'Not credited',
  image: { id: 'file_img', url: '/api/admin/files/file_img' },
  previousStatus: 'timeouted',
  order: {
    id: 'tx_buy1',
    status: 'disputed',
    methodId: 'card-rub',
    amount: { value: '1500.00', currency: 'RUB' },
    amountChange: null,
    credited: null,
    paidName: 'Anna P',
    receipt: { id: 'file_rcpt', url: '/api/admin/files/file_rcpt' },
    declineReason: null,
    createdAt: '2030-01-01T10:00:00.000Z',
  },
  processorEvents: [],
  resolution: null,
  resolvedAmount: null,
  resolvedBy: null,
  resolvedAt: null,
  createdAt: '2030-01-01T11:00:00.000Z',
};

function api(extra: ApiRoutes = {}) {
  return mockApi({
    'GET /api/admin/me': staffMe(['finance']),
    'GET /api/admin/queues': queuesReply({ disputesOpen: 1 }),
    'GET /api/admin/fiat/disputes': listReply([DISPUTE]),
    'GET /api/admin/fiat/disputes/5': { status: 200, body: DISPUTE },
    ...extra,
  });
}

describe('a deep-linked dispute', { timeout: 30_000 }, () => {
  it('opens from the list at its own address, loads by id, and closes back to the filtered list', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderApp('/fiat/disputes?status=open');
    const table = await screen.findByTestId('disputes-table');
    await user.click(await within(table).findByRole('link', { name: 'Review' }));

    const dialog = await screen.findByTestId('dispute-dialog');
    expect(window.location.pathname).toBe('/admin/fiat/disputes/5');
    expect(window.location.search).toBe('?status=open');
    const review = await within(dialog).findByTestId('dispute-review');
    expect(calls.calls('GET /api/admin/fiat/disputes/5')).toHaveLength(1);
    expect(within(dialog).getByRole('heading', { name: 'Dispute on order tx_buy1' })).toBeTruthy();
    expect(within(review).getByText('I paid the full amount')).toBeTruthy();
    expect(within(review).getByRole('link', { name: 'tx_buy1' }).getAttribute('href')).toBe(
      '/admin/fiat/orders/tx_buy1',
    );
    expect(
      within(review).getByRole('link', { name: 'anna@example.com' }).getAttribute('href'),
    ).toBe('/admin/players/WH-1');
    expect(within(review).getAllByTestId('attachment')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('dispute-dialog')).toBeNull());
    expect(window.location.pathname).toBe('/admin/fiat/disputes');
    expect(window.location.search).toBe('?status=open');
    expect(screen.getByTestId('disputes-table')).toBeTruthy();
  });

  it('opened by its address, decides the dispute and returns to the list', async () => {
    const user = userEvent.setup();
    const calls = api({
      'POST /api/admin/fiat/disputes/5/reject': {
        status: 200,
        body: { ...DISPUTE, status: 'rejected', resolution: 'No payment seen' },
      },
    });
    renderApp('/fiat/disputes/5');
    const dialog = await screen.findByTestId('dispute-dialog');
    await within(dialog).findByTestId('dispute-review');
    expect(screen.getByTestId('disputes-table')).toBeTruthy();
    await user.type(
      within(dialog).getByLabelText('Reason (the player sees it)'),
      'No payment seen',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.calls('POST /api/admin/fiat/disputes/5/reject')[0]?.body).toEqual({
        reason: 'No payment seen',
      }),
    );
    expect(await screen.findByText('The dispute is rejected')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('dispute-dialog')).toBeNull());
    expect(window.location.pathname).toBe('/admin/fiat/disputes');
  });

  it('shows not found for a 404', async () => {
    api({ 'GET /api/admin/fiat/disputes/99': { status: 404, body: errorBody('not_found') } });
    renderApp('/fiat/disputes/99');
    const dialog = await screen.findByTestId('dispute-dialog');
    const missing = await within(dialog).findByTestId('dispute-not-found');
    expect(within(missing).getByText('No such dispute')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Dispute #99' })).toBeTruthy();
    expect(screen.queryByTestId('error-state')).toBeNull();
  });

  it('does not ask the server about an address that is no id', async () => {
    const calls = api();
    renderApp('/fiat/disputes/abc');
    expect(await screen.findByText('No such dispute')).toBeTruthy();
    expect(calls.fetch.mock.calls.some(([url]) => String(url).includes('/disputes/abc'))).toBe(
      false,
    );
  });

  it('shows an error with a retry when loading fails', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const calls = api({
      'GET /api/admin/fiat/disputes/5': () => {
        attempt += 1;
        return attempt === 1
          ? { status: 503, body: errorBody('service_unavailable') }
          : { status: 200, body: DISPUTE };
      },
    });
    renderApp('/fiat/disputes/5');
    const dialog = await screen.findByTestId('dispute-dialog');
    const error = await within(dialog).findByTestId('error-state');
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTestId('dispute-review')).toBeTruthy();
    expect(calls.calls('GET /api/admin/fiat/disputes/5')).toHaveLength(2);
  });
});
