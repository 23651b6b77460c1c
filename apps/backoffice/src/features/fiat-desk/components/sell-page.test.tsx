import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminFiatSell } from '@wheelhouse/contracts/admin-fiat-sell';
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

const SELL: AdminFiatSell = {
  id: 'tx_sell1',
  status: 'pending',
  player: { globalId: 'WH-1', email: 'anna@example.com' },
  method: { id: 'card-rub', name: 'card', label: 'Card RUB', kind: 'p2p', processor: 'desk' },
  subbankId: null,
  amount: { value: '5000.00', currency: 'RUB' },
  fee: { value: '100.00', currency: 'RUB' },
  net: { value: '4900.00', currency: 'RUB' },
  hold: { value: '55.000000', currency: 'USD' },
  details: { card: '4111111111111234', full_name: 'Anna Petrova' },
  destination: 'Card RUB •••• 1234',
  createdAt: '2030-01-01T10:00:00.000Z',
  ageSeconds: 600,
  cancellableUntil: null,
  reviewedBy: null,
  reviewedAt: null,
  reference: null,
  declineReason: null,
};

function api(extra: ApiRoutes = {}) {
  return mockApi({
    'GET /api/admin/me': staffMe(['finance']),
    'GET /api/admin/queues': queuesReply({ sellsPending: 1 }),
    'GET /api/admin/fiat/sells': listReply([SELL]),
    'GET /api/admin/fiat/sells/tx_sell1': { status: 200, body: SELL },
    ...extra,
  });
}

describe('a fiat withdrawal’s own page', { timeout: 30_000 }, () => {
  it('is linked from the queue, loads the sell by id and pays it there with the reference', async () => {
    const user = userEvent.setup();
    let paid = false;
    const calls = api({
      'GET /api/admin/fiat/sells/tx_sell1': () => ({
        status: 200,
        body: paid ? { ...SELL, status: 'completed', reference: 'BANK-42' } : SELL,
      }),
      'POST /api/admin/fiat/sells/tx_sell1/complete': () => {
        paid = true;
        return { status: 200, body: { ...SELL, status: 'completed', reference: 'BANK-42' } };
      },
    });
    renderApp('/fiat/sells?status=pending');
    const table = await screen.findByTestId('sells-table');
    await user.click(await within(table).findByRole('link', { name: 'tx_sell1' }));

    const page = await screen.findByTestId('sell-page');
    expect(window.location.pathname).toBe('/admin/fiat/sells/tx_sell1');
    expect(calls.calls('GET /api/admin/fiat/sells/tx_sell1')).toHaveLength(1);
    expect(within(page).getByRole('heading', { name: 'Withdrawal tx_sell1' })).toBeTruthy();
    expect(within(page).getAllByText('Pending').length).toBeGreaterThan(0);
    const facts = within(page).getByTestId('sell-facts');
    expect(facts.textContent).toContain('4\u202f900.00 RUB');
    expect(facts.textContent).toContain('55.000000 USD');
    expect(facts.textContent).toContain('Our P2P desk');
    expect(within(facts).getByRole('link', { name: 'anna@example.com' }).getAttribute('href')).toBe(
      '/admin/players/WH-1',
    );
    const details = within(page).getByTestId('payout-details');
    expect(details.textContent).toContain('Card number4111111111111234');
    expect(details.textContent).toContain('Full nameAnna Petrova');

    await user.type(within(page).getByLabelText('Transfer reference (optional)'), 'BANK-42');
    await user.click(within(page).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() =>
      expect(calls.calls('POST /api/admin/fiat/sells/tx_sell1/complete')).toHaveLength(1),
    );
    expect(calls.calls('POST /api/admin/fiat/sells/tx_sell1/complete')[0]!.body).toEqual({
      reference: 'BANK-42',
    });
    expect(await screen.findByText('Marked paid')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('sell-page').getAttribute('data-status')).toBe('completed'),
    );
    expect(screen.queryByTestId('sell-actions')).toBeNull();
    expect(screen.getByTestId('sell-facts').textContent).toContain('BANK-42');

    await user.click(
      within(screen.getByTestId('sell-page')).getByRole('link', { name: /Fiat withdrawals/ }),
    );
    expect(await screen.findByTestId('sells-table')).toBeTruthy();
  });

  it('declines a sell with a reason from its page, as the queue does', async () => {
    const user = userEvent.setup();
    const calls = api({
      'POST /api/admin/fiat/sells/tx_sell1/decline': {
        status: 200,
        body: { ...SELL, status: 'declined', declineReason: 'Wrong card' },
      },
    });
    renderApp('/fiat/sells/tx_sell1');
    const page = await screen.findByTestId('sell-page');
    await user.click(within(page).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByTestId('sell-decline-dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Wrong card');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(calls.calls('POST /api/admin/fiat/sells/tx_sell1/decline')[0]?.body).toEqual({
        reason: 'Wrong card',
      }),
    );
    expect(
      await screen.findByText("Declined: the money is back on the player's balance"),
    ).toBeTruthy();
  });

  it('keeps paying from the queue itself', async () => {
    const user = userEvent.setup();
    const calls = api({
      'POST /api/admin/fiat/sells/tx_sell1/complete': {
        status: 200,
        body: { ...SELL, status: 'completed' },
      },
    });
    renderApp('/fiat/sells');
    const table = await screen.findByTestId('sells-table');
    const row = (await within(table).findByText('anna@example.com')).closest('tr')!;
    expect(within(row).getByTestId('payout-details').textContent).toContain('Card number');
    await user.click(within(row).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() =>
      expect(calls.calls('POST /api/admin/fiat/sells/tx_sell1/complete')[0]?.body).toEqual({}),
    );
  });

  it('shows not found for a 404', async () => {
    api({ 'GET /api/admin/fiat/sells/tx_none': { status: 404, body: errorBody('not_found') } });
    renderApp('/fiat/sells/tx_none');
    const missing = await screen.findByTestId('sell-not-found');
    expect(within(missing).getByText('No such withdrawal')).toBeTruthy();
    expect(screen.queryByTestId('error-state')).toBeNull();
  });

  it('does not ask the server about an address that is no id', async () => {
    const calls = api();
    renderApp('/fiat/sells/a%20b');
    expect(await screen.findByText('No such withdrawal')).toBeTruthy();
    expect(calls.fetch.mock.calls.some(([url]) => /\/fiat\/sells\/a/.test(String(url)))).toBe(
      false,
    );
  });

  it('shows an error with a retry when loading fails', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const calls = api({
      'GET /api/admin/fiat/sells/tx_sell1': () => {
        attempt += 1;
        return attempt === 1
          ? { status: 503, body: errorBody('service_unavailable') }
          : { status: 200, body: SELL };
      },
    });
    renderApp('/fiat/sells/tx_sell1');
    const error = await screen.findByTestId('error-state');
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('sell-page')).toBeTruthy();
    expect(calls.calls('GET /api/admin/fiat/sells/tx_sell1')).toHaveLength(2);
  });
});
