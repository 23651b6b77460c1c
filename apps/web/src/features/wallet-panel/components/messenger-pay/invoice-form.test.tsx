import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { Toaster } from '../../../../app/toaster';
import { errorBody, mockApi } from '../../../../test/mock-api';
import { InvoiceForm } from './invoice-form';
import './locale';

afterEach(() => {
  toast.dismiss();
});

const findToast = (text: string) => screen.findByText(text, { selector: '[data-title]' });

function renderForm(dispatch = vi.fn()) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}
    >
      <InvoiceForm
        provider="cryptobot"
        options={[{ code: 'USDT-TRC20', currency: 'USDT', label: 'USDT', min: '5' }]}
        labels={{ submit: 'Pay', submitting: 'Paying' }}
        dispatch={dispatch}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return dispatch;
}

describe('a failed invoice deposit (cashier spec §8)', () => {
  it('a catalogue code shows its toast with the request key and time, and stays on the form', async () => {
    mockApi({
      'POST /api/v1/wallet/txns/deposit': {
        status: 403,
        body: errorBody('wallet_buy_banned', { key: 'req-42' }),
      },
    });
    const dispatch = renderForm();
    await userEvent.setup().click(screen.getByTestId('invoice-submit-cryptobot'));
    expect(await findToast('Deposits are not available for your account.')).toBeTruthy();
    expect(
      await screen.findByText(/Error req-42/, { selector: '[data-description]' }),
    ).toBeTruthy();
    expect(screen.getByTestId('invoice-form-cryptobot')).toBeTruthy();
    // Not repeated in the form: the toast is the message.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('any other failure shows the generic deposit toast; a refused amount is named under its field', async () => {
    let answer = {
      status: 400,
      body: errorBody('validation_error', {
        fields: {
          amount: { key: 'Validation.minimum_amount', params: { amount: '5', currency: 'USDT' } },
        },
      }),
    };
    mockApi({ 'POST /api/v1/wallet/txns/deposit': () => answer });
    const dispatch = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('invoice-submit-cryptobot'));
    expect(await findToast('The deposit could not be created')).toBeTruthy();
    expect(
      screen.getByText('The operation could not be completed. Please try again later.', {
        selector: '[data-description]',
      }),
    ).toBeTruthy();
    expect(screen.getByTestId('invoice-amount-cryptobot-error').textContent).toBe(
      'The minimum is 5 USDT',
    );
    expect(dispatch).not.toHaveBeenCalled();

    // A provider that cannot be reached: the toast, then the error view (retry, another method).
    answer = { status: 503, body: errorBody('service_unavailable') };
    toast.dismiss();
    await user.click(screen.getByTestId('invoice-submit-cryptobot'));
    await waitFor(() =>
      expect(dispatch).toHaveBeenCalledWith({
        type: 'invoice-failed',
        provider: 'cryptobot',
        currency: 'USDT-TRC20',
      }),
    );
    expect(await findToast('The deposit could not be created')).toBeTruthy();
  });
});

describe('an invoice deposit over the player’s deposit limit', () => {
  it('says which limit refused it and what is left, and stays on the form', async () => {
    mockApi({
      'POST /api/v1/wallet/txns/deposit': {
        status: 403,
        body: errorBody('rg_deposit_limit', {
          period: 'day',
          limit: '10.000000',
          left: '2.500000',
          currency: 'USD',
          opensAt: '2030-01-02T00:00:00.000Z',
        }),
      },
    });
    const dispatch = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <InvoiceForm
          provider="cryptobot"
          options={[{ code: 'USDT-TRC20', currency: 'USDT', label: 'USDT', min: '5' }]}
          labels={{ submit: 'Pay', submitting: 'Paying' }}
          dispatch={dispatch}
        />
      </QueryClientProvider>,
    );
    await user.click(screen.getByTestId('invoice-submit-cryptobot'));
    expect(
      await screen.findByText(/over your daily deposit limit of 10.000000 USD: 2.500000 USD left/),
    ).toBeTruthy();
    expect(screen.getByTestId('invoice-form-cryptobot')).toBeTruthy();
    expect(dispatch).not.toHaveBeenCalled();
  });
});
