import { describe, expect, it } from 'vitest';
import type { FiatPaymentMethod } from '@wheelhouse/contracts/fiat';
import { amount, makeBalance, USD } from '../../../test/balance-fixtures';
import {
  availableInMethodCurrency,
  digitsInput,
  draftFromSaved,
  feeAndNet,
  fiatWithdrawTitle,
  formatCardInput,
  maskedDestination,
  methodScale,
  readSellAmount,
  sellRequestOf,
  shownFields,
} from './fiat-withdraw-form';
import {
  callingCodeOf,
  countryOfPhone,
  defaultPhoneCountry,
  filterCountries,
  internationalPhone,
  nationalPart,
  phoneCountries,
} from './phone';

function method(
  extra: Partial<FiatPaymentMethod> = {},
  sell: Partial<NonNullable<FiatPaymentMethod['sell']>> = {},
): FiatPaymentMethod {
  return {
    id: 'rub-card',
    name: 'Card RUB',
    icon: '',
    iconBig: '',
    label: 'Card',
    method: 'p2p',
    currency: 'RUB',
    priority: 10,
    buy: null,
    sell: {
      minAmount: '500.00',
      maxAmount: '100000.00',
      levels: [{ minAmount: '0.00', percent: '2', fixed: '10.00' }],
      subbanks: [],
      requiredFields: [],
      optionalFields: [],
      ...sell,
    },
    ...extra,
  };
}

const RUB = { code: 'RUB', displayFormat: '{amount} ₽', icon: '' };

describe('fiat-withdraw title per method kind (spec §2)', () => {
  it.each([
    ['steam', 'steam'],
    ['account_number', 'account_number'],
    ['mpayment', 'mobile'],
    ['p2p', 'p2p'],
    ['sbp', 'default'],
    ['blik', 'default'],
    ['ewallet', 'default'],
  ] as const)('%s → %s', (kind, title) => {
    expect(fiatWithdrawTitle(kind)).toBe(title);
  });
});

describe('which fields the form shows', () => {
  const fieldsOf = (m: FiatPaymentMethod, subbankId?: string) =>
    shownFields(
      m,
      m.sell?.subbanks.find((s) => s.id === subbankId),
    ).map(({ field, required }) => `${field}${required ? '' : '?'}`);

  it('a card method: the name and the card; full-name fields fold into the name', () => {
    expect(fieldsOf(method({}, { requiredFields: ['full_name', 'card'] }))).toEqual([
      'name',
      'card',
    ]);
  });
  it('steam and blik ask for no name', () => {
    expect(fieldsOf(method({ method: 'steam' }, { requiredFields: ['account_number'] }))).toEqual([
      'account_number',
    ]);
    expect(
      fieldsOf(method({ method: 'blik', currency: 'PLN' }, { requiredFields: ['phone'] })),
    ).toEqual(['phone']);
  });
  it('sbp needs the phone; optional fields come last, marked optional', () => {
    expect(fieldsOf(method({ method: 'sbp' }, { optionalFields: ['email'] }))).toEqual([
      'name',
      'phone',
      'email?',
    ]);
  });
  it('email-based methods need the email', () => {
    expect(
      fieldsOf(method({ id: 'revolut', name: 'Revolut', method: 'ewallet', currency: 'EUR' })),
    ).toEqual(['name', 'email']);
  });
  it('a subbank adds its own required and optional fields', () => {
    const idr = method(
      { id: 'idr-bank', method: 'account_number', currency: 'IDR' },
      {
        subbanks: [
          {
            id: 'bca',
            name: 'BCA',
            icon: '',
            externalDetailsFields: { required: ['person_id'], optional: ['phone'] },
          },
        ],
      },
    );
    expect(fieldsOf(idr)).toEqual(['name', 'account_number']);
    expect(fieldsOf(idr, 'bca')).toEqual(['name', 'account_number', 'person_id', 'phone?']);
  });
});

describe('fee and net (spec §5, 2 decimals)', () => {
  it('fixed plus percent of the amount, the net is amount minus fee', () => {
    const m = method();
    expect(feeAndNet(100_000n, m, 2)).toMatchObject({ fee: '30.00', net: '970.00' });
    expect(feeAndNet(123_456n, m, 2)).toMatchObject({ fee: '34.70', net: '1199.86' });
  });
  it('without a tier there is no fee', () => {
    expect(feeAndNet(50_000n, method({}, { levels: [] }), 2)).toMatchObject({
      fee: '0.00',
      net: '500.00',
    });
  });
  it('a finer currency scale is still shown with 2 decimals', () => {
    const m = method({}, { minAmount: '1.000', maxAmount: '10.000', levels: [] });
    expect(methodScale(m)).toBe(3);
    expect(feeAndNet(1_235n, m, 3)).toMatchObject({ net: '1.24' });
  });
  it('reads the amount as typed, a comma as the point', () => {
    expect(readSellAmount('1500,5', 2)).toBe(150_050n);
    expect(readSellAmount('abc', 2)).toBeNull();
    expect(readSellAmount('1.234', 2)).toBeNull();
  });
});

