import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { FiatPaymentMethod } from '@wheelhouse/contracts/fiat';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { openWalletPanel } from '../../../../lib/wallet-panel/wallet-panel-store';
import { amount, makeBalance } from '../../../../test/balance-fixtures';
import type { ApiRoutes } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { asDesktop, setupWithdrawApi } from '../../test/withdraw-fixtures';

/** Test data and helpers of the fiat-withdraw form and flow tests. */

export const RUB = { code: 'RUB', displayFormat: '{amount} ₽', icon: '' };

export function fiatMethod(
  extra: Partial<FiatPaymentMethod> = {},
  sell: Partial<NonNullable<FiatPaymentMethod['sell']>> = {},
): FiatPaymentMethod {
  return {
    id: 'rub-card',
    name: 'Card RUB',
    icon: '',
    iconBig: '',
    label: 'Card RUB',
    method: 'p2p',
    currency: 'RUB',
    priority: 10,
    buy: null,
    sell: {
      minAmount: '500.00',
      maxAmount: '100000.00',
      levels: [
        { minAmount: '0.00', percent: '2', fixed: '10.00' },
        { minAmount: '50000.00', percent: '1', fixed: '0.00' },
      ],
      subbanks: [],
      requiredFields: ['full_name'],
      optionalFields: [],
      ...sell,
    },
    ...extra,
  };
}

export const rubCard = fiatMethod();
export const rubSbp = fiatMethod(
  { id: 'rub-sbp', name: 'SBP', label: 'SBP', method: 'sbp' },
  { requiredFields: [] },
);
export const plnBlik = fiatMethod(
  { id: 'pln-blik', name: 'BLIK', label: 'BLIK', method: 'blik', currency: 'PLN' },
  { requiredFields: ['phone'], minAmount: '20.00', maxAmount: '5000.00', levels: [] },
);
export const kztMobile = fiatMethod(
  { id: 'kzt-mobile', name: 'Mobile KZT', label: 'Mobile', method: 'mpayment', currency: 'KZT' },
  { requiredFields: ['phone'], levels: [] },
);
export const steam = fiatMethod(
  { id: 'steam', name: 'Steam', label: 'Steam', method: 'steam', currency: 'RUB' },
  { requiredFields: ['account_number'], levels: [] },
);
export const uahLatinCard = fiatMethod(
  { id: 'uah-card', name: 'Card UAH', label: 'Card UAH', currency: 'UAH' },
  { requiredFields: ['full_name_latin'], optionalFields: ['expiration_month', 'expiration_year'] },
);
export const revolut = fiatMethod(
  { id: 'revolut', name: 'Revolut', label: 'Revolut', method: 'ewallet', currency: 'EUR' },
  { requiredFields: [], levels: [] },
);
export const idrBank = fiatMethod(
  {
    id: 'idr-bank',
    name: 'Bank IDR',
    label: 'Bank',
    method: 'account_number',
    currency: 'IDR',
  },
  {
    requiredFields: [],
    minAmount: '50000.00',
    maxAmount: '10000000.00',
    levels: [],
    subbanks: [
      {
        id: 'bca',
        name: 'BCA',
        icon: '',
        externalDetailsFields: { required: ['person_id'], optional: ['email'] },
      },
      {
        id: 'bri',
        name: 'BRI',
        icon: '',
        externalDetailsFields: { required: [], optional: [] },
      },
    ],
  },
);

export function pendingSell(extra: Partial<Transaction> = {}): Transaction {
  return {
    id: 'sell-1',
    type: 'sell',
    status: 'pending',
    timestamp: 1_900_000_000,
    originalAmount: { value: '1500.00', currency: 'RUB' },
    externalId: null,
    paymentDetails: 'Card •••• 1234',
    address: null,
    cancellableUntil: Math.floor(Date.now() / 1000) + 600,
    ...extra,
  };
}

/**
 * The signed-in app with the fiat routes a withdrawal needs: `methods` in the conditions, a
 * balance of `balance` RUB in the display currency RUB, no saved details; `routes` override.
 */
export function setupFiatWithdrawApi(
  methods: FiatPaymentMethod[] = [rubCard],
  routes: ApiRoutes = {},
  balance = '10000.00',
) {
  return setupWithdrawApi({
    'GET /api/v1/wallet/balance': {
      status: 200,
      body: makeBalance({ total: amount(balance, RUB), fiat: amount(balance, RUB) }),
    },
    'GET /api/v1/wallet/currencies/bonus': { status: 200, body: [] },
    'GET /api/v2/wallet/orders/conditions': { status: 200, body: { methods, other: [] } },
    'GET /api/v2/wallet/orders/sell/saved': { status: 200, body: [] },
    'POST /api/v2/wallet/orders/sell': { status: 200, body: pendingSell() },
    ...routes,
  });
}

/** Opens the panel on the withdraw tab (desktop modal) and chooses the fiat method. */
export async function openFiatWithdrawForm(id = 'rub-card') {
  asDesktop();
  const user = userEvent.setup();
  const app = renderApp('/en');
  await screen.findByTestId('header-avatar');
  act(() => openWalletPanel('withdraw'));
  const panel = await screen.findByTestId('wallet-panel');
  await user.click(await within(panel).findByTestId(`payment-method-fiat-${id}`));
  await within(panel).findByTestId('fiat-withdraw-form');
  return { ...app, user, panel };
}

export type FiatUser = Awaited<ReturnType<typeof openFiatWithdrawForm>>['user'];

/** Fills the RUB card form with a valid card, name and amount and waits for submit to enable. */
export async function fillValidCard(user: FiatUser, panel: HTMLElement, value = '1500') {
  await user.type(within(panel).getByTestId('fiat-withdraw-amount'), value);
  await user.type(within(panel).getByTestId('fiat-withdraw-name'), 'Ivan Petrov');
  await user.type(within(panel).getByTestId('fiat-withdraw-card'), '4276123412341234');
  await waitForSubmit(panel, true);
}

export async function waitForSubmit(panel: HTMLElement, enabled: boolean) {
  const button = within(panel).getByTestId('fiat-withdraw-submit') as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(!enabled));
}

/** The Idempotency-Key headers of the sell requests, in order. */
export function sellKeys(fetch: { mock: { calls: unknown[][] } }): string[] {
  return fetch.mock.calls
    .filter(([input]) => String(input) === '/api/v2/wallet/orders/sell')
    .map(([, init]) => (init as RequestInit).headers as Record<string, string>)
    .map((headers) => headers['idempotency-key'] ?? '');
}
