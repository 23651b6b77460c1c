import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { FiatPaymentMethod } from '@wheelhouse/contracts/fiat';
import { openWalletPanel } from '../../../../lib/wallet-panel/wallet-panel-store';
import { renderApp } from '../../../../test/render-app';
import { fiatMethod, fiatOrder } from '../../test/fiat-deposit-fixtures';
import { asDesktop, cryptoMethod, setupWithdrawApi } from '../../test/withdraw-fixtures';

afterEach(() => {
  toast.dismiss();
});

const EXPIRES = Math.floor(Date.now() / 1000) + 900;

/** A deposit method that asks for a phone on the additional-details step. */
const phoneMethod = (id: string, currency: string, phone: 'required' | 'optional' = 'required') =>
  fiatMethod(
    id,
    { name: `Mobile ${currency}`, method: 'mpayment', currency, priority: 100 },
    {
      externalDetailsFields:
        phone === 'required'
          ? { required: ['phone'], optional: [] }
          : { required: ['email'], optional: ['phone'] },
    },
  );

/** The additional-details step of `method`, reached through its amount form. */
async function openAdditionalDetails(method: FiatPaymentMethod) {
  asDesktop();
  const api = setupWithdrawApi({
    'GET /api/v1/wallet/currencies/bonus': { status: 200, body: [cryptoMethod('USDT-TRC20')] },
    'GET /api/v2/wallet/orders/conditions': { status: 200, body: { methods: [method], other: [] } },
    'POST /api/v2/wallet/orders/buy': { status: 200, body: fiatOrder({}, EXPIRES) },
    'GET /api/v1/wallet/orders/buy/order-1': { status: 200, body: fiatOrder({}, EXPIRES) },
  });
  const user = userEvent.setup();
  renderApp('/en');
  await screen.findByTestId('header-avatar');
  act(() => openWalletPanel('deposit'));
  const panel = await screen.findByTestId('wallet-panel');
  await user.click(await within(panel).findByTestId(`payment-method-fiat-${method.id}`));
  await user.click(await within(panel).findByTestId('fiat-deposit-submit'));
  await within(panel).findByTestId('fiat-deposit-additional-form');
  return { api, user, panel };
}

const phoneInput = (panel: HTMLElement) =>
  within(panel).getByTestId('fiat-deposit-field-phone') as HTMLInputElement;
const phoneError = (panel: HTMLElement) =>
  within(panel).queryByTestId('fiat-deposit-field-phone-error')?.textContent ?? null;

describe(
  'the deposit’s additional-details phone (cashier spec §5 "Phone")',
  { timeout: 30_000 },
  () => {
    it.each([
      ['RUB', 'RU', '+7'],
      ['KZT', 'KZ', '+7'],
      ['UAH', 'UA', '+380'],
      ['UZS', 'UZ', '+998'],
      ['IDR', 'ID', '+62'],
      ['PLN', 'PL', '+48'],
    ])(
      'defaults the country picker by the deposit currency: %s → %s',
      async (currency, iso, code) => {
        const { panel } = await openAdditionalDetails(phoneMethod(`m-${currency}`, currency));
        const opener = within(panel).getByTestId('fiat-deposit-field-phone-country');
        expect(opener.textContent).toContain(`${iso}+${code.slice(1)}`);
        expect(opener.getAttribute('aria-haspopup')).toBe('listbox');
        // The only field: it has the focus, the picker is one Shift+Tab away.
        expect(document.activeElement).toBe(phoneInput(panel));
      },
    );

    it('checks the number in the chosen country and sends it as E.164', async () => {
      const { api, user, panel } = await openAdditionalDetails(phoneMethod('rub-mobile', 'RUB'));
      // A Ukrainian mobile number typed without its code is not a Russian number.
      await user.type(phoneInput(panel), '50 123 4567');
      await user.click(within(panel).getByTestId('fiat-deposit-additional-submit'));
      expect(phoneError(panel)).toBe('Enter a valid phone number with its country code');
      expect(api.calls('POST /api/v2/wallet/orders/buy')).toEqual([]);

      // Ukraine, chosen with the keyboard: the same national number is now valid.
      await user.click(phoneInput(panel));
      await user.keyboard('{Shift>}{Tab}{/Shift}');
      const opener = within(panel).getByTestId('fiat-deposit-field-phone-country');
      expect(document.activeElement).toBe(opener);
      await user.keyboard('{Enter}');
      await within(panel).findByTestId('fiat-deposit-field-phone-countries-search');
      await user.keyboard('ukra');
      await user.keyboard('{Enter}');
      expect(within(panel).queryByTestId('fiat-deposit-field-phone-countries')).toBeNull();
      expect(opener.textContent).toContain('+380');
      expect(phoneInput(panel).value).toBe('50 123 4567');
      expect(document.activeElement).toBe(phoneInput(panel));
      expect(phoneError(panel)).toBeNull();

      await user.click(within(panel).getByTestId('fiat-deposit-additional-submit'));
      await waitFor(() =>
        expect(api.calls('POST /api/v2/wallet/orders/buy')[0]).toMatchObject({
          bankId: 'rub-mobile',
          externalFields: { phone: '+380501234567' },
        }),
      );
    });

    it('an optional phone stays optional, and is checked once typed', async () => {
      const { api, user, panel } = await openAdditionalDetails(
        phoneMethod('pln-wallet', 'PLN', 'optional'),
      );
      expect(within(panel).getByLabelText('Phone number (optional)')).toBeTruthy();
      await user.type(within(panel).getByTestId('fiat-deposit-field-email'), 'player@example.com');
      await user.type(phoneInput(panel), '123');
      await user.click(within(panel).getByTestId('fiat-deposit-additional-submit'));
      expect(phoneError(panel)).toBe('Enter a valid phone number with its country code');
      await user.clear(phoneInput(panel));
      await user.type(phoneInput(panel), '512 345 678');
      expect(phoneError(panel)).toBeNull();
      await user.click(within(panel).getByTestId('fiat-deposit-additional-submit'));
      await waitFor(() =>
        expect(api.calls('POST /api/v2/wallet/orders/buy')[0]).toMatchObject({
          externalFields: { email: 'player@example.com', phone: '+48512345678' },
        }),
      );
    });
  },
);
