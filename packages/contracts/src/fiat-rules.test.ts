import { describe, expect, it } from 'vitest';
import type { FiatFeeLevel, FiatPaymentMethod, FiatSubbank } from './fiat';
import {
  base64DecodedLength,
  buyAmountMinor,
  decodeBase64,
  isEmailBasedMethod,
  isLatinFullName,
  maxSellAmount,
  netAmount,
  normalizePhone,
  normalizeSellDetails,
  optionalSellFields,
  PHONE_COUNTRY_BY_CURRENCY,
  phoneCountryForCurrency,
  readDecimalAmount,
  requiredSellFields,
  sellAmountMinor,
  sellFee,
  sniffMediaType,
  validateBuyAmount,
  validateBuyDetails,
  validateDetailField,
  validateDispute,
  validateReceipt,
  validateSellAmount,
  validateSellForm,
  type SellMethod,
} from './fiat-rules';

const required = { key: 'Validation.required' };

function sellMethod(
  overrides: Partial<SellMethod> = {},
  sell: Partial<NonNullable<FiatPaymentMethod['sell']>> = {},
): SellMethod {
  return {
    id: 'rub-card',
    name: 'Card RUB',
    method: 'p2p',
    currency: 'RUB',
    sell: {
      minAmount: '500.00',
      maxAmount: '100000.00',
      levels: [],
      subbanks: [],
      requiredFields: [],
      optionalFields: [],
      ...sell,
    },
    ...overrides,
  };
}

const subbank = (id: string, required: FiatSubbank['externalDetailsFields']['required'] = []) => ({
  id,
  name: id.toUpperCase(),
  icon: `/icons/${id}.svg`,
  externalDetailsFields: { required, optional: [] },
});

describe('validateBuyAmount (spec §5 "Deposit amount", fiat)', () => {
  const method = { currency: 'RUB', buy: { minAmount: '500.00', maxAmount: '300000.00' } };

  it.each([['500'], ['501'], ['300000'], [' 1000 '], ['0500']])('accepts %j', (text) => {
    expect(validateBuyAmount(text, method)).toBeNull();
  });

  it.each([
    ['', required],
    ['   ', required],
    ['10.5', { key: 'Validation.invalid_amount' }],
    ['1,000', { key: 'Validation.invalid_amount' }],
    ['1e3', { key: 'Validation.invalid_amount' }],
    ['-500', { key: 'Validation.invalid_amount' }],
    ['+500', { key: 'Validation.invalid_amount' }],
    ['1 000', { key: 'Validation.invalid_amount' }],
    ['abc', { key: 'Validation.invalid_amount' }],
    ['499', { key: 'Validation.minimum_amount', params: { amount: '500', currency: 'RUB' } }],
    ['0', { key: 'Validation.minimum_amount', params: { amount: '500', currency: 'RUB' } }],
    ['300001', { key: 'Validation.maximum_amount', params: { amount: '300000', currency: 'RUB' } }],
  ])('rejects %j', (text, error) => {
    expect(validateBuyAmount(text, method)).toEqual(error);
  });

  it('shows fractional limits as whole amounts that are themselves allowed', () => {
    const odd = { currency: 'UAH', buy: { minAmount: '100.50', maxAmount: '999.99' } };
    expect(validateBuyAmount('100', odd)).toEqual({
      key: 'Validation.minimum_amount',
      params: { amount: '101', currency: 'UAH' },
    });
    expect(validateBuyAmount('1000', odd)).toEqual({
      key: 'Validation.maximum_amount',
      params: { amount: '999', currency: 'UAH' },
    });
    expect(validateBuyAmount('101', odd)).toBeNull();
    expect(validateBuyAmount('999', odd)).toBeNull();
  });

  it('reads the amount in minor units', () => {
    expect(buyAmountMinor('1500', 2)).toBe(150000n);
    expect(buyAmountMinor('15.00', 2)).toBeNull();
  });
});

