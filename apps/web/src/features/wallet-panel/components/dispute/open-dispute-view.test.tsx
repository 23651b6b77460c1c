import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { dismissDepositSuccess } from '../../../../lib/deposit-success/deposit-success-store';
import { openWalletPanel } from '../../../../lib/wallet-panel/wallet-panel-store';
import { FakeWebSocket } from '../../../../test/fake-websocket';
import { renderApp } from '../../../../test/render-app';
import { fiatOrder } from '../../test/fiat-deposit-fixtures';
import { asDesktop, setupWithdrawApi } from '../../test/withdraw-fixtures';

afterEach(() => {
  toast.dismiss();
  act(() => dismissDepositSuccess());
});

const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PNG = Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));
const EXPIRES = Math.floor(Date.now() / 1000) + 900;

function buy(id: string, overrides: Partial<Transaction> = {}): Transaction {
  return {
    id,
    type: 'buy',
    status: 'waiting',
    timestamp: 1_900_000_000,
    originalAmount: { value: '5000.00', currency: 'RUB' },
    externalId: null,
    paymentDetails: null,
    address: null,
    cancellableUntil: null,
    ...overrides,
  };
}

function setup(items: Transaction[], routes: Parameters<typeof setupWithdrawApi>[0] = {}) {
  return setupWithdrawApi({
    'GET /api/v2/wallet/orders/conditions': { status: 200, body: { methods: [], other: [] } },
    'GET /api/v2/wallet/txns': {
      status: 200,
      body: { items, meta: { offset: 0, limit: 10, total: items.length } },
    },
    ...routes,
  });
}

async function openHistory() {
  asDesktop();
  const user = userEvent.setup();
  renderApp('/en');
  await screen.findByTestId('header-avatar');
  act(() => openWalletPanel('history'));
  const panel = await screen.findByTestId('wallet-panel');
  await within(panel).findAllByTestId('history-item');
  return { user, panel };
}

const row = (panel: HTMLElement, id: string) =>
  within(panel)
    .getAllByTestId('history-item')
    .find((item) => item.dataset.id === id)!;

