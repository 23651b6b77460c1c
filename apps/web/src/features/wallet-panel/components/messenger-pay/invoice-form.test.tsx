import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../../../test/mock-api';
import { InvoiceForm } from './invoice-form';
import './locale';

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