describe('phone (spec §5 "Field formats")', () => {
  it('defaults the picker by currency for the six markets', () => {
    expect(PHONE_COUNTRY_BY_CURRENCY).toEqual({
      IDR: 'ID',
      RUB: 'RU',
      KZT: 'KZ',
      UAH: 'UA',
      UZS: 'UZ',
      PLN: 'PL',
    });
    expect(phoneCountryForCurrency('rub')).toBe('RU');
    expect(phoneCountryForCurrency('EUR')).toBeUndefined();
  });

  it.each([
    ['+7 912 345-67-89', '+79123456789'],
    ['+7 (495) 123-45-67', '+74951234567'],
    ['+7 701 123 4567', '+77011234567'],
    ['+7 717 212 3456', '+77172123456'],
    ['+380 50 123 4567', '+380501234567'],
    ['+380 44 123 4567', '+380441234567'],
    ['+998 90 123 45 67', '+998901234567'],
    ['+998 71 234 56 78', '+998712345678'],
    ['+48 512 345 678', '+48512345678'],
    ['+48 22 123 45 67', '+48221234567'],
    ['+62 812-3456-7890', '+6281234567890'],
    ['+62 21 1234 5678', '+622112345678'],
  ])('valid international %j → %s', (text, e164) => {
    expect(normalizePhone(text)).toBe(e164);
    expect(validateDetailField('phone', text, { required: true })).toBeNull();
  });

  it.each([
    ['8 912 345-67-89', 'RU', '+79123456789'],
    ['8 701 123 4567', 'KZ', '+77011234567'],
    ['050 123 4567', 'UA', '+380501234567'],
    ['90 123 45 67', 'UZ', '+998901234567'],
    ['512 345 678', 'PL', '+48512345678'],
    ['0812-3456-7890', 'ID', '+6281234567890'],
  ] as const)('national %j in the picker country %s → %s', (text, country, e164) => {
    expect(normalizePhone(text, country)).toBe(e164);
    expect(
      validateDetailField('phone', text, { required: true, phoneCountry: country }),
    ).toBeNull();
  });

  it.each([
    // Unallocated ranges: well-formed lengths that only the full ('max') metadata rejects.
    ['+7 799 123 4567'],
    ['+48 11 234 56 78'],
    ['+48 990 123 456'],
    ['+62 11 234 5678'],
    ['+62 999 1234 5678'],
    // Wrong prefixes and lengths.
    ['+7 012 345 67 89'],
    ['+7 912 345 67'],
    ['+380 00 123 4567'],
    ['+380 50 123 4'],
    ['+998 00 123 45 67'],
    ['+998 90 123 45 678'],
    ['+48 012 345 678'],
    ['+62 812 345'],
    // Not a phone at all, or a phone inside prose.
    ['912 345 67 89'],
    ['phone'],
    ['call +79123456789'],
    ['+79123456789 ext'],
  ])('invalid %j', (text) => {
    expect(normalizePhone(text)).toBeNull();
    expect(validateDetailField('phone', text, { required: false })).toEqual({
      key: 'Validation.invalid_phone',
    });
  });

  it('a national number needs the picker country', () => {
    expect(normalizePhone('8 912 345 67 89')).toBeNull();
    expect(normalizePhone('8 912 345 67 89', 'PL')).toBeNull();
  });
});

