import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { openWalletPanel } from '../../../../lib/wallet-panel/wallet-panel-store';
import { errorBody, type ApiRoutes } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { asDesktop, setupWithdrawApi } from '../../test/withdraw-fixtures';

afterEach(() => {
  toast.dismiss();
});

const findToast = (text: string) => screen.findByText(text, { selector: '[data-title]' });
const toastTitles = () =>
  screen.queryAllByText(/./, { selector: '[data-title]' }).map((node) => node.textContent);

/** The deposit tab of the panel with the USDT (TRC20) address view opened. */
async function openAddress(routes: ApiRoutes) {
  asDesktop();
  setupWithdrawApi(routes);
  const user = userEvent.setup();
  renderApp('/en');
  await screen.findByTestId('header-avatar');
  act(() => openWalletPanel('deposit'));
  const panel = await screen.findByTestId('wallet-panel');
  await user.click(await within(panel).findByTestId('payment-method-USDT-TRC20'));
  return { user, panel };
}

beforeAll(() => import('../panel/wallet-panel'));

describe('a failed crypto deposit address request (cashier spec §8)', () => {
  it('a catalogue code shows its toast with the request key and time; the view offers a retry', async () => {
    const { panel } = await openAddress({
      'POST /api/v1/wallet/txns/deposit': {
        status: 403,
        body: errorBody('payments_are_disabled', { key: 'req-31' }),
      },
    });
    expect(await findToast('Payments are temporarily unavailable.')).toBeTruthy();
    expect(
      await screen.findByText(/Error req-31/, { selector: '[data-description]' }),
    ).toBeTruthy();
    const alert = await within(panel).findByTestId('crypto-deposit-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('any other error shows the generic create-deposit-fail toast, once per failed attempt', async () => {
    let attempts = 0;
    const { user, panel } = await openAddress({
      'POST /api/v1/wallet/txns/deposit': () => {
        attempts += 1;
        return attempts < 3
          ? { status: 500, body: errorBody('internal') }
          : { status: 200, body: { address: 'TQ-third-try', minAmount: '1', network: 'TRX' } };
      },
    });
    expect(await findToast('The deposit could not be created')).toBeTruthy();
    expect(
      screen.getByText('The operation could not be completed. Please try again later.', {
        selector: '[data-description]',
      }),
    ).toBeTruthy();
    const alert = await within(panel).findByTestId('crypto-deposit-error');
    expect(alert.textContent).toContain('The deposit address could not be loaded');
    expect(toastTitles()).toEqual(['The deposit could not be created']);

    // The retry fails again: its own toast; then it succeeds.
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(attempts).toBe(2));
    await waitFor(() =>
      expect(toastTitles()).toEqual([
        'The deposit could not be created',
        'The deposit could not be created',
      ]),
    );
    await user.click(
      within(await within(panel).findByTestId('crypto-deposit-error')).getByRole('button', {
        name: 'Try again',
      }),
    );
    expect((await within(panel).findByTestId('crypto-deposit-address')).textContent).toBe(
      'TQ-third-try',
    );
  });

  it('a responsible-gaming refusal says in place which limit and until when, without a toast', async () => {
    const { panel } = await openAddress({
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
    const alert = await within(panel).findByTestId('crypto-deposit-error');
    await waitFor(() =>
      expect(alert.textContent).toMatch(/over your daily deposit limit of 10.000000 USD/),
    );
    expect(toastTitles()).toEqual([]);
  });
});
