import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { errorBody } from '../../../../test/mock-api';
import {
  feeLookups,
  openWithdrawForm,
  setupWithdrawApi,
  VALID_TON_ADDRESS,
  VALID_TRON_ADDRESS,
} from '../../test/withdraw-fixtures';

// Toasts live in one store across tests; each test starts without any.
afterEach(() => {
  toast.dismiss();
});

const field = (panel: HTMLElement, testId: string) =>
  within(panel).getByTestId(testId) as HTMLInputElement;
const submit = (panel: HTMLElement) =>
  within(panel).getByTestId('withdraw-submit') as HTMLButtonElement;

// The panel is a lazy chunk; its cold import on a busy machine must not eat the first test's time.
beforeAll(() => import('../panel/wallet-panel'));

describe('crypto-withdraw form rules (spec §5)', { timeout: 30_000 }, () => {
  it('shows the fee in the method precision and the total held once the form is valid', async () => {
    setupWithdrawApi();
    const { user, panel } = await openWithdrawForm();
    expect(screen.getByRole('heading', { name: 'Withdraw USDT (TRC20)' })).toBeTruthy();
    expect(submit(panel).disabled).toBe(true);
    await user.type(field(panel, 'withdraw-amount'), '25,5');
    await user.click(field(panel, 'withdraw-address'));
    await user.paste(VALID_TRON_ADDRESS);
    expect((await within(panel).findByTestId('withdraw-fee-amount')).textContent).toBe('1.00 USDT');
    expect(within(panel).getByTestId('withdraw-total').textContent).toBe('26.50 USDT');
    expect(within(panel).getByText('From 10.00 USDT to 10,000.00 USDT')).toBeTruthy();
    await waitFor(() => expect(submit(panel).disabled).toBe(false));
    // USDT on TRON has no memo.
    expect(within(panel).queryByTestId('withdraw-memo')).toBeNull();
  });

  it('rejects a malformed amount and more decimals than the method has', async () => {
    setupWithdrawApi();
    const { user, panel } = await openWithdrawForm();
    await user.type(field(panel, 'withdraw-amount'), '12a');
    expect(within(panel).getByTestId('withdraw-amount-error').textContent).toBe(
      'Enter a valid amount',
    );
    await user.clear(field(panel, 'withdraw-amount'));
    await user.type(field(panel, 'withdraw-amount'), '12.345');
    expect(within(panel).getByTestId('withdraw-amount-error').textContent).toBe(
      'Use at most 2 decimal places',
    );
    expect(submit(panel).disabled).toBe(true);
  });

  it('gives the minimum and maximum from the fee response, with amount and currency', async () => {
    setupWithdrawApi();
    const { user, panel } = await openWithdrawForm();
    await user.click(field(panel, 'withdraw-address'));
    await user.paste(VALID_TRON_ADDRESS);
    await user.type(field(panel, 'withdraw-amount'), '9.99');
    expect((await within(panel).findByTestId('withdraw-amount-error')).textContent).toBe(
      'The minimum is 10.00 USDT',
    );
    await user.clear(field(panel, 'withdraw-amount'));
    await user.type(field(panel, 'withdraw-amount'), '10000.01');
    await waitFor(() =>
      expect(within(panel).getByTestId('withdraw-amount-error').textContent).toBe(
        'The maximum is 10000.00 USDT',
      ),
    );
    expect(submit(panel).disabled).toBe(true);
  });

  it('needs an address matching the network pattern, shown once the field is left', async () => {
    setupWithdrawApi();
    const { user, panel } = await openWithdrawForm();
    await user.type(field(panel, 'withdraw-amount'), '20');
    await user.click(field(panel, 'withdraw-address'));
    expect(within(panel).queryByTestId('withdraw-address-error')).toBeNull();
    await user.tab();
    expect(within(panel).getByTestId('withdraw-address-error').textContent).toBe(
      'This field is required',
    );
    await user.click(field(panel, 'withdraw-address'));
    await user.paste('0x52908400098527886E0F7030069857D2E4169EE7');
    expect(within(panel).getByTestId('withdraw-address-error').textContent).toBe(
      'This is not a valid address for this network',
    );
    expect(submit(panel).disabled).toBe(true);
  });

  it('Enter on an incomplete form shows what is missing instead of sending', async () => {
    const api = setupWithdrawApi();
    const { user, panel } = await openWithdrawForm();
    await user.type(field(panel, 'withdraw-amount'), '20{Enter}');
    expect(within(panel).getByTestId('withdraw-address-error').textContent).toBe(
      'This field is required',
    );
    expect(screen.queryByTestId('withdraw-confirm')).toBeNull();
    expect(api.calls('GET /api/v2/wallet/wager')).toHaveLength(0);
  });

  it('shows the optional memo on the Toncoin network, with the fee in its precision', async () => {
    setupWithdrawApi();
    const { user, panel } = await openWithdrawForm('TON');
    await user.type(field(panel, 'withdraw-amount'), '2.5');
    await user.click(field(panel, 'withdraw-address'));
    await user.paste(VALID_TON_ADDRESS);
    expect(field(panel, 'withdraw-memo')).toBeTruthy();
    expect((await within(panel).findByTestId('withdraw-fee-amount')).textContent).toBe(
      '0.0500 TON',
    );
    expect(within(panel).getByTestId('withdraw-total').textContent).toBe('2.5500 TON');
    await waitFor(() => expect(submit(panel).disabled).toBe(false));
  });

  it('suggests the latest addresses; picking one fills the address and its memo', async () => {
    setupWithdrawApi({
      'GET /api/v1/wallet/addresses/TON': {
        status: 200,
        body: [{ address: VALID_TON_ADDRESS, memo: '778899', lastUsedAt: 1_900_000_000 }],
      },
    });
    const { user, panel } = await openWithdrawForm('TON');
    const suggestion = await within(panel).findByRole('button', {
      name: `Use the address ${VALID_TON_ADDRESS}`,
    });
    suggestion.focus();
    await user.keyboard('{Enter}');
    expect(field(panel, 'withdraw-address').value).toBe(VALID_TON_ADDRESS);
    expect(field(panel, 'withdraw-memo').value).toBe('778899');
    // The address in use is not suggested again.
    expect(within(panel).queryByTestId('withdraw-address-suggestions')).toBeNull();
  });

  it('clears the draft when the form goes back to the withdraw tab', async () => {
    setupWithdrawApi();
    const { user, panel } = await openWithdrawForm();
    await user.type(field(panel, 'withdraw-amount'), '30');
    await user.click(within(panel).getByTestId('wallet-back'));
    await user.click(await within(panel).findByTestId('payment-method-USDT-TRC20'));
    expect(field(panel, 'withdraw-amount').value).toBe('');
  });

  it('shows the withdraw-disabled view for a method without withdrawals', async () => {
    setupWithdrawApi();
    const { user, panel } = await openWithdrawForm();
    await user.click(within(panel).getByTestId('wallet-back'));
    await user.click(await within(panel).findByTestId('payment-method-BTC'));
    expect((await within(panel).findByTestId('withdraw-disabled')).textContent).toContain(
      'Withdrawals in Bitcoin are not available right now.',
    );
    expect(screen.getByRole('heading', { name: 'Withdrawal unavailable' })).toBeTruthy();
    await user.click(within(panel).getByTestId('wallet-back'));
    expect(within(panel).getByTestId('wallet-tab-withdraw').getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows the fee failure with a retry, and keeps submit disabled', async () => {
    let fail = true;
    setupWithdrawApi({
      'GET /api/v1/wallet/currencies/USDT-TRC20/withdraw_fee': () =>
        fail
          ? { status: 500, body: { detail: 'internal_error', message: '', key: 'k', time: 't' } }
          : {
              status: 200,
              body: { fee: '1.000000', minAmount: '10.000000', maxAmount: '10000.000000' },
            },
    });
    const { user, panel } = await openWithdrawForm();
    await user.click(field(panel, 'withdraw-address'));
    await user.paste(VALID_TRON_ADDRESS);
    await user.type(field(panel, 'withdraw-amount'), '20');
    expect((await within(panel).findByRole('alert')).textContent).toContain(
      'The fee could not be worked out',
    );
    expect(submit(panel).disabled).toBe(true);
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect((await within(panel).findByTestId('withdraw-total')).textContent).toBe('21.00 USDT');
  });
  it('names a catalogue reason when the fee lookup is refused', async () => {
    setupWithdrawApi({
      'GET /api/v1/wallet/currencies/USDT-TRC20/withdraw_fee': {
        status: 400,
        body: errorBody('error_currency_not_supported'),
      },
    });
    const { user, panel } = await openWithdrawForm();
    await user.type(field(panel, 'withdraw-amount'), '20');
    expect((await within(panel).findByRole('alert')).textContent).toContain(
      'This currency is not available for this operation.',
    );
    expect(submit(panel).disabled).toBe(true);
  });
});

describe('fee lookup debounce (spec §9: 200 ms, only for a positive amount)', () => {
  it('asks once, 200 ms after the last change, for the amount typed last', async () => {
    const api = setupWithdrawApi();
    const { panel } = await openWithdrawForm();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const amount = field(panel, 'withdraw-amount');
    fireEvent.change(amount, { target: { value: '2' } });
    act(() => vi.advanceTimersByTime(150));
    fireEvent.change(amount, { target: { value: '25' } });
    act(() => vi.advanceTimersByTime(199));
    expect(feeLookups(api.fetch)).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(feeLookups(api.fetch)).toEqual(['25']);
    vi.useRealTimers();
    expect(await within(panel).findByTestId('withdraw-total')).toBeTruthy();
  });

  it('never asks for an empty, zero or malformed amount', async () => {
    const api = setupWithdrawApi();
    const { panel } = await openWithdrawForm();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const amount = field(panel, 'withdraw-amount');
    for (const value of ['0', '0.00', '1e3', '-5', '']) {
      fireEvent.change(amount, { target: { value } });
      act(() => vi.advanceTimersByTime(300));
    }
    expect(feeLookups(api.fetch)).toEqual([]);
    fireEvent.change(amount, { target: { value: '0,5' } });
    act(() => vi.advanceTimersByTime(200));
    expect(feeLookups(api.fetch)).toEqual(['0.5']);
    vi.useRealTimers();
  });
});