describe('validateDetailField (spec §5 "Field formats")', () => {
  it.each([
    ['email', 'player@example.com'],
    ['email', ' player+fiat@example.co.uk '],
    ['card', '4276123456789012'],
    ['card', '4276 1234 5678 9012'],
    ['person_id', '1234567890'],
    ['full_name_latin', 'Ivan Petrov'],
    ['full_name_latin', 'Anna-Maria Smith-Jones'],
    ['expiration_month', '01'],
    ['expiration_month', '12'],
    ['expiration_year', '2029'],
    ['account_number', '40817810099910004312'],
    ['first_name', 'Иван'],
  ] as const)('%s accepts %j', (field, value) => {
    expect(validateDetailField(field, value, { required: true })).toBeNull();
  });

  it.each([
    ['email', 'player', 'Validation.invalid_email'],
    ['email', 'player@', 'Validation.invalid_email'],
    ['email', '@example.com', 'Validation.invalid_email'],
    ['email', 'a b@example.com', 'Validation.invalid_email'],
    ['card', '427612345678901', 'Validation.invalid_card'],
    ['card', '42761234567890123', 'Validation.invalid_card'],
    ['card', '4276-1234-5678-9012', 'Validation.invalid_card'],
    ['card', '4276 1234 5678 901x', 'Validation.invalid_card'],
    ['person_id', '123456789', 'Validation.invalid_person_id'],
    ['person_id', '12345678901', 'Validation.invalid_person_id'],
    ['person_id', '12345abcde', 'Validation.invalid_person_id'],
    ['full_name_latin', 'Иван Петров', 'Validation.invalid_full_name_latin'],
    ['full_name_latin', "O'Brien", 'Validation.invalid_full_name_latin'],
    ['full_name_latin', 'John2 Smith', 'Validation.invalid_full_name_latin'],
    ['full_name_latin', '-', 'Validation.invalid_full_name_latin'],
    ['full_name_latin', 'José García', 'Validation.invalid_full_name_latin'],
    ['expiration_month', '00', 'Validation.invalid_format'],
    ['expiration_month', '13', 'Validation.invalid_format'],
    ['expiration_month', '1', 'Validation.invalid_format'],
    ['expiration_month', 'ja', 'Validation.invalid_format'],
    ['expiration_year', '29', 'Validation.invalid_format'],
    ['expiration_year', '20290', 'Validation.invalid_format'],
    ['expiration_year', '20x9', 'Validation.invalid_format'],
  ] as const)('%s rejects %j with %s', (field, value, key) => {
    expect(validateDetailField(field, value, { required: false })).toEqual({ key });
  });

  it.each([
    ['email'],
    ['phone'],
    ['card'],
    ['person_id'],
    ['account_number'],
    ['expiration_month'],
  ] as const)('%s: empty is required when listed as required, fine when optional', (field) => {
    for (const empty of [undefined, '', '   ']) {
      expect(validateDetailField(field, empty, { required: true })).toEqual(required);
      expect(validateDetailField(field, empty, { required: false })).toBeNull();
    }
  });

  it('Latin full names: letters, spaces and hyphens only', () => {
    expect(isLatinFullName('  Jane   Doe ')).toBe(true);
    expect(isLatinFullName('')).toBe(false);
  });
});

describe('isEmailBasedMethod (spec §5)', () => {
  it.each([
    ['revolut', 'Revolut'],
    ['wise-eur', 'Wise'],
    ['n26', 'N26'],
    ['m-9', 'Open Banking'],
    ['rapid_transfer', 'Rapid Transfer'],
    ['neteller_usd', 'Neteller'],
    ['skrill', 'Skrill EUR'],
    ['psc', 'Paysafecard'],
  ])('%s (%s) is email-based', (id, name) => {
    expect(isEmailBasedMethod({ id, name })).toBe(true);
  });

  it.each([
    ['rub-card', 'Card RUB'],
    ['sbp', 'SBP'],
    ['otherwise', 'Wisely Bank'],
    ['revolution-pay', 'Revolution Pay'],
    ['n2', 'Open'],
  ])('%s (%s) is not', (id, name) => {
    expect(isEmailBasedMethod({ id, name })).toBe(false);
  });
});

describe('requiredSellFields / optionalSellFields (spec §5 "Fiat withdrawal")', () => {
  it.each([
    [sellMethod(), ['card']],
    [sellMethod({ id: 'idr-bank', method: 'account_number', currency: 'IDR' }), ['account_number']],
    [sellMethod({ id: 'sbp', name: 'SBP', method: 'sbp' }), ['phone']],
    [sellMethod({ id: 'skrill', name: 'Skrill', method: 'ewallet', currency: 'EUR' }), ['email']],
    [sellMethod({ id: 'steam', name: 'Steam', method: 'steam' }), []],
    [
      sellMethod({}, { requiredFields: ['full_name', 'first_name', 'person_id', 'card'] }),
      ['card', 'person_id'],
    ],
    [
      sellMethod({ method: 'blik', currency: 'PLN' }, { requiredFields: ['phone', 'last_name'] }),
      ['phone'],
    ],
  ] as const)('%#: %j', (method, fields) => {
    expect(requiredSellFields(method)).toEqual(fields);
  });

  it("adds the chosen subbank's required fields and keeps optional ones apart", () => {
    const method = sellMethod(
      { method: 'account_number', currency: 'IDR' },
      {
        requiredFields: ['full_name_latin'],
        optionalFields: ['email', 'account_number', 'phone'],
        subbanks: [subbank('bca', ['person_id', 'full_name'])],
      },
    );
    const bca = method.sell?.subbanks[0];
    expect(requiredSellFields(method, bca)).toEqual(['account_number', 'person_id']);
    expect(optionalSellFields(method, bca)).toEqual(['email', 'phone']);
  });
});

