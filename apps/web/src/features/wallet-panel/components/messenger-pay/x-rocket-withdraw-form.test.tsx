import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { Toaster } from '../../../../app/toaster';
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

afterEach(() => {
  toast.dismiss();
});

const findToast = (text: string) => screen.findByText(text, { selector: '[data-title]' });

function renderForm(dispatch = vi.fn()) {
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
        dispatch={dispatch}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return dispatch;
}

/** Types `amount` and submits the form. */
async function withdraw(amount: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByTestId('x-rocket-withdraw-amount'));
  await user.type(screen.getByTestId('x-rocket-withdraw-amount'), amount);
  await user.click(screen.getByTestId('x-rocket-withdraw-submit'));
  return user;
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

  it('a catalogue code shows its toast with the request key and time, not a notice in the form (spec §8)', async () => {
    mockApi({
      'POST /api/v1/wallet/xrocket/withdraw': {
        status: 409,
        body: errorBody('withdraw_daily_limit_exceeded', { key: 'req-77' }),
      },
    });
    const dispatch = renderForm();
    await withdraw('20');
    expect(
      await findToast('You have reached today’s withdrawal limit. Try again tomorrow.'),
    ).toBeTruthy();
    expect(
      await screen.findByText(/Error req-77/, { selector: '[data-description]' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('x-rocket-notice')).toBeNull();
    expect(dispatch).not.toHaveBeenCalledWith({ type: 'show-wager' });
  });

  it('another refusal: the withdrawal failure toast, and a refused amount under its field', async () => {
    mockApi({
      'POST /api/v1/wallet/xrocket/withdraw': {
        status: 400,
        body: errorBody('validation_error', {
          fields: {
            amount: {
              key: 'Validation.minimum_amount',
              params: { amount: '10', currency: 'USDT' },
            },
          },
        }),
      },
    });
    renderForm();
    await withdraw('20');
    expect(await findToast('The withdrawal could not be created. Please try again.')).toBeTruthy();
    expect(screen.getByTestId('x-rocket-withdraw-amount-error').textContent).toBe(
      'The minimum is 10 USDT',
    );
  });

  it('wagering unfinished opens the wager view; an account without a messenger wallet is told how to link it', async () => {
    let answer = { status: 409, body: errorBody('wager') };
    mockApi({ 'POST /api/v1/wallet/xrocket/withdraw': () => answer });
    const dispatch = renderForm();
    const user = await withdraw('20');
    await waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: 'show-wager' }));

    answer = {
      status: 400,
      body: errorBody('validation_error', {
        fields: { currency: { key: 'Validation.messenger_account_required' } },
      }),
    };
    await user.click(screen.getByTestId('x-rocket-withdraw-submit'));
    expect((await screen.findByTestId('x-rocket-notice')).textContent).toContain(
      'Open the casino through our messenger bot',
    );
    expect(screen.queryAllByText(/./, { selector: '[data-title]' })).toEqual([]);
  });
});
