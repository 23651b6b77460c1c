import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { WagerStatus } from '@wheelhouse/contracts/cashier-crypto';
import { errorBody } from '../../../../test/mock-api';
import { FakeWebSocket } from '../../../../test/fake-websocket';
import {
  clearWager,
  openWithdrawForm,
  pendingWithdrawal,
  setupWithdrawApi,
  VALID_TRON_ADDRESS,
  withdrawKeys,
} from '../../test/withdraw-fixtures';

// Toasts live in one store across tests; each test starts without any.
afterEach(() => {
  toast.dismiss();
});

/** A toast's title (the page behind may show similar text of its own). */
const findToast = (text: string) => screen.findByText(text, { selector: '[data-title]' });

type User = Awaited<ReturnType<typeof openWithdrawForm>>['user'];

async function fillValid(user: User, panel: HTMLElement, amount = '25.5') {
  await user.type(within(panel).getByTestId('withdraw-amount'), amount);
  await user.click(within(panel).getByTestId('withdraw-address'));
  await user.paste(VALID_TRON_ADDRESS);
  const button = within(panel).getByTestId('withdraw-submit') as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
}

/** Submits the form and confirms the dialog. */
async function submitAndConfirm(user: User, panel: HTMLElement) {
  await user.click(within(panel).getByTestId('withdraw-submit'));
  await user.click(await screen.findByTestId('withdraw-confirm-submit'));
}

// The panel is a lazy chunk; its cold import on a busy machine must not eat the first test's time.
beforeAll(() => import('../panel/wallet-panel'));