describe('sellFee / maxSellAmount / netAmount', () => {
  const levels: FiatFeeLevel[] = [
    { minAmount: '0.00', percent: '2.5', fixed: '10.00' },
    { minAmount: '10000.00', percent: '1', fixed: '0.00' },
  ];

  it.each([
    [0n, 0n],
    [100000n, 3500n], // 1000.00: 10.00 + 2.5 % = 35.00
    [1n, 1001n], // 0.01: 10.00 + 0.00025 rounded up to 0.01
    [3333n, 1084n], // 33.33: 10.00 + 0.83325 → 0.84
    [999999n, 26000n], // 9999.99: 10.00 + 249.99975 → 250.00
    [1000000n, 10000n], // 10000.00: the 1 % tier
  ])('fee of %s minor units is %s', (amount, fee) => {
    expect(sellFee(amount, levels, 2)).toBe(fee);
  });

  it('no tier, no fee; tiers in any order; the later of two equal tiers wins', () => {
    expect(sellFee(100000n, [], 2)).toBe(0n);
    expect(sellFee(5000n, [{ minAmount: '100.00', percent: '5', fixed: '1.00' }], 2)).toBe(0n);
    expect(sellFee(1000000n, [...levels].reverse(), 2)).toBe(10000n);
    const twice = [
      { minAmount: '0.00', percent: '1', fixed: '0.00' },
      { minAmount: '0.00', percent: '2', fixed: '0.00' },
    ];
    expect(sellFee(10000n, twice, 2)).toBe(200n);
  });

  it('the largest amount that fits the balance with its fee', () => {
    // 10000.00 available: 9746.34 + 10.00 + 243.66 = 10000.00; the cheaper 1 % tier starts above.
    expect(maxSellAmount(1000000n, levels, 2)).toBe(974634n);
    // 10100.00 available: 10000.00 + 100.00 in the 1 % tier.
    expect(maxSellAmount(1010000n, levels, 2)).toBe(1000000n);
    expect(maxSellAmount(1000n, levels, 2)).toBe(0n);
    expect(maxSellAmount(0n, levels, 2)).toBe(0n);
    expect(maxSellAmount(123456n, [], 2)).toBe(123456n);
  });

  it('net amount is the amount minus the fee, never negative', () => {
    expect(netAmount(100000n, 3500n)).toBe(96500n);
    expect(netAmount(500n, 1000n)).toBe(0n);
  });
});

