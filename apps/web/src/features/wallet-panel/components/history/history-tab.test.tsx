import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { openWalletPanel } from '../../../../lib/wallet-panel/wallet-panel-store';
import { amount, makeBalance } from '../../../../test/balance-fixtures';
import { errorBody, makeUser, mockApi, type ApiRoutes } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';

const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);
const nowSeconds = NOW / 1000;

function tx(id: string, overrides: Partial<Transaction> = {}): Transaction {
  return {
    id,
    type: 'withdraw',
    status: 'pending',
    timestamp: nowSeconds - 60,
    originalAmount: { value: '25.00', currency: 'USDT' },
    externalId: null,
    paymentDetails: null,
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    cancellableUntil: nowSeconds + 300,
    ...overrides,
  };
}

function page(items: Transaction[]) {
  return { status: 200, body: { items, meta: { offset: 0, limit: 10, total: items.length } } };
}

function setup(routes: ApiRoutes) {
  return mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser({ hasDeposits: true }) },
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/wallet/balance': { status: 200, body: makeBalance({ total: amount('10.00') }) },
    'GET /api/v1/wallet/currencies': { status: 200, body: [] },
    'GET /api/v1/wallet/currencies/bonus': { status: 200, body: [] },
    'GET /api/v1/banners': { status: 200, body: { items: [] } },
    ...routes,
  });
}

async function openHistory() {
  const app = renderApp('/en');
  await screen.findByTestId('header-avatar');
  act(() => openWalletPanel('history'));
  await screen.findByTestId('history-list');
  await screen.findAllByTestId('history-item');
  return app;
}

/** A one-finger touch; react-remove-scroll (under the drawer) reads changedTouches too. */
function touch(target: HTMLElement, phase: 'Start' | 'Move' | 'End', clientY: number) {
  const point = [{ clientX: 10, clientY }];
  const touches = phase === 'End' ? [] : point;
  fireEvent[`touch${phase}`](target, { touches, targetTouches: touches, changedTouches: point });
}

function row(id: string): HTMLElement {
  return screen.getAllByTestId('history-item').find((item) => item.dataset.id === id)!;
}