describe('fiat buys in the history (cashier spec §4)', { timeout: 30_000 }, () => {
  it('a waiting buy opens its details; disputable ones offer a dispute; outcomes show their reason', async () => {
    setup(
      [
        buy('waiting'),
        buy('late', { status: 'timeouted' }),
        buy('checking', { status: 'wait_for_confirmation' }),
        buy('no', { status: 'declined', reason: 'No payment arrived' }),
        buy('won', { status: 'completed', reason: 'Credited 4 500 RUB as paid' }),
        buy('open', { status: 'disputed' }),
      ],
      {
        'GET /api/v1/wallet/orders/buy/waiting': {
          status: 200,
          body: fiatOrder({ id: 'waiting' }, EXPIRES),
        },
      },
    );
    const { user, panel } = await openHistory();
    const withButton = (testId: string) =>
      within(panel)
        .getAllByTestId('history-item')
        .filter((item) => within(item).queryByTestId(testId))
        .map((item) => item.dataset.id);
    expect(withButton('history-open-details')).toEqual(['waiting']);
    expect(withButton('history-open-dispute')).toEqual(['late', 'checking', 'no']);
    expect(within(row(panel, 'no')).getByTestId('history-reason').textContent).toBe(
      'No payment arrived',
    );
    expect(within(row(panel, 'won')).getByTestId('history-reason').textContent).toBe(
      'Decision: Credited 4 500 RUB as paid',
    );
    expect(within(row(panel, 'open')).getByTestId('history-status').textContent).toBe('Disputed');

    await user.click(within(row(panel, 'waiting')).getByTestId('history-open-details'));
    expect(await within(panel).findByTestId('fiat-deposit-details')).toBeTruthy();
  });

  it('open dispute: checked by the rules, sent with the image, then pending; back goes to history', async () => {
    const api = setup([buy('late', { status: 'timeouted' })], {
      'POST /api/v1/wallet/orders/buy/late/dispute': {
        status: 200,
        body: fiatOrder({ id: 'late', status: 'disputed' }, EXPIRES),
      },
      'GET /api/v1/wallet/orders/buy/late': {
        status: 200,
        body: fiatOrder({ id: 'late', status: 'disputed' }, EXPIRES),
      },
    });
    const { user, panel } = await openHistory();
    await user.click(within(row(panel, 'late')).getByTestId('history-open-dispute'));
    const form = await within(panel).findByTestId('open-dispute-form');
    expect(within(panel).getByRole('heading').textContent).toBe('Open a dispute');

    // Back goes to the history tab.
    await user.click(within(panel).getByTestId('wallet-back'));
    expect(within(panel).getByTestId('wallet-tab-history').getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.click(within(row(panel, 'late')).getByTestId('history-open-dispute'));
    await within(panel).findByTestId('open-dispute-form');

    // Empty: image, option, problem and comment are required; the amount is optional.
    await user.click(within(panel).getByTestId('dispute-submit'));
    expect(within(panel).getAllByText('This field is required')).toHaveLength(4);
    expect(api.calls('POST /api/v1/wallet/orders/buy/late/dispute')).toHaveLength(0);
    // A bad amount is named.
    await user.type(within(panel).getByTestId('dispute-amount'), '12.345');
    expect(within(panel).getByTestId('dispute-amount-error')).toBeTruthy();
    await user.clear(within(panel).getByTestId('dispute-amount'));
    await user.type(within(panel).getByTestId('dispute-amount'), '4500');

    fireEvent.change(within(panel).getByTestId('dispute-image'), {
      target: { files: [new File([PNG], 'transfer.png', { type: 'image/png' })] },
    });
    await within(panel).findByText('Chosen: transfer.png');
    // The options are explained in words.
    expect(form.textContent).toContain('We correct the order to the amount you sent');
    await user.click(within(panel).getByTestId('dispute-accept-CHANGE_INVOICE'));
    await user.selectOptions(within(panel).getByTestId('dispute-problem'), 'paid_other_amount');
    await user.type(within(panel).getByTestId('dispute-comment'), 'Sent 4500 by mistake');
    await user.click(within(panel).getByTestId('dispute-submit'));

    expect(await within(panel).findByTestId('pending-dispute')).toBeTruthy();
    expect(api.calls('POST /api/v1/wallet/orders/buy/late/dispute')[0]).toEqual({
      image: { name: 'transfer.png', fileName: 'transfer.png', fileContent: PNG_BASE64 },
      acceptOption: 'CHANGE_INVOICE',
      amount: '4500',
      comment: 'Sent 4500 by mistake',
      problem: 'paid_other_amount',
    });
  });

  it('pending deposit: a completed order over realtime closes the panel and shows the success modal', async () => {
    let status: 'wait_for_confirmation' | 'completed' = 'wait_for_confirmation';
    setup([buy('checking', { status: 'waiting' })], {
      'GET /api/v1/wallet/orders/buy/checking': () => ({
        status: 200,
        body: fiatOrder({ id: 'checking', status }, EXPIRES),
      }),
    });
    const { user, panel } = await openHistory();
    await user.click(within(row(panel, 'checking')).getByTestId('history-open-details'));
    // The order is already paid: its details go straight to the pending view.
    expect(await within(panel).findByTestId('pending-deposit')).toBeTruthy();

    const socket = FakeWebSocket.latest()!;
    act(() => socket.acceptSubscription());
    status = 'completed';
    act(() =>
      socket.receive({
        channel: 'transaction',
        data: buy('checking', { status: 'completed' }),
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('wallet-panel')).toBeNull());
    expect((await screen.findByTestId('deposit-success-amount')).textContent).toContain('5');
  });

  it('a declined order opens the error view with the reason from its history row', async () => {
    setup([buy('no', { status: 'waiting', reason: 'Receipt does not match' })], {
      'GET /api/v1/wallet/orders/buy/no': {
        status: 200,
        body: fiatOrder({ id: 'no', status: 'declined' }, EXPIRES),
      },
    });
    const { user, panel } = await openHistory();
    await user.click(within(row(panel, 'no')).getByTestId('history-open-details'));
    const error = await within(panel).findByTestId('error-deposit');
    expect(error.textContent).toContain('The deposit was declined.');
    expect((await within(error).findByTestId('error-reason')).textContent).toBe(
      'Reason: Receipt does not match',
    );
    expect(within(error).getByTestId('error-retry')).toBeTruthy();
  });
});