describe('validateSellAmount / validateSellForm (spec §5 "Fiat withdrawal")', () => {
  const levels: FiatFeeLevel[] = [{ minAmount: '0.00', percent: '2', fixed: '0.00' }];
  const method = sellMethod({}, { levels });
  const context = { method, availableMinor: 1020000n, scale: 2 }; // 10200.00 RUB
  const limit = (key: string, amount: string) => ({
    key: `Validation.${key}`,
    params: { amount, currency: 'RUB' },
  });

  it.each([['500'], ['500.00'], ['10000'], ['9999.99'], ['1234,56'], [' 700.5 ']])(
    'amount %j is allowed',
    (amount) => {
      expect(validateSellAmount(amount, context)).toBeNull();
    },
  );

  it.each([
    ['', required],
    ['abc', { key: 'Validation.invalid_amount' }],
    ['1e3', { key: 'Validation.invalid_amount' }],
    ['-600', { key: 'Validation.invalid_amount' }],
    ['0', { key: 'Validation.invalid_amount' }],
    ['600.001', { key: 'Validation.too_many_decimals', params: { precision: 2 } }],
    ['499.99', limit('minimum_amount', '500.00')],
    // 10000.01 + 2 % = 10200.02 > 10200.00
    ['10000.01', limit('maximum_amount', '10000.00')],
  ])('amount %j is rejected', (amount, error) => {
    expect(validateSellAmount(amount, context)).toEqual(error);
  });

  it('above sell.maxAmount shows the maximum, even with more money', () => {
    const rich = { ...context, availableMinor: 100_000_000n };
    expect(validateSellAmount('100000.01', rich)).toEqual(limit('maximum_amount', '100000.00'));
    expect(validateSellAmount('100000', rich)).toBeNull();
    // With less money than sell.maxAmount, the largest amount the balance allows is named.
    expect(validateSellAmount('200000', context)).toEqual(limit('maximum_amount', '10000.00'));
  });

  it('a balance at or below the minimum shows the minimum message, whatever the amount', () => {
    for (const availableMinor of [0n, 49999n, 50000n])
      for (const amount of ['500', '100', '400'])
        expect(validateSellAmount(amount, { ...context, availableMinor })).toEqual(
          limit('minimum_amount', '500.00'),
        );
    // 505.00: the fee of 500.00 (10.00) does not fit either.
    expect(validateSellAmount('500', { ...context, availableMinor: 50500n })).toEqual(
      limit('minimum_amount', '500.00'),
    );
    expect(validateSellAmount('500', { ...context, availableMinor: 51000n })).toBeNull();
  });

  it('a valid p2p draft has no errors', () => {
    expect(
      validateSellForm(
        { amount: '1000', details: { name: 'Ivan Petrov', card: '4276 1234 5678 9012' } },
        context,
      ),
    ).toEqual({});
  });

  it('reports every field at once under its request key', () => {
    expect(validateSellForm({ amount: '', details: {} }, context)).toEqual({
      amount: required,
      'details.name': required,
      'details.card': required,
    });
  });

  it.each([
    [sellMethod({ id: 'steam', name: 'Steam', method: 'steam' }, { levels }), {}],
    [sellMethod({ id: 'blik', name: 'BLIK', method: 'blik', currency: 'PLN' }, { levels }), {}],
    [
      sellMethod({ id: 'mpay', name: 'Mobile', method: 'mpayment' }, { levels }),
      { 'details.name': required },
    ],
  ])('name required unless steam or blik: %#', (method, errors) => {
    expect(validateSellForm({ amount: '1000', details: {} }, { ...context, method })).toEqual(
      errors,
    );
  });

  it('a required full_name_latin makes the name pass the Latin check', () => {
    const latin = sellMethod({}, { levels, requiredFields: ['full_name_latin'] });
    const form = (name: string) =>
      validateSellForm(
        { amount: '1000', details: { name, card: '4276123456789012' } },
        { ...context, method: latin },
      );
    expect(form('Иван Петров')).toEqual({
      'details.name': { key: 'Validation.invalid_full_name_latin' },
    });
    expect(form('Ivan Petrov')).toEqual({});
    // Without it any name goes.
    expect(
      validateSellForm(
        { amount: '1000', details: { name: 'Иван Петров', card: '4276123456789012' } },
        context,
      ),
    ).toEqual({});
  });

  it.each([
    [{ method: 'sbp' as const }, { name: 'Ivan', phone: '8 912 345 67 89' }, {}],
    [
      { method: 'sbp' as const },
      { name: 'Ivan', phone: '12345' },
      { 'details.phone': { key: 'Validation.invalid_phone' } },
    ],
    [{ method: 'sbp' as const }, { name: 'Ivan' }, { 'details.phone': required }],
    [
      { method: 'account_number' as const },
      { name: 'Ivan' },
      { 'details.account_number': required },
    ],
    [
      { id: 'revolut', name: 'Revolut', method: 'ewallet' as const, currency: 'EUR' },
      { name: 'Jane', email: 'nope' },
      { 'details.email': { key: 'Validation.invalid_email' } },
    ],
    [
      { id: 'revolut', name: 'Revolut', method: 'ewallet' as const, currency: 'EUR' },
      { name: 'Jane' },
      { 'details.email': required },
    ],
    [
      {},
      { name: 'Ivan', card: '4276 1234 5678' },
      { 'details.card': { key: 'Validation.invalid_card' } },
    ],
  ])('required detail fields per method: %#', (overrides, details, errors) => {
    const method = sellMethod(overrides, { levels });
    expect(validateSellForm({ amount: '1000', details }, { ...context, method })).toEqual(errors);
  });

  it('optional fields are checked only when present', () => {
    const method = sellMethod({}, { levels, optionalFields: ['phone', 'email', 'person_id'] });
    const base = { name: 'Ivan', card: '4276123456789012' };
    const form = (details: Record<string, string>) =>
      validateSellForm(
        { amount: '1000', details: { ...base, ...details } },
        { ...context, method },
      );
    expect(form({})).toEqual({});
    expect(form({ phone: '', email: ' ' })).toEqual({});
    expect(form({ phone: '123', email: 'x', person_id: '1' })).toEqual({
      'details.phone': { key: 'Validation.invalid_phone' },
      'details.email': { key: 'Validation.invalid_email' },
      'details.person_id': { key: 'Validation.invalid_person_id' },
    });
  });

  it('the phone picker country follows the method currency, or the one chosen', () => {
    const method = sellMethod({ method: 'sbp', currency: 'UAH' }, { levels });
    const details = { name: 'Ivan', phone: '050 123 4567' };
    expect(validateSellForm({ amount: '1000', details }, { ...context, method })).toEqual({});
    expect(
      validateSellForm({ amount: '1000', details }, { ...context, method, phoneCountry: 'PL' }),
    ).toEqual({ 'details.phone': { key: 'Validation.invalid_phone' } });
  });

  it('a method with subbanks needs one of them, with its required fields', () => {
    const method = sellMethod(
      { method: 'account_number', currency: 'IDR' },
      { levels, subbanks: [subbank('bca', ['person_id']), subbank('bri')] },
    );
    const details = { name: 'Budi', account_number: '1234567890' };
    const form = (subbankId: string | undefined, extra: Record<string, string> = {}) =>
      validateSellForm(
        { amount: '1000', subbankId, details: { ...details, ...extra } },
        {
          ...context,
          method,
        },
      );
    expect(form(undefined)).toEqual({ subbankId: required });
    expect(form('mandiri')).toEqual({ subbankId: { key: 'Validation.invalid' } });
    expect(form('bri')).toEqual({});
    expect(form('bca')).toEqual({ 'details.person_id': required });
    expect(form('bca', { person_id: '0123456789' })).toEqual({});
    // A subbank on a method without any is refused too.
    expect(
      validateSellForm(
        { amount: '1000', subbankId: 'bca', details: { name: 'I', card: '4276123456789012' } },
        context,
      ),
    ).toEqual({
      subbankId: { key: 'Validation.invalid' },
    });
  });

  it('normalises the details it sends: name, required and present optional fields only', () => {
    const method = sellMethod({ method: 'sbp' }, { optionalFields: ['email'] });
    expect(
      normalizeSellDetails(
        { name: '  Ivan   Petrov ', phone: '8 (912) 345-67-89', email: '', card: '4276 1234' },
        method,
      ),
    ).toEqual({ name: 'Ivan Petrov', phone: '+79123456789' });
    expect(normalizeSellDetails({ name: 'I', card: '4276 1234 5678 9012' }, sellMethod())).toEqual({
      name: 'I',
      card: '4276123456789012',
    });
  });
});

