import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { amount, displayCurrency, EUR, makeBalance } from '../../../test/balance-fixtures';
import { errorBody, makeUser, mockApi, type ApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const CURRENCIES = 'GET /api/v1/wallet/currencies';
const PATCH_VIEWER = 'PATCH /api/v1/viewer';

const usdBalance = makeBalance({ total: amount('10.00'), fiat: amount('10.00') });
const eurBalance = makeBalance({ total: amount('9.20', EUR), fiat: amount('9.20', EUR) });
const serverCurrencies = [
  displayCurrency({ code: 'USD', name: 'US dollar', displayFormat: '${amount}' }),
  displayCurrency({ code: 'EUR', name: 'Euro', displayFormat: '€{amount}' }),
  displayCurrency({ code: 'BTC', name: 'Bitcoin', kind: 'crypto', precision: 8 }),
];

function setup(routes: ApiRoutes = {}, path = '/en') {
  const requestedLocales: string[] = [];
  const api = mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser() },
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/wallet/balance': { status: 200, body: usdBalance },
    [CURRENCIES]: ({ url }) => {
      requestedLocales.push(url.searchParams.get('locale') ?? '');
      return { status: 200, body: serverCurrencies };
    },
    ...routes,
  });
  const app = renderApp(path);
  return { api, app, requestedLocales };
}

async function openSelector() {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('header-balance'));
  // The card's contents are a lazy chunk: the first test of the file waits for it.
  await user.click(await screen.findByTestId('currency-selector'));
  return user;
}

describe('display currency selector', () => {
  it('lists the currencies for the current locale and marks the primary one', async () => {
    const { requestedLocales } = setup();
    await openSelector();
    const euro = await screen.findByTestId('currency-option-EUR');
    expect(euro.textContent).toContain('Euro');
    expect(screen.getByTestId('currency-option-USD').getAttribute('aria-current')).toBe('true');
    expect(euro.getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('currency-selector').getAttribute('aria-expanded')).toBe('true');
    expect(requestedLocales).toEqual(['en']);
  });

  it('asks for the Russian list on /ru', async () => {
    const { requestedLocales } = setup({}, '/ru');
    await openSelector();
    await screen.findByTestId('currency-option-EUR');
    expect(requestedLocales).toEqual(['ru']);
  });

  it('sends the choice, shows the returned balance at once and refreshes /me', async () => {
    const { api, app } = setup({ [PATCH_VIEWER]: { status: 200, body: eurBalance } });
    const user = await openSelector();
    const meRequestsBefore = api.calls('GET /api/v1/me').length;

    await user.click(await screen.findByTestId('currency-option-EUR'));

    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('€9.20'));
    expect(api.calls(PATCH_VIEWER)).toEqual([{ currency: { primary: 'EUR' } }]);
    expect(within(screen.getByTestId('balance-card')).getByTestId('balance-main').textContent).toBe(
      '€9.20',
    );
    expect(app.queryClient.getQueryData(['wallet', 'balance'])).toEqual(eurBalance);
    expect(api.calls('GET /api/v1/wallet/balance')).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET /api/v1/me').length).toBe(meRequestsBefore + 1));
    expect(screen.queryByTestId('currency-option-EUR')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('currency-selector'));
  });

  it('sends nothing when the current currency is chosen again', async () => {
    const { api } = setup();
    const user = await openSelector();
    await user.click(await screen.findByTestId('currency-option-USD'));
    expect(api.calls(PATCH_VIEWER)).toHaveLength(0);
    expect(screen.queryByTestId('currency-option-USD')).toBeNull();
  });

  it('keeps the balance and shows a toast with the server reason when saving fails', async () => {
    setup({
      [PATCH_VIEWER]: {
        status: 400,
        body: errorBody('validation_error', {
          fields: { 'currency.primary': { key: 'Validation.unknown_currency' } },
        }),
      },
    });
    const user = await openSelector();
    await user.click(await screen.findByTestId('currency-option-BTC'));

    expect(await screen.findByText('The display currency could not be changed')).toBeTruthy();
    expect(screen.getByText('This currency is not available')).toBeTruthy();
    expect(screen.getByTestId('header-balance').textContent).toBe('$10.00');
  });

  it('falls back to the error code message when there is no field error', async () => {
    setup({ [PATCH_VIEWER]: { status: 503, body: errorBody('service_unavailable') } });
    const user = await openSelector();
    await user.click(await screen.findByTestId('currency-option-EUR'));
    expect(
      await screen.findByText('The service is temporarily unavailable. Please try again later'),
    ).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    setup({
      // The lobby behind the selector shows its own error alert at the same time.
      'GET /api/v2/games/categories': { status: 500, body: errorBody('internal_error') },
      [CURRENCIES]: () =>
        fail
          ? { status: 500, body: errorBody('internal_error') }
          : { status: 200, body: serverCurrencies },
    });
    const user = await openSelector();
    expect((await screen.findAllByTestId('games-error')).length).toBeGreaterThan(0);
    const list = document.getElementById(
      screen.getByTestId('currency-selector').getAttribute('aria-controls')!,
    )!;
    const alert = await within(list).findByRole('alert');
    expect(alert.textContent).toContain('The currency list could not be loaded');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('currency-option-EUR')).toBeTruthy();
  });

  it('says so when the server offers no currency', async () => {
    setup({ [CURRENCIES]: { status: 200, body: [] } });
    await openSelector();
    expect(await screen.findByText('No currencies are available right now')).toBeTruthy();
  });

  it('shows a loading state while the list is on its way', async () => {
    setup({ [CURRENCIES]: () => new Promise(() => {}) });
    await openSelector();
    expect(screen.getByText('Loading currencies')).toBeTruthy();
  });
});
