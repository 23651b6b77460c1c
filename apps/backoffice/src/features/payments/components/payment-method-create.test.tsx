import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, staffMe } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

function errorUnder(field: HTMLElement): string | null {
  const id = field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('creating a fiat payment method', () => {
  it('checks the form, shows the server’s field errors under the fields, then creates it', async () => {
    let attempt = 0;
    const api = mockApi({
      'GET /api/admin/me': staffMe(['finance']),
      'GET /api/admin/payment-methods': { status: 200, body: { items: [] } },
      'POST /api/admin/payment-methods': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 400,
              body: errorBody('validation_error', {
                fields: {
                  buyMaxAmount: { key: 'Validation.min_above_max' },
                  currency: { key: 'Validation.unknown_currency' },
                },
              }),
            }
          : { status: 409, body: errorBody('conflict', { message: 'This id is taken' }) };
      },
    });
    renderApp('/payment-methods');
    await screen.findByTestId('empty-state');
    await userEvent.click(screen.getByTestId('new-payment-method'));
    const dialog = await screen.findByTestId('create-payment-method');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the method' }));
    await waitFor(() =>
      expect(errorUnder(within(dialog).getByLabelText('Name'))).toBe('This field is required'),
    );
    expect(api.calls('POST /api/admin/payment-methods')).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByLabelText('Id (the bankId players send; fixed)'),
      'tinkoff-rub',
    );
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Tinkoff');
    await userEvent.type(within(dialog).getByLabelText('Card label'), 'Card RUB');
    await userEvent.type(within(dialog).getByLabelText('Smallest deposit (RUB)'), '500');
    await userEvent.type(within(dialog).getByLabelText('Largest deposit (RUB)'), '100');
    await userEvent.click(within(dialog).getByLabelText('Withdrawals on'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the method' }));
    await waitFor(() =>
      expect(errorUnder(within(dialog).getByLabelText('Largest deposit (RUB)'))).toBe(
        'The minimum must not be above the maximum',
      ),
    );
    expect(errorUnder(within(dialog).getByLabelText('Currency (fixed)'))).toBe(
      'This currency is not available',
    );
    expect(api.calls('POST /api/admin/payment-methods')[0]!.body).toMatchObject({
      id: 'tinkoff-rub',
      currency: 'RUB',
      name: 'Tinkoff',
      label: 'Card RUB',
      buyMinAmount: '500',
      buyMaxAmount: '100',
      sellEnabled: false,
    });
    // A withdrawal side that is off sends no limits at all.
    expect(api.calls('POST /api/admin/payment-methods')[0]!.body).not.toHaveProperty(
      'sellMinAmount',
    );

    // A refusal that names no field shows under the form.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the method' }));
    await within(dialog).findByText('This conflicts with a recent change. Reload and try again');
  });
});