describe('validateBuyDetails (the additional-details step)', () => {
  const method = {
    currency: 'KZT',
    buy: {
      minAmount: '1000.00',
      maxAmount: '500000.00',
      multiplyOrdersAllowed: false,
      valuePresets: [],
      externalDetailsFields: {
        required: ['phone', 'full_name_latin'] as const,
        optional: ['email'] as const,
      },
    },
  };

  it.each([
    [{ phone: '8 701 123 4567', full_name_latin: 'Aidar Nurlanov' }, {}],
    [
      { phone: '', full_name_latin: 'Айдар', email: 'x@' },
      {
        'externalFields.phone': required,
        'externalFields.full_name_latin': { key: 'Validation.invalid_full_name_latin' },
        'externalFields.email': { key: 'Validation.invalid_email' },
      },
    ],
  ])('%j', (fields, errors) => {
    expect(
      validateBuyDetails(fields, {
        ...method,
        buy: {
          ...method.buy,
          externalDetailsFields: {
            required: [...method.buy.externalDetailsFields.required],
            optional: [...method.buy.externalDetailsFields.optional],
          },
        },
      }),
    ).toEqual(errors);
  });
});

/** Real file headers, then a few bytes of body. */
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0x24, 0, 0, 0],
    [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
  );
const PDF = [...'%PDF-1.7\n%'].map((c) => c.charCodeAt(0));
const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