describe('history tab', () => {
  it('offers cancel only on a pending withdrawal before its deadline, and drops it when the deadline passes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    setup({
      'GET /api/v2/wallet/txns': page([
        tx('open'),
        tx('late', { cancellableUntil: nowSeconds + 30 }),
        tx('past', { cancellableUntil: nowSeconds - 1 }),
        tx('sell', { type: 'sell' }),
        tx('done', { status: 'completed', cancellableUntil: null }),
        tx('deposit', { type: 'deposit', cancellableUntil: null }),
      ]),
    });
    await openHistory();
    const withCancel = () =>
      screen
        .getAllByTestId('history-item')
        .filter((item) => within(item).queryByTestId('history-cancel'))
        .map((item) => item.dataset.id);
    expect(withCancel()).toEqual(['open', 'late', 'sell']);

    act(() => vi.advanceTimersByTime(30_000));
    expect(withCancel()).toEqual(['open', 'sell']);
    act(() => vi.advanceTimersByTime(270_000));
    expect(withCancel()).toEqual([]);
  });

  it('cancels after a confirmation; the row and the balance update', async () => {
    let cancelled = false;
    const api = setup({
      'GET /api/v2/wallet/txns': () =>
        page([tx('w-1', cancelled ? { status: 'cancelled', cancellableUntil: null } : {})]),
      'GET /api/v1/wallet/balance': () => ({
        status: 200,
        body: makeBalance({
          total: amount(cancelled ? '35.50' : '10.00'),
          fiat: amount(cancelled ? '35.50' : '10.00'),
        }),
      }),
      'POST /api/v1/wallet/txns/cancel/w-1': () => {
        cancelled = true;
        return { status: 200, body: tx('w-1', { status: 'cancelled', cancellableUntil: null }) };
      },
    });
    vi.setSystemTime(NOW);
    await openHistory();

    fireEvent.click(within(row('w-1')).getByTestId('history-cancel'));
    const dialog = await screen.findByTestId('cancel-dialog');
    expect(dialog.textContent).toContain('25.00 USDT');
    // "Keep it" closes without a call.
    fireEvent.click(within(dialog).getByText('Keep it'));
    expect(screen.queryByTestId('cancel-dialog')).toBeNull();
    expect(api.calls('POST /api/v1/wallet/txns/cancel/w-1')).toHaveLength(0);

    fireEvent.click(within(row('w-1')).getByTestId('history-cancel'));
    fireEvent.click(await screen.findByTestId('cancel-confirm'));
    await waitFor(() =>
      expect(within(row('w-1')).getByTestId('history-status').textContent).toBe('Cancelled'),
    );
    expect(within(row('w-1')).queryByTestId('history-cancel')).toBeNull();
    expect(api.calls('POST /api/v1/wallet/txns/cancel/w-1')).toHaveLength(1);
    expect(await screen.findByText(/the money is back on your balance/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('wallet-panel-balance').textContent).toBe('$35.50'),
    );
  });

  it('a fiat sell cancels through its own call (spec §4, §7), not the crypto one', async () => {
    let cancelled = false;
    const sell = (overrides: Partial<Transaction> = {}) =>
      tx('s-1', {
        type: 'sell',
        originalAmount: { value: '3000.00', currency: 'RUB' },
        ...overrides,
      });
    const api = setup({
      'GET /api/v2/wallet/txns': () =>
        page([sell(cancelled ? { status: 'cancelled', cancellableUntil: null } : {})]),
      'POST /api/v1/wallet/orders/sell/s-1/cancel': () => {
        cancelled = true;
        return { status: 200, body: sell({ status: 'cancelled', cancellableUntil: null }) };
      },
    });
    vi.setSystemTime(NOW);
    await openHistory();
    fireEvent.click(within(row('s-1')).getByTestId('history-cancel'));
    expect((await screen.findByTestId('cancel-dialog')).textContent).toContain('3,000.00 RUB');
    fireEvent.click(screen.getByTestId('cancel-confirm'));
    await waitFor(() =>
      expect(within(row('s-1')).getByTestId('history-status').textContent).toBe('Cancelled'),
    );
    expect(api.calls('POST /api/v1/wallet/orders/sell/s-1/cancel')).toHaveLength(1);
    expect(api.calls('POST /api/v1/wallet/txns/cancel/s-1')).toHaveLength(0);
  });

  it('shows a failed cancel as a toast with the message, the request key and the time', async () => {
    setup({
      'GET /api/v2/wallet/txns': page([tx('w-2')]),
      'POST /api/v1/wallet/txns/cancel/w-2': {
        status: 409,
        body: errorBody('conflict', { key: 'req-123' }),
      },
    });
    vi.setSystemTime(NOW);
    await openHistory();
    fireEvent.click(within(row('w-2')).getByTestId('history-cancel'));
    fireEvent.click(await screen.findByTestId('cancel-confirm'));
    expect(await screen.findByText('This withdrawal can no longer be cancelled.')).toBeTruthy();
    expect(screen.getByText(/Error req-123 ·/)).toBeTruthy();
    expect(screen.queryByTestId('cancel-dialog')).toBeNull();
  });

  it('labels every status (an approved withdrawal is processing, no longer cancellable) and explains a declined deposit', async () => {
    setup({
      'GET /api/v2/wallet/txns': page([
        tx('d-1', { type: 'deposit', status: 'declined', reason: 'below_minimum' }),
        tx('d-2', { type: 'withdraw', status: 'declined', reason: 'Address on a sanctions list' }),
        tx('d-3', { type: 'deposit', status: 'completed', reason: null }),
        tx('w-1', { status: 'processing', cancellableUntil: null }),
      ]),
    });
    await openHistory();
    expect(within(row('w-1')).getByTestId('history-status').textContent).toBe('Processing');
    expect(within(row('w-1')).queryByTestId('history-cancel')).toBeNull();
    expect(within(row('d-1')).getByTestId('history-status').textContent).toBe('Declined');
    expect(within(row('d-1')).getByTestId('history-reason').textContent).toBe(
      'The amount was below the minimum deposit, so it was not credited.',
    );
    expect(within(row('d-2')).getByTestId('history-reason').textContent).toBe(
      'Address on a sanctions list',
    );
    expect(within(row('d-3')).queryByTestId('history-reason')).toBeNull();
  });

  it('refreshes when pulled down at the top past the threshold, not for a short pull', async () => {
    let version = 1;
    const api = setup({
      'GET /api/v2/wallet/txns': () =>
        page([tx(`v${version}`, { type: 'deposit', status: 'completed', cancellableUntil: null })]),
    });
    await openHistory();
    const list = screen.getByTestId('history-list');
    const requests = () => api.calls('GET /api/v2/wallet/txns').length;
    const before = requests();

    // A short pull shows the hint and does nothing.
    touch(list, 'Start', 100);
    touch(list, 'Move', 160);
    expect(screen.getByTestId('history-pull').textContent).toBe('Pull to refresh');
    touch(list, 'End', 0);
    expect(screen.queryByTestId('history-pull')).toBeNull();
    expect(requests()).toBe(before);

    // Scrolled down, a pull is a scroll, not a refresh.
    list.scrollTop = 50;
    touch(list, 'Start', 100);
    touch(list, 'Move', 400);
    touch(list, 'End', 0);
    expect(requests()).toBe(before);

    list.scrollTop = 0;
    version = 2;
    touch(list, 'Start', 100);
    touch(list, 'Move', 300);
    expect(screen.getByTestId('history-pull').textContent).toBe('Release to refresh');
    touch(list, 'End', 0);
    await waitFor(() => expect(row('v2')).toBeTruthy());
    expect(requests()).toBe(before + 1);
    await waitFor(() => expect(screen.queryByTestId('history-pull')).toBeNull());
  });
});