describe('crypto withdrawal flow (spec §4 steps 1–7)', { timeout: 30_000 }, () => {
  it('confirm → wager check → bonus-burn → wager view → personal data → pending, keeping the draft', async () => {
    let wager: WagerStatus = {
      enabled: false,
      wager: { current: '25.00', total: '100.00', currency: 'USD' },
      activeBonuses: 2,
      verificationRequired: true,
    };
    const api = setupWithdrawApi({
      'GET /api/v2/wallet/wager': () => ({ status: 200, body: wager }),
    });
    const { user, panel } = await openWithdrawForm();
    await fillValid(user, panel);

    // 2. The confirm dialog shows method, address, amount and fee; nothing is asked before it.
    await user.click(within(panel).getByTestId('withdraw-submit'));
    const confirm = await screen.findByTestId('withdraw-confirm');
    expect(within(confirm).getByTestId('confirm-method').textContent).toBe('USDT (TRC20)');
    expect(within(confirm).getByTestId('confirm-address').textContent).toBe(VALID_TRON_ADDRESS);
    expect(within(confirm).getByTestId('confirm-amount').textContent).toBe('25.50 USDT');
    expect(within(confirm).getByTestId('confirm-fee').textContent).toBe('1.00 USDT');
    expect(within(confirm).getByTestId('confirm-total').textContent).toBe('26.50 USDT');
    expect(within(confirm).queryByTestId('confirm-memo')).toBeNull();
    expect(api.calls('GET /api/v2/wallet/wager')).toHaveLength(0);

    // 3–4. The wager check, then the bonus-burn dialog for active bonuses.
    await user.click(within(confirm).getByTestId('withdraw-confirm-submit'));
    const burn = await screen.findByTestId('withdraw-bonus-burn');
    expect(burn.textContent).toContain('You have active bonuses (2)');
    expect(api.calls('GET /api/v2/wallet/wager')).toHaveLength(1);

    // 5. Withdraw anyway → unfinished wagering → the wager view with the turnover progress.
    await user.click(within(burn).getByTestId('bonus-burn-withdraw'));
    const wagerView = await within(panel).findByTestId('wager-view');
    expect(wagerView.textContent).toContain('Finish wagering your bonus before withdrawing.');
    expect(within(wagerView).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(wagerView).getByTestId('wager-progress').textContent).toBe(
      'Wagered 25.00 of 100.00 USD',
    );
    expect(screen.getByRole('heading', { name: 'Wagering not finished' })).toBeTruthy();

    // Back: the form with the draft as it was.
    await user.click(within(panel).getByTestId('wallet-back'));
    expect((within(panel).getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('25.5');
    expect((within(panel).getByTestId('withdraw-address') as HTMLInputElement).value).toBe(
      VALID_TRON_ADDRESS,
    );

    // 6. Wagering done, verification required → the personal-data view.
    wager = { ...wager, enabled: true, activeBonuses: 0 };
    await waitFor(() =>
      expect((within(panel).getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await submitAndConfirm(user, panel);
    expect((await within(panel).findByTestId('personal-data-view')).textContent).toContain(
      'Complete verification of your personal data to withdraw.',
    );
    expect(api.calls('POST /api/v1/wallet/txns/withdraw')).toHaveLength(0);

    // 7. All clear → the withdrawal is created under an Idempotency-Key → the pending view.
    wager = clearWager;
    await user.click(within(panel).getByTestId('wallet-back'));
    await waitFor(() =>
      expect((within(panel).getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await submitAndConfirm(user, panel);
    expect(await within(panel).findByTestId('pending-withdraw')).toBeTruthy();
    expect(api.calls('POST /api/v1/wallet/txns/withdraw')).toEqual([
      {
        currency: 'USDT-TRC20',
        address: VALID_TRON_ADDRESS,
        amount: '25.5',
        memo: null,
        provider: null,
      },
    ]);
    expect(withdrawKeys(api.fetch)[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(within(panel).getByTestId('pending-amount').textContent).toBe('25.50 USDT');
    expect(within(panel).getByTestId('pending-status').textContent).toBe('Pending');
    expect(within(panel).getByTestId('pending-cancel-deadline').textContent).toContain(
      'You can cancel it in the history for',
    );
    expect(screen.getByRole('heading', { name: 'Please wait' })).toBeTruthy();

    await user.click(within(panel).getByTestId('pending-to-history'));
    expect(within(panel).getByTestId('wallet-tab-history').getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('works with the keyboard alone: type, Tab, Enter to submit, Enter to confirm', async () => {
    const api = setupWithdrawApi();
    const { user, panel } = await openWithdrawForm();
    expect(document.activeElement).toBe(within(panel).getByTestId('withdraw-amount'));
    await user.keyboard('25.5');
    await user.tab();
    expect(document.activeElement).toBe(within(panel).getByTestId('withdraw-address'));
    await user.paste(VALID_TRON_ADDRESS);
    const button = within(panel).getByTestId('withdraw-submit') as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    await user.keyboard('{Enter}');
    const confirm = await screen.findByTestId('withdraw-confirm');
    expect(document.activeElement).toBe(within(confirm).getByTestId('withdraw-confirm-submit'));
    await user.keyboard('{Enter}');
    expect(await within(panel).findByTestId('pending-withdraw')).toBeTruthy();
    expect(api.calls('POST /api/v1/wallet/txns/withdraw')).toHaveLength(1);
  });

  it('"play" in the bonus-burn dialog goes to the bonuses page and closes the panel', async () => {
    setupWithdrawApi({
      'GET /api/v2/wallet/wager': { status: 200, body: { ...clearWager, activeBonuses: 1 } },
    });
    const { user, panel, router } = await openWithdrawForm();
    await fillValid(user, panel);
    await submitAndConfirm(user, panel);
    await user.click(await screen.findByTestId('bonus-burn-play'));
    await waitFor(() => expect(screen.queryByTestId('wallet-panel')).toBeNull());
    expect(router.state.location.pathname).toBe('/en/bonuses');
  });

  it('Escape closes the confirm dialog but not the panel; the form keeps its values', async () => {
    const api = setupWithdrawApi();
    const { user, panel } = await openWithdrawForm();
    await fillValid(user, panel);
    await user.click(within(panel).getByTestId('withdraw-submit'));
    const confirm = await screen.findByTestId('withdraw-confirm');
    expect(document.activeElement).toBe(within(confirm).getByTestId('withdraw-confirm-submit'));
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('withdraw-confirm')).toBeNull();
    expect(screen.getByTestId('wallet-panel')).toBeTruthy();
    expect((within(panel).getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('25.5');
    expect(api.calls('GET /api/v2/wallet/wager')).toHaveLength(0);
  });

  it('while the wager check runs, the confirm dialog stays open and says so', async () => {
    let answer: () => void = () => {};
    setupWithdrawApi({
      'GET /api/v2/wallet/wager': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, body: clearWager });
        }),
    });
    const { user, panel } = await openWithdrawForm();
    await fillValid(user, panel);
    await submitAndConfirm(user, panel);
    const confirm = screen.getByTestId('withdraw-confirm');
    expect(within(confirm).getByTestId('withdraw-confirm-submit').textContent).toBe('Checking…');
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('withdraw-confirm')).toBeTruthy();
    answer();
    expect(await within(panel).findByTestId('pending-withdraw')).toBeTruthy();
  });

  it('the pending view closes with a success toast when the withdrawal completes over realtime', async () => {
    let completed = false;
    setupWithdrawApi({
      'GET /api/v2/wallet/txns': () => ({
        status: 200,
        body: {
          items: [pendingWithdrawal(completed ? { status: 'completed' } : {})],
          meta: { offset: 0, limit: 10, total: 1 },
        },
      }),
    });
    const { user, panel } = await openWithdrawForm();
    await fillValid(user, panel);
    await submitAndConfirm(user, panel);
    await within(panel).findByTestId('pending-withdraw');

    const socket = FakeWebSocket.latest()!;
    act(() => socket.acceptSubscription());
    completed = true;
    act(() =>
      socket.receive({ channel: 'transaction', data: pendingWithdrawal({ status: 'completed' }) }),
    );
    expect(await findToast('Your withdrawal has been sent')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('wallet-panel')).toBeNull());
  });

  it('compact views cannot be closed by an overlay click', async () => {
    setupWithdrawApi({
      'GET /api/v2/wallet/wager': { status: 200, body: { ...clearWager, enabled: false } },
    });
    const { user, panel } = await openWithdrawForm();
    await fillValid(user, panel);
    await submitAndConfirm(user, panel);
    await within(panel).findByTestId('wager-view');
    const overlay = document.querySelector('[aria-hidden="true"].bg-black\\/70')!;
    await user.click(overlay);
    expect(screen.getByTestId('wallet-panel')).toBeTruthy();
  });
});

describe('crypto withdrawal errors (spec §8)', { timeout: 30_000 }, () => {
  it('a catalogue code shows its message with the request key and time, back on the form', async () => {
    setupWithdrawApi({
      'POST /api/v1/wallet/txns/withdraw': {
        status: 400,
        body: errorBody('insufficient_balance', { key: 'req-42' }),
      },
    });
    const { user, panel } = await openWithdrawForm();
    await fillValid(user, panel);
    await submitAndConfirm(user, panel);
    expect(
      await findToast('Not enough money on the balance for the amount and the fee.'),
    ).toBeTruthy();
    expect(screen.getByText(/^Error req-42 · /)).toBeTruthy();
    expect(within(panel).getByTestId('crypto-withdraw-form')).toBeTruthy();
  });

  it('shows the server’s field errors under the fields until they change', async () => {
    setupWithdrawApi({
      'POST /api/v1/wallet/txns/withdraw': {
        status: 400,
        body: errorBody('error_invalid_address', {
          fields: { address: { key: 'Validation.invalid_address' } },
        }),
      },
    });
    const { user, panel } = await openWithdrawForm();
    await fillValid(user, panel);
    await submitAndConfirm(user, panel);
    expect(await findToast('The address is not valid for this network.')).toBeTruthy();
    expect(within(panel).getByTestId('withdraw-address-error').textContent).toBe(
      'This is not a valid address for this network',
    );
    await user.type(within(panel).getByTestId('withdraw-address'), '{Backspace}');
    await user.type(within(panel).getByTestId('withdraw-address'), 'E');
    expect(within(panel).queryByTestId('withdraw-address-error')).toBeNull();
  });

  it('a validation error toasts the create failure and names the field with its limit', async () => {
    setupWithdrawApi({
      'POST /api/v1/wallet/txns/withdraw': {
        status: 400,
        body: errorBody('validation_error', {
          fields: { amount: { key: 'Validation.maximum_amount', params: { max: '20.000000' } } },
        }),
      },
    });
    const { user, panel } = await openWithdrawForm();
    await fillValid(user, panel);
    await submitAndConfirm(user, panel);
    expect(await findToast('The withdrawal could not be created. Please try again.')).toBeTruthy();
    expect(within(panel).getByTestId('withdraw-amount-error').textContent).toBe(
      'The maximum is 20.000000 USDT',
    );
  });

  it('detail wager opens the wager view; verification_required the personal-data view', async () => {
    let detail = 'wager';
    setupWithdrawApi({
      'POST /api/v1/wallet/txns/withdraw': () => ({
        status: detail === 'wager' ? 400 : 403,
        body: errorBody(detail),
      }),
    });
    const { user, panel } = await openWithdrawForm();
    await fillValid(user, panel);
    await submitAndConfirm(user, panel);
    expect(await within(panel).findByTestId('wager-view')).toBeTruthy();
    detail = 'verification_required';
    await user.click(within(panel).getByTestId('wallet-back'));
    await waitFor(() =>
      expect((within(panel).getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await submitAndConfirm(user, panel);
    expect(await within(panel).findByTestId('personal-data-view')).toBeTruthy();
  });

  it('no answer: the create-failure toast and the error view; retry reuses the key', async () => {
    let down = true;
    const api = setupWithdrawApi({
      'POST /api/v1/wallet/txns/withdraw': () =>
        down ? { status: 502, body: 'Bad gateway' } : { status: 200, body: pendingWithdrawal() },
    });
    const { user, panel } = await openWithdrawForm();
    await fillValid(user, panel);
    await submitAndConfirm(user, panel);
    expect(await findToast('The withdrawal could not be created. Please try again.')).toBeTruthy();
    expect((await within(panel).findByTestId('error-withdrawal')).textContent).toContain(
      'The withdrawal did not go through.',
    );
    expect(screen.getByRole('heading', { name: 'Withdrawal failed' })).toBeTruthy();

    down = false;
    await user.click(within(panel).getByTestId('error-retry'));
    expect(await within(panel).findByTestId('pending-withdraw')).toBeTruthy();
    const keys = withdrawKeys(api.fetch);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a changed draft after a failure is a new attempt with a new key', async () => {
    let status = 500;
    const api = setupWithdrawApi({
      'POST /api/v1/wallet/txns/withdraw': () =>
        status === 500
          ? { status, body: errorBody('internal_error') }
          : { status, body: pendingWithdrawal() },
    });
    const { user, panel } = await openWithdrawForm();
    await fillValid(user, panel);
    await submitAndConfirm(user, panel);
    await user.click(await within(panel).findByTestId('error-another-method'));
    await user.click(await within(panel).findByTestId('payment-method-USDT-TRC20'));
    await user.type(within(panel).getByTestId('withdraw-amount'), '0');
    status = 200;
    await waitFor(() =>
      expect((within(panel).getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await submitAndConfirm(user, panel);
    await within(panel).findByTestId('pending-withdraw');
    const keys = withdrawKeys(api.fetch);
    expect(api.calls('POST /api/v1/wallet/txns/withdraw')[1]).toMatchObject({ amount: '25.50' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a failed wager check shows the temporary-difficulties message; its wager detail the view', async () => {
    let reply = { status: 500, body: errorBody('internal_error') };
    const api = setupWithdrawApi({ 'GET /api/v2/wallet/wager': () => reply });
    const { user, panel } = await openWithdrawForm();
    await fillValid(user, panel);
    await submitAndConfirm(user, panel);
    expect(
      await findToast('We are having temporary difficulties. Please try again a little later.'),
    ).toBeTruthy();
    expect(api.calls('POST /api/v1/wallet/txns/withdraw')).toHaveLength(0);
    reply = { status: 400, body: errorBody('wager') };
    await submitAndConfirm(user, panel);
    expect(await within(panel).findByTestId('wager-view')).toBeTruthy();
  });
});