describe('sniffMediaType (receipts by content, not name)', () => {
  it.each([
    [JPEG, 'image/jpeg'],
    [PNG, 'image/png'],
    [WEBP, 'image/webp'],
    [PDF, 'application/pdf'],
  ])('%#: %s', (bytes, type) => {
    expect(sniffMediaType(Uint8Array.from(bytes))).toBe(type);
  });

  it.each([
    [[]],
    [[0xff, 0xd8]],
    [[...'GIF89a'].map((c) => c.charCodeAt(0))],
    [[...'<svg xmlns'].map((c) => c.charCodeAt(0))],
    [
      [...'RIFF']
        .map((c) => c.charCodeAt(0))
        .concat(
          [0, 0, 0, 0],
          [...'WAVE'].map((c) => c.charCodeAt(0)),
        ),
    ],
    [[...'%PDF'].map((c) => c.charCodeAt(0))],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]],
  ])('%#: not a receipt', (bytes) => {
    expect(sniffMediaType(Uint8Array.from(bytes))).toBeNull();
  });
});

describe('base64 files', () => {
  it('decodes and measures without a Buffer', () => {
    expect(decodeBase64(base64(PNG))).toEqual(Uint8Array.from(PNG));
    expect(base64DecodedLength(base64(PNG))).toBe(PNG.length);
    expect(base64DecodedLength(base64([1]))).toBe(1);
    expect(base64DecodedLength(base64([1, 2]))).toBe(2);
    expect(base64DecodedLength('not base64!')).toBeNull();
    expect(decodeBase64('a')).toBeNull();
  });
});

