import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CryptoPaymentMethod } from '@wheelhouse/contracts/cashier-crypto';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { openWalletPanel } from '../../../../lib/wallet-panel/wallet-panel-store';
import { amount, makeBalance } from '../../../../test/balance-fixtures';
import { errorBody, makeUser, mockApi, type ApiRoutes } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';

function asDesktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 768px)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function method(code: CryptoPaymentMethod['code'], extra: Partial<CryptoPaymentMethod> = {}) {
  return {
    code,
    name: code,
    icon: '',
    iconBig: '',
    network: 'TRX',
    precision: 6,
    isFiat: false,
    withdrawAllowed: true,
    minWithdrawAmount: '10',
    minDepositAmount: '1',
    addressFormat: '^T[0-9A-Za-z]{33}$',
    displayFormat: '{amount} USDT',
    depositBonusAvailable: false,
    depositBonus: 0,
    valuePresets: ['10', '50'],
    additionalProviders: [],
    ...extra,
  } satisfies CryptoPaymentMethod;
}

const usdt = method('USDT-TRC20', {
  name: 'USDT (TRC20)',
  depositBonusAvailable: true,
  depositBonus: 0.05,
});
const methods = [
  usdt,
  method('BTC'),
  method('ETH'),
  method('LTC'),
  method('TON', { withdrawAllowed: false }),
];

function tx(index: number): Transaction {
  return {
    id: `tx-${index}`,
    type: index % 2 ? 'withdraw' : 'deposit',
    status: index % 3 ? 'completed' : 'pending',
    timestamp: 1_900_000_000 - index * 60,
    originalAmount: { value: `${index}.00`, currency: 'USDT' },
    externalId: null,
    paymentDetails: null,
    address: null,
    cancellableUntil: null,
  };
}

function setup(routes: ApiRoutes = {}) {
  return mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser() },
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/wallet/balance': {
      status: 200,
      body: makeBalance({ total: amount('42.00'), fiat: amount('42.00') }),
    },
    'GET /api/v1/wallet/currencies': { status: 200, body: [] },
    'GET /api/v1/wallet/currencies/bonus': { status: 200, body: methods },
    'POST /api/v1/wallet/txns/deposit': {
      status: 200,
      body: { address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', minAmount: '1', network: 'TRX' },
    },
    'GET /api/v2/wallet/txns': {
      status: 200,
      body: { items: [], meta: { offset: 0, limit: 10, total: 0 } },
    },
    ...routes,
  });
}

async function openPanel() {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('header-topup'));
  return { user, panel: await screen.findByTestId('wallet-panel') };
}

// The panel is a lazy chunk; its cold import on a busy machine must not eat the first test's time.
beforeAll(() => import('./wallet-panel'));

