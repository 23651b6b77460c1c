import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { WagerStatus } from '@wheelhouse/contracts/cashier-crypto';
import { errorBody } from '../../../../test/mock-api';
import { clearWager } from '../../test/withdraw-fixtures';
import {
  fillValidCard,
  openFiatWithdrawForm,
  pendingSell,
  rubCard,
  sellKeys,
  setupFiatWithdrawApi,
  waitForSubmit,
  type FiatUser,
} from './fiat-withdraw-test-fixtures';

// Toasts live in one store across tests; each test starts without any.
afterEach(() => {
  toast.dismiss();
});

const findToast = (text: string) => screen.findByText(text, { selector: '[data-title]' });

async function submitAndConfirm(user: FiatUser, panel: HTMLElement) {
  await user.click(within(panel).getByTestId('fiat-withdraw-submit'));
  await user.click(await screen.findByTestId('withdraw-confirm-submit'));
}

const SELL = 'POST /api/v2/wallet/orders/sell';
const FAIL_MESSAGE = 'The operation could not be completed. Please try again later.';

describe(
  'fiat withdrawal flow (spec §4 "Fiat withdraw follows the same path")',
  { timeout: 30_000 },
  () => {
    it('confirm (method, masked card, amount, fee, net) → wager check → bonus-burn → wager view → back → pending', async () => {
      let wager: WagerStatus = {
        enabled: false,
        wager: { current: '25.00', total: '100.00', currency: 'USD' },
        activeBonuses: 1,
        verificationRequired: false,
      };
      const api = setupFiatWithdrawApi([rubCard], {
        'GET /api/v2/wallet/wager': () => ({ status: 200, body: wager }),
      });
      const { user, panel } = await openFiatWithdrawForm();
      await fillValidCard(user, panel);

      await user.click(within(panel).getByTestId('fiat-withdraw-submit'));
      const confirm = await screen.findByTestId('withdraw-confirm');
      expect(within(confirm).getByTestId('confirm-method').textContent).toBe('Card RUB');
      expect(within(confirm).getByTestId('confirm-destination').textContent).toBe('•••• 1234');
      expect(within(confirm).getByTestId('confirm-amount').textContent).toBe('1,500.00 RUB');
      expect(within(confirm).getByTestId('confirm-fee').textContent).toBe('40.00 RUB');
      expect(within(confirm).getByTestId('confirm-net').textContent).toBe('1,460.00 RUB');
      expect(api.calls('GET /api/v2/wallet/wager')).toHaveLength(0);

      await user.click(within(confirm).getByTestId('withdraw-confirm-submit'));
      const burn = await screen.findByTestId('withdraw-bonus-burn');
      await user.click(within(burn).getByTestId('bonus-burn-withdraw'));
      expect(await within(panel).findByTestId('wager-view')).toBeTruthy();
      expect(api.calls(SELL)).toHaveLength(0);

      // Back: the form with the draft as it was.
      await user.click(within(panel).getByTestId('wallet-back'));
      expect(
        ((await within(panel).findByTestId('fiat-withdraw-card')) as HTMLInputElement).value,
      ).toBe('4276 1234 1234 1234');
      expect((within(panel).getByTestId('fiat-withdraw-amount') as HTMLInputElement).value).toBe(
        '1500',
      );

      wager = clearWager;
      await waitForSubmit(panel, true);
      await submitAndConfirm(user, panel);
      expect(await within(panel).findByTestId('pending-withdraw')).toBeTruthy();
      expect(api.calls(SELL)).toEqual([
        {
          amount: '1500',
          bankId: 'rub-card',
          details: { name: 'Ivan Petrov', card: '4276123412341234' },
        },
      ]);
      expect(sellKeys(api.fetch)[0]).toMatch(/^[0-9a-f-]{32,36}$/);
      expect(screen.getByRole('heading', { name: 'Please wait' })).toBeTruthy();
    });

    it('verification required → the personal-data view', async () => {
      const api = setupFiatWithdrawApi([rubCard], {
        'GET /api/v2/wallet/wager': {
          status: 200,
          body: { ...clearWager, verificationRequired: true },
        },
      });
      const { user, panel } = await openFiatWithdrawForm();
      await fillValidCard(user, panel);
      await submitAndConfirm(user, panel);
      expect(await within(panel).findByTestId('personal-data-view')).toBeTruthy();
      expect(api.calls(SELL)).toHaveLength(0);
    });

    it('a refused sell shows the fiat failure toast and the server’s field error under its field', async () => {
      setupFiatWithdrawApi([rubCard], {
        [SELL]: {
          status: 400,
          body: errorBody('validation_error', {
            fields: { 'details.card': { key: 'Validation.invalid_card' } },
          }),
        },
      });
      const { user, panel } = await openFiatWithdrawForm();
      await fillValidCard(user, panel);
      await submitAndConfirm(user, panel);
      expect(await findToast(FAIL_MESSAGE)).toBeTruthy();
      expect(within(panel).getByTestId('fiat-withdraw-card-error').textContent).toBe(
        'Enter the 16 digits of the card number',
      );
      expect(within(panel).getByTestId('fiat-withdraw-form')).toBeTruthy();
      // Editing the field clears the server's message.
      await user.type(within(panel).getByTestId('fiat-withdraw-card'), '{Backspace}5');
      expect(within(panel).queryByTestId('fiat-withdraw-card-error')).toBeNull();
    });

    it('a catalogue code shows its own message with the request key', async () => {
      setupFiatWithdrawApi([rubCard], {
        [SELL]: { status: 409, body: errorBody('insufficient_balance') },
      });
      const { user, panel } = await openFiatWithdrawForm();
      await fillValidCard(user, panel);
      await submitAndConfirm(user, panel);
      expect(
        await findToast('Not enough money on the balance for the amount and the fee.'),
      ).toBeTruthy();
      expect(screen.getByText(/test-request/)).toBeTruthy();
    });

    it('detail wager from the create opens the wager view', async () => {
      setupFiatWithdrawApi([rubCard], { [SELL]: { status: 403, body: errorBody('wager') } });
      const { user, panel } = await openFiatWithdrawForm();
      await fillValidCard(user, panel);
      await submitAndConfirm(user, panel);
      expect(await within(panel).findByTestId('wager-view')).toBeTruthy();
    });

    it('no answer: the failure toast, and confirming again replays the same Idempotency-Key', async () => {
      let fail = true;
      const api = setupFiatWithdrawApi([rubCard], {
        [SELL]: () => (fail ? { status: 502, body: {} } : { status: 200, body: pendingSell() }),
      });
      const { user, panel } = await openFiatWithdrawForm();
      await fillValidCard(user, panel);
      await submitAndConfirm(user, panel);
      expect(await findToast(FAIL_MESSAGE)).toBeTruthy();
      expect(within(panel).getByTestId('fiat-withdraw-form')).toBeTruthy();

      fail = false;
      await waitForSubmit(panel, true);
      await submitAndConfirm(user, panel);
      expect(await within(panel).findByTestId('pending-withdraw')).toBeTruthy();
      const [first, retry] = sellKeys(api.fetch);
      expect(retry).toBe(first);
    });

    it('a changed draft after a failure is a new attempt with a new key', async () => {
      const api = setupFiatWithdrawApi([rubCard], { [SELL]: { status: 502, body: {} } });
      const { user, panel } = await openFiatWithdrawForm();
      await fillValidCard(user, panel);
      await submitAndConfirm(user, panel);
      await findToast(FAIL_MESSAGE);
      await submitAndConfirm(user, panel);
      await waitFor(() => expect(sellKeys(api.fetch)).toHaveLength(2));
      await user.clear(within(panel).getByTestId('fiat-withdraw-amount'));
      await user.type(within(panel).getByTestId('fiat-withdraw-amount'), '1600');
      await waitForSubmit(panel, true);
      await submitAndConfirm(user, panel);
      await waitFor(() => expect(sellKeys(api.fetch)).toHaveLength(3));
      const [first, retry, changed] = sellKeys(api.fetch);
      expect(retry).toBe(first);
      expect(changed).not.toBe(first);
    });

    it('back goes to the withdraw tab and clears the draft', async () => {
      setupFiatWithdrawApi([rubCard]);
      const { user, panel } = await openFiatWithdrawForm();
      await user.type(within(panel).getByTestId('fiat-withdraw-amount'), '1500');
      await user.click(within(panel).getByTestId('wallet-back'));
      expect(within(panel).getByTestId('wallet-tab-withdraw').getAttribute('aria-selected')).toBe(
        'true',
      );
      await user.click(await within(panel).findByTestId('payment-method-fiat-rub-card'));
      expect(
        ((await within(panel).findByTestId('fiat-withdraw-amount')) as HTMLInputElement).value,
      ).toBe('');
    });
  },
);