describe('validateReceipt (spec §5 "Receipt and dispute")', () => {
  const png = base64(PNG);

  it.each([
    [{ name: 'Ivan Petrov', fileName: 'receipt.png', fileContent: png }],
    [
      {
        name: 'Ivan',
        fileName: 'receipt.jpg',
        fileContent: `data:image/jpeg;base64,${base64(JPEG)}`,
      },
    ],
    // The name of the file does not matter, its content does.
    [{ name: 'Ivan', fileName: 'receipt.txt', fileContent: base64(PDF) }],
    [{ name: 'Ivan', fileName: 'r.webp', fileContent: base64(WEBP) }],
  ])('%#: accepted', (receipt) => {
    expect(validateReceipt(receipt)).toEqual({});
  });

  it.each([
    [{}, { name: required, fileContent: required }],
    [{ name: ' ', fileName: 'r.png', fileContent: png }, { name: required }],
    [{ name: 'I', fileName: '', fileContent: png }, { fileContent: required }],
    [{ name: 'I', fileName: 'r.png', fileContent: '' }, { fileContent: required }],
    [
      { name: 'I', fileName: 'r.png', fileContent: 'data:image/png;base64,' },
      { fileContent: required },
    ],
    [
      { name: 'I', fileName: 'r.png', fileContent: '%%%%' },
      { fileContent: { key: 'Validation.invalid_file_type' } },
    ],
    [
      {
        name: 'I',
        fileName: 'r.png',
        fileContent: base64([...'GIF89a'].map((c) => c.charCodeAt(0))),
      },
      { fileContent: { key: 'Validation.invalid_file_type' } },
    ],
    [
      {
        name: 'I',
        fileName: 'r.svg',
        fileContent: btoa('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
      { fileContent: { key: 'Validation.invalid_file_type' } },
    ],
  ])('%#: rejected', (receipt, errors) => {
    expect(validateReceipt(receipt)).toEqual(errors);
  });

  it('at most 10 MB decoded', () => {
    const limit = 10 * 1024 * 1024;
    // A PNG header, then zero bytes ("AAAA" is three), padded: 10 MB exactly, and a byte more.
    const zeros = (limit - PNG.length - 1) / 3;
    const file = (tail: string) => ({
      name: 'I',
      fileName: 'r.png',
      fileContent: base64(PNG) + 'AAAA'.repeat(zeros) + tail,
    });
    expect(base64DecodedLength(file('AA==').fileContent)).toBe(limit);
    expect(base64DecodedLength(file('AAA=').fileContent)).toBe(limit + 1);
    expect(validateReceipt(file('AA=='))).toEqual({});
    expect(validateReceipt(file('AAA='))).toEqual({
      fileContent: { key: 'Validation.file_too_large', params: { max: 10 } },
    });
  });
});

describe('validateDispute (spec §3 Dispute, §5)', () => {
  const image = { name: 'Ivan', fileName: 'proof.png', fileContent: base64(PNG) };
  const valid = {
    image,
    acceptOption: 'CHANGE_INVOICE',
    comment: 'I paid 1 000 ₽ but the order says 1 500 ₽',
    problem: 'wrong_amount',
  };

  it.each([
    [valid],
    [{ ...valid, acceptOption: 'REPAY' }],
    [{ ...valid, amount: '1000' }],
    [{ ...valid, amount: '1000.50' }],
    [{ ...valid, amount: '' }],
    [{ ...valid, amount: null }],
  ])('%#: accepted', (input) => {
    expect(validateDispute(input, { scale: 2 })).toEqual({});
  });

  it.each([
    [
      {},
      {
        'image.name': required,
        'image.fileContent': required,
        acceptOption: required,
        comment: required,
        problem: required,
      },
    ],
    [{ ...valid, acceptOption: 'REFUND' }, { acceptOption: { key: 'Validation.invalid' } }],
    [{ ...valid, amount: '0' }, { amount: { key: 'Validation.invalid_amount' } }],
    [{ ...valid, amount: '-5' }, { amount: { key: 'Validation.invalid_amount' } }],
    [{ ...valid, amount: 'ten' }, { amount: { key: 'Validation.invalid_amount' } }],
    [
      { ...valid, amount: '1.005' },
      { amount: { key: 'Validation.too_many_decimals', params: { precision: 2 } } },
    ],
    [{ ...valid, comment: '  ' }, { comment: required }],
    [{ ...valid, problem: '' }, { problem: required }],
    [{ ...valid, image: { ...image, name: '' } }, { 'image.name': required }],
    [
      { ...valid, image: { ...image, fileContent: btoa('GIF89a....') } },
      { 'image.fileContent': { key: 'Validation.invalid_file_type' } },
    ],
  ])('%#: rejected', (input, errors) => {
    expect(validateDispute(input, { scale: 2 })).toEqual(errors);
  });
});

describe('readDecimalAmount', () => {
  it.each([
    ['1', 100n],
    ['0.01', 1n],
    ['007.50', 750n],
    ['12,34', 1234n],
  ])('%j → %s', (text, minor) => {
    expect(readDecimalAmount(text, 2)).toEqual({ ok: true, minor });
    expect(sellAmountMinor(text, 2)).toBe(minor);
  });

  it.each([[''], ['0'], ['1.001'], ['1,2,3'], ['1.2.3'], ['.5'], ['5.'], ['1e2'], ['-1']])(
    '%j is not an amount',
    (text) => {
      expect(readDecimalAmount(text, 2).ok).toBe(false);
      expect(sellAmountMinor(text, 2)).toBeNull();
    },
  );
});
