import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amount, makeBalance, USD } from '../../../../test/balance-fixtures';
import {
  fillValidCard,
  idrBank,
  kztMobile,
  openFiatWithdrawForm,
  plnBlik,
  revolut,
  rubCard,
  rubSbp,
  setupFiatWithdrawApi,
  steam,
  uahLatinCard,
  waitForSubmit,
} from './fiat-withdraw-test-fixtures';

const input = (panel: HTMLElement, testId: string) =>
  within(panel).getByTestId(testId) as HTMLInputElement;
const errorText = (panel: HTMLElement, testId: string) =>
  within(panel).queryByTestId(`${testId}-error`)?.textContent ?? null;

describe(
  'fiat-withdraw form (spec §5 "Fiat withdrawal", "Field formats")',
  { timeout: 30_000 },
  () => {
    it('titles the view by the method kind', async () => {
      setupFiatWithdrawApi([rubCard]);
      await openFiatWithdrawForm();
      expect(screen.getByRole('heading', { name: 'Withdraw to a card' })).toBeTruthy();
    });

    it.each([
      ['steam', steam, 'Withdraw to Steam'],
      ['mpayment', kztMobile, 'Withdraw to a mobile account'],
      ['account_number', idrBank, 'Withdraw to a bank account'],
      ['any other kind (sbp)', rubSbp, 'Withdraw with SBP'],
    ])('titles %s', async (_kind, method, title) => {
      setupFiatWithdrawApi([method]);
      await openFiatWithdrawForm(method.id);
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    });

    it('checks the amount: format, minimum, maximum, and the balance with the fee', async () => {
      setupFiatWithdrawApi([rubCard], {}, '2000.00');
      const { user, panel } = await openFiatWithdrawForm();
      const amount = input(panel, 'fiat-withdraw-amount');
      expect(within(panel).getByText('From 500.00 RUB to 100,000.00 RUB')).toBeTruthy();
      expect(within(panel).getByTestId('fiat-withdraw-available').textContent).toBe(
        'Available: 2,000.00 RUB',
      );

      await user.type(amount, '12a');
      expect(errorText(panel, 'fiat-withdraw-amount')).toBe('Enter a valid amount');
      await user.clear(amount);
      await user.type(amount, '1.234');
      expect(errorText(panel, 'fiat-withdraw-amount')).toBe('Use at most 2 decimal places');
      await user.clear(amount);
      await user.type(amount, '499');
      expect(errorText(panel, 'fiat-withdraw-amount')).toBe('The minimum is 500.00 RUB');
      // 2000 + 2 % + 10 does not fit in 2000: the largest that does is named.
      await user.clear(amount);
      await user.type(amount, '2000');
      expect(errorText(panel, 'fiat-withdraw-amount')).toBe('The maximum is 1950.98 RUB');
      await user.clear(amount);
      await user.type(amount, '1950.98');
      expect(errorText(panel, 'fiat-withdraw-amount')).toBeNull();
    });

    it('names the maximum of the method above it', async () => {
      setupFiatWithdrawApi([rubCard], {}, '500000.00');
      const { user, panel } = await openFiatWithdrawForm();
      await user.type(input(panel, 'fiat-withdraw-amount'), '100000.01');
      expect(errorText(panel, 'fiat-withdraw-amount')).toBe('The maximum is 100000.00 RUB');
    });

    it('shows the minimum message when the balance is at or below the minimum', async () => {
      setupFiatWithdrawApi([rubCard], {}, '500.00');
      const { user, panel } = await openFiatWithdrawForm();
      await user.type(input(panel, 'fiat-withdraw-amount'), '100');
      expect(errorText(panel, 'fiat-withdraw-amount')).toBe('The minimum is 500.00 RUB');
    });

    it('checks the balance in the method currency when the player shows another currency', async () => {
      // A USD display: the Balance cannot tell the RUB balance, the server answers it.
      setupFiatWithdrawApi([rubCard], {
        'GET /api/v1/wallet/balance': {
          status: 200,
          body: makeBalance({ total: amount('21.50', USD), fiat: amount('21.50', USD) }),
        },
        'GET /api/v2/wallet/orders/sell/available': {
          status: 200,
          body: { amount: '2000.004', currency: 'RUB' },
        },
      });
      const { user, panel } = await openFiatWithdrawForm();
      await waitFor(() =>
        expect(within(panel).getByTestId('fiat-withdraw-available').textContent).toBe(
          'Available: 2,000.00 RUB',
        ),
      );
      await user.type(input(panel, 'fiat-withdraw-amount'), '2000');
      expect(errorText(panel, 'fiat-withdraw-amount')).toBe('The maximum is 1950.98 RUB');
    });

    it('shows the minimum message from the server’s balance at or below the minimum', async () => {
      setupFiatWithdrawApi([rubCard], {
        'GET /api/v1/wallet/balance': {
          status: 200,
          body: makeBalance({ total: amount('5.00', USD), fiat: amount('5.00', USD) }),
        },
        'GET /api/v2/wallet/orders/sell/available': {
          status: 200,
          body: { amount: '450.00', currency: 'RUB' },
        },
      });
      const { user, panel } = await openFiatWithdrawForm();
      await within(panel).findByTestId('fiat-withdraw-available');
      await user.type(input(panel, 'fiat-withdraw-amount'), '600');
      expect(errorText(panel, 'fiat-withdraw-amount')).toBe('The minimum is 500.00 RUB');
    });

    it('shows the fee and the net amount with 2 decimals as the amount changes', async () => {
      setupFiatWithdrawApi([rubCard], {}, '100000.00');
      const { user, panel } = await openFiatWithdrawForm();
      expect(within(panel).queryByTestId('fiat-withdraw-fee')).toBeNull();
      const amount = input(panel, 'fiat-withdraw-amount');
      await user.type(amount, '1000');
      expect(within(panel).getByTestId('fiat-withdraw-fee-amount').textContent).toBe('30.00 RUB');
      expect(within(panel).getByTestId('fiat-withdraw-net').textContent).toBe('970.00 RUB');
      // The next tier (from 50,000: 1 %, no fixed part).
      await user.clear(amount);
      await user.type(amount, '60000.5');
      expect(within(panel).getByTestId('fiat-withdraw-fee-amount').textContent).toBe('600.01 RUB');
      expect(within(panel).getByTestId('fiat-withdraw-net').textContent).toBe('59,400.49 RUB');
    });

    it('needs the name and a 16-digit card, grouping it as it is typed', async () => {
      setupFiatWithdrawApi([rubCard]);
      const { user, panel } = await openFiatWithdrawForm();
      const card = input(panel, 'fiat-withdraw-card');
      await user.type(card, '427612341234');
      await user.tab();
      expect(card.value).toBe('4276 1234 1234');
      expect(errorText(panel, 'fiat-withdraw-card')).toBe('Enter the 16 digits of the card number');
      await user.click(input(panel, 'fiat-withdraw-name'));
      await user.tab();
      expect(errorText(panel, 'fiat-withdraw-name')).toBe('This field is required');
      await user.type(card, '12345678');
      expect(card.value).toBe('4276 1234 1234 1234');
      expect(errorText(panel, 'fiat-withdraw-card')).toBeNull();
    });

    it('keeps submit disabled until every rule passes; Enter shows what is missing', async () => {
      setupFiatWithdrawApi([rubCard]);
      const { user, panel } = await openFiatWithdrawForm();
      await waitForSubmit(panel, false);
      await user.type(input(panel, 'fiat-withdraw-amount'), '1500{Enter}');
      expect(errorText(panel, 'fiat-withdraw-name')).toBe('This field is required');
      expect(errorText(panel, 'fiat-withdraw-card')).toBe('This field is required');
      await user.type(input(panel, 'fiat-withdraw-name'), 'Ivan Petrov');
      await waitForSubmit(panel, false);
      await user.type(input(panel, 'fiat-withdraw-card'), '4276123412341234');
      await waitForSubmit(panel, true);
    });

    it('asks no name for steam or blik', async () => {
      setupFiatWithdrawApi([steam, plnBlik]);
      const { user, panel } = await openFiatWithdrawForm('steam');
      expect(within(panel).queryByTestId('fiat-withdraw-name')).toBeNull();
      expect(within(panel).getByTestId('fiat-withdraw-account_number')).toBeTruthy();
      await user.click(within(panel).getByTestId('wallet-back'));
      await user.click(await within(panel).findByTestId('payment-method-fiat-pln-blik'));
      await within(panel).findByTestId('fiat-withdraw-form');
      expect(within(panel).queryByTestId('fiat-withdraw-name')).toBeNull();
      expect(within(panel).getByTestId('fiat-withdraw-phone')).toBeTruthy();
    });

    it('checks the name in Latin letters when the method requires full_name_latin', async () => {
      setupFiatWithdrawApi([uahLatinCard]);
      const { user, panel } = await openFiatWithdrawForm('uah-card');
      const name = input(panel, 'fiat-withdraw-name');
      expect(within(panel).getByLabelText('Full name in Latin letters, as on the card')).toBe(name);
      await user.type(name, 'Іван Петренко');
      await user.tab();
      expect(errorText(panel, 'fiat-withdraw-name')).toBe(
        'Use Latin letters, spaces and hyphens only',
      );
      await user.clear(name);
      await user.type(name, 'Ivan Petrenko-Kyiv');
      expect(errorText(panel, 'fiat-withdraw-name')).toBeNull();
      // Optional expiry: valid when empty, checked when present.
      const month = input(panel, 'fiat-withdraw-expiration_month');
      expect(within(panel).getByLabelText('Card expiry month (MM) (optional)')).toBe(month);
      await user.type(month, '13');
      await user.tab();
      expect(errorText(panel, 'fiat-withdraw-expiration_month')).toBe(
        'Check the format of this value',
      );
      const year = input(panel, 'fiat-withdraw-expiration_year');
      await user.type(year, '20301');
      expect(year.value).toBe('2030');
    });

    it('needs the email for an email-based method', async () => {
      setupFiatWithdrawApi([revolut]);
      const { user, panel } = await openFiatWithdrawForm('revolut');
      const email = input(panel, 'fiat-withdraw-email');
      await user.type(email, 'not-an-email');
      await user.tab();
      expect(errorText(panel, 'fiat-withdraw-email')).toBe('Enter a valid email address');
    });

    it('defaults the phone country by the method currency and checks the number', async () => {
      setupFiatWithdrawApi([rubSbp]);
      const { user, panel } = await openFiatWithdrawForm('rub-sbp');
      const country = within(panel).getByTestId('fiat-withdraw-phone-country');
      expect(country.textContent).toContain('+7');
      const phone = input(panel, 'fiat-withdraw-phone');
      await user.type(phone, '123');
      await user.tab();
      expect(errorText(panel, 'fiat-withdraw-phone')).toBe(
        'Enter a valid phone number with its country code',
      );
      await user.clear(phone);
      await user.type(phone, '912 345 67 89');
      expect(errorText(panel, 'fiat-withdraw-phone')).toBeNull();
    });

    it('picks another country with the keyboard from a searchable list', async () => {
      setupFiatWithdrawApi([plnBlik], {}, '10000.00');
      const { user, panel } = await openFiatWithdrawForm('pln-blik');
      const opener = within(panel).getByTestId('fiat-withdraw-phone-country');
      expect(opener.textContent).toContain('+48');
      await user.type(input(panel, 'fiat-withdraw-phone'), '600 000 000');
      opener.focus();
      await user.keyboard('{Enter}');
      const search = await within(panel).findByTestId('fiat-withdraw-phone-countries-search');
      expect(document.activeElement).toBe(search);
      await user.keyboard('ukra');
      expect(within(panel).getByTestId('fiat-withdraw-phone-countries-UA')).toBeTruthy();
      await user.keyboard('{Enter}');
      expect(within(panel).queryByTestId('fiat-withdraw-phone-countries')).toBeNull();
      expect(opener.textContent).toContain('+380');
      // Enter on the picker and in its search is not a submit: nothing is flagged as missing.
      expect(errorText(panel, 'fiat-withdraw-name')).toBeNull();
      // The national number stays; Escape closes the list and not the wallet.
      expect(input(panel, 'fiat-withdraw-phone').value).toBe('600 000 000');
      await user.click(opener);
      await within(panel).findByTestId('fiat-withdraw-phone-countries');
      await user.keyboard('{Escape}');
      expect(within(panel).queryByTestId('fiat-withdraw-phone-countries')).toBeNull();
      expect(screen.getByTestId('wallet-panel')).toBeTruthy();
    });

    it('asks for the bank of a method with subbanks, then the bank’s own fields', async () => {
      setupFiatWithdrawApi([idrBank], {}, '10000.00');
      const { user, panel } = await openFiatWithdrawForm('idr-bank');
      expect(within(panel).queryByTestId('fiat-withdraw-person_id')).toBeNull();
      const select = within(panel).getByTestId('fiat-withdraw-subbank') as HTMLSelectElement;
      await user.click(select);
      await user.tab();
      expect(errorText(panel, 'fiat-withdraw-subbank')).toBe('This field is required');
      await user.selectOptions(select, 'bca');
      expect(errorText(panel, 'fiat-withdraw-subbank')).toBeNull();
      const personId = input(panel, 'fiat-withdraw-person_id');
      await user.type(personId, '12345');
      await user.tab();
      expect(errorText(panel, 'fiat-withdraw-person_id')).toBe(
        'Enter the 10 digits of your personal id',
      );
      expect(within(panel).getByLabelText('Email (optional)')).toBeTruthy();
      await user.selectOptions(select, 'bri');
      expect(within(panel).queryByTestId('fiat-withdraw-person_id')).toBeNull();
    });

    it('pre-fills the form from the first saved entry', async () => {
      const api = setupFiatWithdrawApi([rubCard], {
        'GET /api/v2/wallet/orders/sell/saved': {
          status: 200,
          body: [
            { card: '4276123412341234', name: 'Ivan Petrov' },
            { card: '5555000011112222', name: 'Someone Else' },
          ],
        },
      });
      const { panel } = await openFiatWithdrawForm();
      expect(input(panel, 'fiat-withdraw-card').value).toBe('4276 1234 1234 1234');
      expect(input(panel, 'fiat-withdraw-name').value).toBe('Ivan Petrov');
      expect(input(panel, 'fiat-withdraw-amount').value).toBe('');
      const asked = api.fetch.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.includes('/sell/saved'));
      expect(asked).toEqual(['/api/v2/wallet/orders/sell/saved?bankId=rub-card']);
    });

    it('works without saved details when their lookup fails', async () => {
      setupFiatWithdrawApi([rubCard], {
        'GET /api/v2/wallet/orders/sell/saved': { status: 500, body: {} },
      });
      const { panel } = await openFiatWithdrawForm();
      expect(input(panel, 'fiat-withdraw-card').value).toBe('');
    });

    it('shows the mobile-payment banner only once the form is valid', async () => {
      setupFiatWithdrawApi([kztMobile]);
      const { user, panel } = await openFiatWithdrawForm('kzt-mobile');
      expect(within(panel).getByTestId('fiat-withdraw-phone-country').textContent).toContain('+7');
      await user.type(input(panel, 'fiat-withdraw-amount'), '1000');
      await user.type(input(panel, 'fiat-withdraw-name'), 'Aigerim S');
      expect(within(panel).queryByTestId('fiat-withdraw-mobile-banner')).toBeNull();
      await user.type(input(panel, 'fiat-withdraw-phone'), '701 123 4567');
      expect(
        (await within(panel).findByTestId('fiat-withdraw-mobile-banner')).textContent,
      ).toContain('mobile account');
      await waitForSubmit(panel, true);
    });

    it('shows the form for a RUB card with valid input (the helper the flow tests use)', async () => {
      setupFiatWithdrawApi([rubCard]);
      const { user, panel } = await openFiatWithdrawForm();
      await fillValidCard(user, panel);
      await waitFor(() =>
        expect(within(panel).getByTestId('fiat-withdraw-net').textContent).toBe('1,460.00 RUB'),
      );
    });
  },
);