describe('the balance the client can check', () => {
  it('is the fiat balance when the display currency is the method currency', () => {
    const balance = makeBalance({ fiat: amount('1234.567891', RUB) });
    expect(availableInMethodCurrency(balance, method(), 2)).toBe(123_456n);
  });
  it('is the server’s answer for the method otherwise, cut to the method’s decimals', () => {
    const shown = makeBalance({ fiat: amount('10.00', USD) });
    expect(
      availableInMethodCurrency(shown, method(), 2, { amount: '812.349', currency: 'RUB' }),
    ).toBe(81_234n);
    // An answer for another currency (a method changed meanwhile) is no answer.
    expect(
      availableInMethodCurrency(shown, method(), 2, { amount: '5.00', currency: 'USD' }),
    ).toBeNull();
  });
  it('is unknown without either (the order checks it)', () => {
    expect(
      availableInMethodCurrency(makeBalance({ fiat: amount('10.00', USD) }), method(), 2),
    ).toBeNull();
    expect(availableInMethodCurrency(undefined, method(), 2)).toBeNull();
  });
});

describe('inputs and the request', () => {
  it('groups a card by four as it is typed, 16 digits at most', () => {
    expect(formatCardInput('42761234')).toBe('4276 1234');
    expect(formatCardInput('4276-1234-5678-9012-345')).toBe('4276 1234 5678 9012');
    expect(digitsInput('12a34567890123', 10)).toBe('1234567890');
  });

  it('pre-fills from the first saved entry, never the amount', () => {
    const draft = draftFromSaved('rub-card', [
      { card: '4276123412341234', name: 'Ivan Petrov' },
      { card: '5555000011112222', name: 'Old' },
    ]);
    expect(draft).toEqual({
      bankId: 'rub-card',
      amount: '',
      details: { card: '4276 1234 1234 1234', name: 'Ivan Petrov' },
    });
    expect(draftFromSaved('rub-card', [])).toEqual({ bankId: 'rub-card', amount: '', details: {} });
  });

  it('sends normalised details, optional ones only when present, subbank only when the method has them', () => {
    const m = method({ method: 'sbp' }, { optionalFields: ['email'] });
    const request = sellRequestOf(
      {
        bankId: 'rub-card',
        amount: ' 1500,50 ',
        subbankId: 'stale',
        details: { name: '  Ivan   Petrov ', phone: '+7 912 345-67-89', email: '   ', card: '1' },
      },
      m,
      'RU',
    );
    expect(request).toEqual({
      amount: '1500.50',
      bankId: 'rub-card',
      details: { name: 'Ivan Petrov', phone: '+79123456789' },
    });
  });

  it('masks the destination to its last four', () => {
    expect(maskedDestination({ card: '4276123412341234' })).toBe('•••• 1234');
    expect(maskedDestination({ email: 'a@b.co' })).toBe('a@b.co');
    expect(maskedDestination({})).toBeNull();
  });
});

describe('phone picker', () => {
  it.each([
    ['RUB', 'RU'],
    ['KZT', 'KZ'],
    ['UAH', 'UA'],
    ['UZS', 'UZ'],
    ['PLN', 'PL'],
    ['IDR', 'ID'],
    ['USD', 'US'],
    ['EUR', 'US'],
  ])('defaults to the country of %s: %s', (currency, country) => {
    expect(defaultPhoneCountry(currency)).toBe(country);
  });

  it('keeps the whole number with its calling code; the input shows the national part', () => {
    expect(internationalPhone('912 345 67 89', 'RU')).toBe('+7 912 345 67 89');
    expect(internationalPhone('  ', 'RU')).toBe('');
    expect(nationalPart('+7 912 345 67 89', 'RU')).toBe('912 345 67 89');
    expect(nationalPart('+48 600 000 000', 'RU')).toBe('600 000 000');
    expect(callingCodeOf('PL')).toBe('48');
  });

  it('finds the country of a saved number', () => {
    expect(countryOfPhone('+7 701 123 4567')).toBe('KZ');
    expect(countryOfPhone('+48 512 345 678')).toBe('PL');
    expect(countryOfPhone('912')).toBeUndefined();
  });

  it('searches by name, ISO code or calling code', () => {
    const all = phoneCountries('en');
    expect(filterCountries(all, 'poland').map((c) => c.code)).toEqual(['PL']);
    expect(filterCountries(all, 'kz').map((c) => c.code)).toContain('KZ');
    expect(filterCountries(all, '+998').map((c) => c.code)).toEqual(['UZ']);
    expect(filterCountries(all, '').length).toBe(all.length);
  });
});