describe('wallet panel', () => {
  it('opens from the header as a modal from tablet up, with balance, tabs and the crypto grid', async () => {
    asDesktop();
    setup();
    renderApp('/en');
    const { panel } = await openPanel();
    expect(panel.getAttribute('role')).toBe('dialog');
    expect((await within(panel).findByTestId('wallet-panel-balance')).textContent).toBe('$42.00');
    expect(within(panel).getByTestId('wallet-tab-deposit').getAttribute('aria-selected')).toBe(
      'true',
    );
    // 5 methods at tablet width: 3 cards, then "other" in the 4th slot.
    await within(panel).findByTestId('payment-method-USDT-TRC20');
    expect(within(panel).getByTestId('payment-method-USDT-TRC20').textContent).toContain('+5%');
    expect(within(panel).queryByTestId('payment-method-LTC')).toBeNull();
    fireEvent.click(within(panel).getByTestId('payment-methods-other-crypto'));
    expect(within(panel).getByTestId('payment-method-LTC')).toBeTruthy();
    expect(within(panel).getByText('Crypto')).toBeTruthy();
    expect(within(panel).queryByText('Bank and card')).toBeNull();
  });

  it('opens from the tab bar as a drawer on a phone; withdraw marks methods without withdrawals', async () => {
    setup();
    renderApp('/en');
    // vaul reacts to pointer events jsdom cannot model (pointer capture, transforms): plain clicks.
    await screen.findByTestId('header-avatar');
    fireEvent.click(screen.getByTestId('tab-bar-wallet'));
    const panel = await screen.findByTestId('wallet-panel');
    fireEvent.click(within(panel).getByTestId('wallet-tab-withdraw'));
    // Five methods on 4 phone cards: three, then "other"; no deposit bonus on the withdraw tab.
    expect(await within(panel).findByTestId('payment-method-USDT-TRC20')).toBeTruthy();
    expect(within(panel).getByTestId('payment-method-USDT-TRC20').textContent).not.toContain('+5%');
    fireEvent.click(within(panel).getByTestId('payment-methods-other-crypto'));
    expect(within(panel).getByTestId('payment-method-TON').textContent).toContain(
      'Withdrawal unavailable',
    );
    expect(within(panel).getByTestId('payment-method-LTC').textContent).not.toContain(
      'unavailable',
    );
  });

  it('moves between tabs with the arrow keys', async () => {
    asDesktop();
    setup();
    renderApp('/en');
    const { user, panel } = await openPanel();
    within(panel).getByTestId('wallet-tab-deposit').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(panel).getByTestId('wallet-tab-withdraw'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(panel).getByTestId('wallet-tab-history').getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows the crypto deposit address, QR, network, minimum and bonus; back returns to deposit', async () => {
    asDesktop();
    const api = setup();
    renderApp('/en');
    const { user, panel } = await openPanel();
    await user.click(await within(panel).findByTestId('payment-method-USDT-TRC20'));
    expect((await within(panel).findByTestId('crypto-deposit-address')).textContent).toBe(
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    );
    expect(within(panel).getByTestId('crypto-deposit-qr').querySelector('svg')).toBeTruthy();
    expect(within(panel).getByTestId('crypto-deposit-network').textContent).toBe('TRX');
    expect(within(panel).getByTestId('crypto-deposit-minimum').textContent).toBe('1 USDT');
    expect(within(panel).getByText('Deposit bonus: +5%')).toBeTruthy();
    expect(within(panel).queryByTestId('crypto-deposit-memo')).toBeNull();
    expect(api.calls('POST /api/v1/wallet/txns/deposit')).toEqual([{ currency: 'USDT-TRC20' }]);
    // Dev builds (the test run is one) show the simulator control.
    expect(within(panel).getByTestId('dev-send-transfer')).toBeTruthy();

    await user.click(within(panel).getByTestId('wallet-back'));
    expect(within(panel).getByTestId('wallet-tab-deposit').getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows the memo when the network needs one, and sends a dev transfer to the address', async () => {
    asDesktop();
    const api = setup({
      'POST /api/v1/wallet/txns/deposit': {
        status: 200,
        body: { address: 'UQ-house-wallet', minAmount: '0.5', network: 'TON', memo: '123456' },
      },
      'POST /api/dev/chain/transfers': ({ body }) => ({
        status: 200,
        body: {
          transaction: { ...tx(1), type: 'deposit', status: 'pending', address: 'UQ-house-wallet' },
          confirmationsRequired: 1,
          echo: body,
        },
      }),
    });
    renderApp('/en');
    const { user, panel } = await openPanel();
    fireEvent.click(await within(panel).findByTestId('payment-methods-other-crypto'));
    await user.click(within(panel).getByTestId('payment-method-TON'));
    expect((await within(panel).findByTestId('crypto-deposit-memo')).textContent).toBe('123456');
    await user.click(within(panel).getByTestId('dev-send-transfer'));
    await waitFor(() =>
      expect(api.calls('POST /api/dev/chain/transfers')).toEqual([
        { currency: 'TON', address: 'UQ-house-wallet', amount: '10', memo: '123456' },
      ]),
    );
  });

  it('shows loading, then an error with retry, for the deposit address', async () => {
    asDesktop();
    let fail = true;
    setup({
      'POST /api/v1/wallet/txns/deposit': async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return fail
          ? { status: 500, body: errorBody('internal') }
          : {
              status: 200,
              body: { address: 'TQ-second-try', minAmount: '1', network: 'TRX' },
            };
      },
    });
    renderApp('/en');
    const { user, panel } = await openPanel();
    await user.click(await within(panel).findByTestId('payment-method-USDT-TRC20'));
    expect(await within(panel).findByText('Getting your deposit address')).toBeTruthy();
    expect((await within(panel).findByRole('alert')).textContent).toContain(
      'The deposit address could not be loaded',
    );
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect((await within(panel).findByTestId('crypto-deposit-address')).textContent).toBe(
      'TQ-second-try',
    );
  });

  it('copies the address with a 2000 ms toast', async () => {
    asDesktop();
    setup();
    renderApp('/en');
    const { user, panel } = await openPanel();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await within(panel).findByTestId('payment-method-USDT-TRC20'));
    await within(panel).findByTestId('crypto-deposit-address');
    await user.click(within(panel).getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    expect(await screen.findByText('Address copied')).toBeTruthy();
  });

  it('the wallet view closes on an overlay click (compact views: see the machine tests)', async () => {
    asDesktop();
    setup();
    renderApp('/en');
    await openPanel();
    const overlay = () => document.querySelector('[aria-hidden="true"].bg-black\\/70')!;
    fireEvent.click(overlay());
    await waitFor(() => expect(screen.queryByTestId('wallet-panel')).toBeNull());
  });
});

describe('wallet history tab', () => {
  it('shows the empty state', async () => {
    asDesktop();
    setup();
    renderApp('/en');
    act(() => openWalletPanel('history'));
    expect(await screen.findByTestId('history-empty')).toBeTruthy();
  });

  it('shows an error with retry', async () => {
    asDesktop();
    setup({ 'GET /api/v2/wallet/txns': { status: 500, body: errorBody('internal') } });
    renderApp('/en');
    act(() => openWalletPanel('history'));
    const panel = await screen.findByTestId('wallet-panel');
    expect((await within(panel).findByRole('alert')).textContent).toContain(
      'The history could not be loaded',
    );
  });

  it('loads 10 per page and the next page within 40 px of the bottom, with status badges', async () => {
    asDesktop();
    const all = Array.from({ length: 15 }, (_, index) => tx(index));
    const api = setup({
      'GET /api/v2/wallet/txns': ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        return {
          status: 200,
          body: { items: all.slice(offset, offset + limit), meta: { offset, limit, total: 15 } },
        };
      },
    });
    // jsdom has no layout: give the list a 400 px box over 1000 px of content.
    const isList = (element: Element) => element.getAttribute('data-testid') === 'history-list';
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
      return isList(this) ? 1000 : 0;
    });
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
      return isList(this) ? 400 : 0;
    });
    renderApp('/en');
    act(() => openWalletPanel('history'));
    const list = await screen.findByTestId('history-list');
    await waitFor(() => expect(screen.getAllByTestId('history-item')).toHaveLength(10));
    expect(screen.getAllByTestId('history-status')[0]!.textContent).toBe('Pending');
    expect(screen.getAllByTestId('history-status')[1]!.textContent).toBe('Completed');

    // Scrolled to 100 px above the bottom: nothing; then to 40 px: the next page.
    list.scrollTop = 500;
    fireEvent.scroll(list);
    expect(screen.getAllByTestId('history-item')).toHaveLength(10);
    list.scrollTop = 560;
    fireEvent.scroll(list);
    await waitFor(() => expect(screen.getAllByTestId('history-item')).toHaveLength(15));
    expect(screen.getByText('That is all')).toBeTruthy();
    const offsets = api.fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/v2/wallet/txns')
      .map((url) => `${url.searchParams.get('offset')}/${url.searchParams.get('limit')}`);
    expect(offsets).toEqual(['0/10', '10/10']);
    vi.restoreAllMocks();
  });
});
