import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../../../test/mock-api';
import './locale';
import { XRocketWithdrawForm } from './x-rocket-withdraw-form';

const transaction = {
  id: 'tx_1',
  type: 'withdraw',
  status: 'pending',
  timestamp: 1_900_000_000,
  originalAmount: { value: '20.000000', currency: 'USDT' },
  externalId: null,
  paymentDetails: 'xrocket',
  address: null,
  cancellableUntil: null,
};

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <XRocketWithdrawForm
        currencies={[
          {
            code: 'USDT-TRC20',
            name: 'USDT',
            minDeposit: '5',
            minWithdraw: '10',
            withdrawAllowed: true,
          },
        ]}
        dispatch={vi.fn()}
      />
    </QueryClientProvider>,
  );
}

describe('xRocket withdrawal', () => {
  it('asks for the password when the server wants a step-up, then sends the same attempt again', async () => {
    let attempts = 0;
    const api = mockApi({
      'POST /api/v1/wallet/xrocket/withdraw': () =>
        ++attempts === 1
          ? { status: 403, body: errorBody('step_up_required') }
          : { status: 200, body: transaction },
      'POST /api/v1/me/security/step-up': {
        status: 200,
        body: { stepUpUntil: '2030-01-01T00:05:00.000Z' },
      },
    });
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByTestId('x-rocket-withdraw-amount'));
    await user.type(screen.getByTestId('x-rocket-withdraw-amount'), '20');
    await user.click(screen.getByTestId('x-rocket-withdraw-submit'));

    await screen.findByTestId('step-up-dialog');
    await user.type(await screen.findByTestId('step-up-input'), 'correct horse');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByTestId('step-up-dialog')).toBeNull());
    expect(api.calls('POST /api/v1/me/security/step-up')).toEqual([{ password: 'correct horse' }]);
    const sent = api.calls('POST /api/v1/wallet/xrocket/withdraw');
    expect(sent).toEqual([
      { amount: '20', currency: 'USDT-TRC20' },
      { amount: '20', currency: 'USDT-TRC20' },
    ]);
    expect(await screen.findByText(/Withdrawal of 20 USDT created/)).toBeTruthy();
    // The retry is the same attempt: one Idempotency-Key for both requests.
    const keys = api.fetch.mock.calls
      .filter(([url]) => String(url).endsWith('/wallet/xrocket/withdraw'))
      .map(([, init]) => new Headers((init as RequestInit).headers).get('idempotency-key'));
    expect(new Set(keys).size).toBe(1);
  });
});
