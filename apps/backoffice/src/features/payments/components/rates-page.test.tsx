import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, staffMe } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const RATES = [
  {
    base: 'BTC',
    quote: 'USD',
    rate: '65000',
    source: 'seed',
    fetchedAt: '2030-01-01T10:00:00.000Z',
  },
  { base: 'USD', quote: 'EUR', rate: '0.9', source: 'feed', fetchedAt: '2030-01-02T10:00:00.000Z' },
  {
    base: 'USDT',
    quote: 'USD',
    rate: '1',
    source: 'admin:7',
    fetchedAt: '2030-01-03T10:00:00.000Z',
  },
];
const ok = (items: unknown[]) => ({ status: 200, body: { items } });

function errorUnder(field: HTMLElement): string | null {
  const id = field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('exchange rates in the back office', () => {
  it('lists the latest rate of every pair with where and when it was set', async () => {
    mockApi({ 'GET /api/admin/me': staffMe(['finance']), 'GET /api/admin/rates': ok(RATES) });
    renderApp('/exchange-rates');
    const table = await screen.findByTestId('rates-table');
    const rows = within(table).getAllByTestId('table-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('BTC/USD');
    expect(within(rows[0]!).getByText('1 BTC = 65 000 USD')).toBeTruthy();
    expect(within(rows[0]!).getByText('Initial rates')).toBeTruthy();
    expect(within(rows[0]!).getByText((_, node) => node?.tagName === 'TIME')).toBeTruthy();
    expect(within(rows[1]!).getByText('Rates feed')).toBeTruthy();
    expect(within(rows[2]!).getByText('Staff member #7')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Exchange rates' })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    mockApi({ 'GET /api/admin/me': staffMe(['finance']), 'GET /api/admin/rates': ok([]) });
    renderApp('/exchange-rates');
    expect(await screen.findByText('No exchange rates yet')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    let attempt = 0;
    const api = mockApi({
      'GET /api/admin/me': staffMe(['finance']),
      'GET /api/admin/rates': () => {
        attempt += 1;
        return attempt === 1
          ? { status: 500, body: errorBody('internal_error') }
          : ok(RATES.slice(0, 1));
      },
    });
    renderApp('/exchange-rates');
    const failed = await screen.findByTestId('error-state');
    expect(failed.textContent).toContain('Something went wrong on the server');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    const table = await screen.findByTestId('rates-table');
    expect(within(table).getAllByTestId('table-row')).toHaveLength(1);
    expect(api.calls('GET /api/admin/rates')).toHaveLength(2);
  });

  it('checks the rates in the browser, sends the PUT body and shows the new rates', async () => {
    const api = mockApi({
      'GET /api/admin/me': staffMe(['finance']),
      'GET /api/admin/rates': ok(RATES),
      'PUT /api/admin/rates': () =>
        ok([
          { ...RATES[0], rate: '70000.5', source: 'admin:7', fetchedAt: '2030-01-04T10:00:00Z' },
          { ...RATES[1], rate: '0.92', source: 'admin:7', fetchedAt: '2030-01-04T10:00:00Z' },
          RATES[2],
        ]),
    });
    renderApp('/exchange-rates');
    await screen.findByTestId('rates-table');
    await userEvent.click(screen.getByRole('button', { name: 'Change the BTC/USD rate' }));
    const dialog = await screen.findByTestId('set-rates-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Change the BTC/USD rate' })).toBeTruthy();
    const first = within(dialog).getAllByTestId('rate-row')[0]!;
    const rate = within(first).getByLabelText('Rate') as HTMLInputElement;
    expect(rate.value).toBe('65000');
    expect(within(first).getByText('Now: 65 000 USD')).toBeTruthy();

    // Not an exact positive decimal: refused in the browser, nothing sent.
    for (const typed of ['1e5', '0', '-1', `0.${'1'.repeat(19)}`]) {
      await userEvent.clear(rate);
      await userEvent.type(rate, typed);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save rates' }));
      await waitFor(() =>
        expect(errorUnder(rate)).toBe(
          'Enter a number above zero with a dot for decimals, e.g. 65000 or 0.0000785 (at most 18 decimal places)',
        ),
      );
    }
    await userEvent.clear(rate);
    await userEvent.type(rate, ' 70000.5 ');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a pair' }));
    const second = within(dialog).getAllByTestId('rate-row')[1]!;
    await userEvent.selectOptions(within(second).getByLabelText('Base currency'), 'USD');
    await userEvent.selectOptions(within(second).getByLabelText('Quote currency'), 'USD');
    await userEvent.type(within(second).getByLabelText('Rate'), '0.92');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rates' }));
    await waitFor(() =>
      expect(errorUnder(within(second).getByLabelText('Quote currency'))).toBe(
        'Choose two different currencies',
      ),
    );
    await userEvent.selectOptions(within(second).getByLabelText('Quote currency'), 'EUR');
    expect(within(second).getByText('Now: 0.9 EUR')).toBeTruthy();
    expect(api.calls('PUT /api/admin/rates')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(screen.queryByTestId('set-rates-dialog')).toBeNull());
    expect(api.calls('PUT /api/admin/rates')[0]!.body).toEqual({
      rates: [
        { base: 'BTC', quote: 'USD', rate: '70000.5' },
        { base: 'USD', quote: 'EUR', rate: '0.92' },
      ],
    });
    expect(await screen.findByText('Rates saved: 2')).toBeTruthy();
    const rows = within(screen.getByTestId('rates-table')).getAllByTestId('table-row');
    expect(within(rows[0]!).getByText('1 BTC = 70 000.5 USD')).toBeTruthy();
    expect(within(rows[0]!).getByText('Staff member #7')).toBeTruthy();
    expect(within(rows[1]!).getByText('1 USD = 0.92 EUR')).toBeTruthy();
  });

  it('shows the server’s field errors under the fields and any other refusal under the form', async () => {
    let attempt = 0;
    const api = mockApi({
      'GET /api/admin/me': staffMe(['finance']),
      'GET /api/admin/rates': ok(RATES),
      'PUT /api/admin/rates': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 400,
              body: errorBody('validation_error', {
                fields: {
                  'rates.0.base': { key: 'Validation.unknown_currency' },
                  rates: { key: 'Validation.duplicate_pair' },
                },
              }),
            }
          : { status: 403, body: errorBody('forbidden') };
      },
    });
    renderApp('/exchange-rates');
    await screen.findByTestId('rates-table');
    // The page's action works from the keyboard.
    screen.getByTestId('set-rates').focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByTestId('set-rates-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rates' }));
    const base = within(dialog).getByLabelText('Base currency');
    await waitFor(() => expect(errorUnder(base)).toBe('This field is required'));
    expect(errorUnder(within(dialog).getByLabelText('Rate'))).toBe('This field is required');
    expect(api.calls('PUT /api/admin/rates')).toHaveLength(0);

    await userEvent.selectOptions(base, 'LTC');
    await userEvent.selectOptions(within(dialog).getByLabelText('Quote currency'), 'USD');
    await userEvent.type(within(dialog).getByLabelText('Rate'), '80.25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(errorUnder(base)).toBe('This currency is not available'));
    expect(within(dialog).getByText('This pair is already in the list')).toBeTruthy();
    expect(api.calls('PUT /api/admin/rates')[0]!.body).toEqual({
      rates: [{ base: 'LTC', quote: 'USD', rate: '80.25' }],
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rates' }));
    await within(dialog).findByText('Your role does not allow this');
    expect(screen.getByTestId('set-rates-dialog')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('set-rates-dialog')).toBeNull());
  });

  it('is in the navigation of finance staff only; other roles get the forbidden page', async () => {
    const api = mockApi({
      'GET /api/admin/me': staffMe(['support']),
      'GET /api/admin/rates': ok(RATES),
    });
    renderApp('/exchange-rates');
    expect(await screen.findByTestId('forbidden-page')).toBeTruthy();
    const nav = screen.getAllByTestId('navigation')[0]!;
    expect(within(nav).queryByRole('link', { name: 'Exchange rates' })).toBeNull();
    expect(api.calls('GET /api/admin/rates')).toHaveLength(0);
  });

  it('finance staff find it under payments', async () => {
    mockApi({ 'GET /api/admin/me': staffMe(['finance']), 'GET /api/admin/rates': ok(RATES) });
    renderApp('/');
    const nav = (await screen.findAllByTestId('navigation'))[0]!;
    await userEvent.click(within(nav).getByRole('link', { name: 'Exchange rates' }));
    expect(await screen.findByTestId('rates-table')).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/exchange-rates');
  });
});
