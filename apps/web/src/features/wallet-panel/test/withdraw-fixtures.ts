import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { CryptoPaymentMethod, WagerStatus } from '@wheelhouse/contracts/cashier-crypto';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { openWalletPanel } from '../../../lib/wallet-panel/wallet-panel-store';
import { amount, makeBalance } from '../../../test/balance-fixtures';
import { makeUser, mockApi, type ApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

export const VALID_TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
export const VALID_TON_ADDRESS = `UQ${'A'.repeat(46)}`;

export function asDesktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 768px)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

export function cryptoMethod(
  code: CryptoPaymentMethod['code'],
  extra: Partial<CryptoPaymentMethod> = {},
): CryptoPaymentMethod {
  return {
    code,
    name: code,
    icon: '',
    iconBig: '',
    network: 'TRX',
    precision: 2,
    isFiat: false,
    withdrawAllowed: true,
    minWithdrawAmount: '10.000000',
    minDepositAmount: '5.000000',
    addressFormat: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
    displayFormat: '{amount} USDT',
    depositBonusAvailable: false,
    depositBonus: 0,
    valuePresets: ['10', '50'],
    additionalProviders: [],
    ...extra,
  };
}

export const usdtTrc20 = cryptoMethod('USDT-TRC20', { name: 'USDT (TRC20)' });
export const toncoin = cryptoMethod('TON', {
  name: 'Toncoin',
  network: 'TON',
  precision: 4,
  addressFormat: '^(EQ|UQ|kQ|0Q)[A-Za-z0-9_-]{46}$',
  displayFormat: '{amount} TON',
});
export const bitcoinOff = cryptoMethod('BTC', { name: 'Bitcoin', withdrawAllowed: false });

export const clearWager: WagerStatus = {
  enabled: true,
  wager: { current: '0.00', total: '0.00', currency: 'USD' },
  activeBonuses: 0,
  verificationRequired: false,
};

export function pendingWithdrawal(extra: Partial<Transaction> = {}): Transaction {
  return {
    id: 'wd-1',
    type: 'withdraw',
    status: 'pending',
    timestamp: 1_900_000_000,
    originalAmount: { value: '25.500000', currency: 'USDT' },
    externalId: null,
    paymentDetails: null,
    address: VALID_TRON_ADDRESS,
    cancellableUntil: Math.floor(Date.now() / 1000) + 600,
    ...extra,
  };
}

/** The signed-in app with the cashier routes a withdrawal needs; `routes` override any of them. */
export function setupWithdrawApi(routes: ApiRoutes = {}) {
  return mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser() },
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/wallet/balance': {
      status: 200,
      body: makeBalance({ total: amount('500.00'), fiat: amount('500.00') }),
    },
    'GET /api/v1/wallet/currencies': { status: 200, body: [] },
    'GET /api/v1/wallet/currencies/bonus': {
      status: 200,
      body: [usdtTrc20, toncoin, bitcoinOff],
    },
    'GET /api/v1/banners': { status: 200, body: [] },
    'GET /api/v1/wallet/currencies/USDT-TRC20/withdraw_fee': {
      status: 200,
      body: { fee: '1.000000', minAmount: '10.000000', maxAmount: '10000.000000' },
    },
    'GET /api/v1/wallet/currencies/TON/withdraw_fee': {
      status: 200,
      body: { fee: '0.050000000', minAmount: '1.000000000', maxAmount: '10000.000000000' },
    },
    'GET /api/v1/wallet/addresses/USDT-TRC20': { status: 200, body: [] },
    'GET /api/v1/wallet/addresses/TON': { status: 200, body: [] },
    'GET /api/v2/wallet/wager': { status: 200, body: clearWager },
    'POST /api/v1/wallet/txns/withdraw': { status: 200, body: pendingWithdrawal() },
    'GET /api/v2/wallet/txns': {
      status: 200,
      body: { items: [], meta: { offset: 0, limit: 10, total: 0 } },
    },
    ...routes,
  });
}

/** Opens the panel on the withdraw tab (desktop modal) and chooses the method. */
export async function openWithdrawForm(code = 'USDT-TRC20') {
  asDesktop();
  const user = userEvent.setup();
  const app = renderApp('/en');
  await screen.findByTestId('header-avatar');
  act(() => openWalletPanel('withdraw'));
  const panel = await screen.findByTestId('wallet-panel');
  await user.click(await within(panel).findByTestId(`payment-method-${code}`));
  await within(panel).findByTestId('crypto-withdraw-form');
  return { ...app, user, panel };
}

/** The amounts the fee lookups asked for, in order. */
export function feeLookups(fetch: ReturnType<typeof vi.fn>): string[] {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/withdraw_fee'))
    .map((url) => url.searchParams.get('amount') ?? '');
}

/** The Idempotency-Key headers of the withdrawal requests, in order. */
export function withdrawKeys(fetch: ReturnType<typeof vi.fn>): string[] {
  return fetch.mock.calls
    .filter(([input]) => String(input) === '/api/v1/wallet/txns/withdraw')
    .map(([, init]) => (init as RequestInit).headers as Record<string, string>)
    .map((headers) => headers['idempotency-key'] ?? '');
}
