import { describe, expect, it } from 'vitest';
import {
  addAmounts,
  compareAmounts,
  hasMemo,
  limitAtPrecision,
  methodCurrency,
  normalizeServerFieldError,
  readAmountInput,
  validateWithdrawForm,
  type WithdrawFormInput,
} from './withdraw-form';

const usdt = {
  code: 'USDT-TRC20',
  precision: 2,
  addressFormat: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
  network: 'TRX',
} as const;
const ton = {
  code: 'TON',
  precision: 4,
  addressFormat: '^(EQ|UQ)[A-Za-z0-9_-]{46}$',
  network: 'TON',
} as const;
const limits = { minAmount: '10.000000', maxAmount: '10000.000000' };
const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const valid: WithdrawFormInput = { amount: '25.5', address, memo: '', provider: null };

describe('the shared amount rule', () => {
  it('takes digits with one decimal separator, point or comma, and answers the canonical value', () => {
    expect(readAmountInput('25', 2)).toEqual({ ok: true, value: '25', decimals: 0 });
    expect(readAmountInput(' 25.5 ', 2)).toEqual({ ok: true, value: '25.5', decimals: 1 });
    expect(readAmountInput('25,75', 2)).toEqual({ ok: true, value: '25.75', decimals: 2 });
    expect(readAmountInput('007.10', 2)).toEqual({ ok: true, value: '7.10', decimals: 2 });
    expect(readAmountInput('0.01', 2)).toEqual({ ok: true, value: '0.01', decimals: 2 });
  });

  it('rejects empty, letters, signs, exponents, two separators and zero', () => {
    expect(readAmountInput('', 2)).toEqual({ ok: false, error: { key: 'Validation.required' } });
    for (const text of ['abc', '-5', '+5', '1e3', '1.2.3', '1,2.3', '.5', '0', '0.00', '5 000']) {
      expect(readAmountInput(text, 2)).toEqual({
        ok: false,
        error: { key: 'Validation.invalid_amount' },
      });
    }
  });

  it('allows at most the method precision decimals', () => {
    expect(readAmountInput('1.123', 2)).toEqual({
      ok: false,
      error: { key: 'Validation.too_many_decimals', params: { precision: 2 } },
    });
    expect(readAmountInput('1.1234', 4).ok).toBe(true);
    expect(readAmountInput('1.5', 0).ok).toBe(false);
  });
});

describe('amount arithmetic', () => {
  it('compares and adds exactly, whatever the decimals', () => {
    expect(compareAmounts('10', '10.000000')).toBe(0);
    expect(compareAmounts('9.99', '10.000000')).toBe(-1);
    expect(compareAmounts('10000.01', '10000.000000')).toBe(1);
    expect(addAmounts('25.5', '1.000000')).toBe('26.500000');
    expect(addAmounts('0.1', '0.2')).toBe('0.3');
  });

  it('rounds a minimum up and a maximum down to the precision', () => {
    expect(limitAtPrecision('10.000000', 2, 'up')).toBe('10.00');
    expect(limitAtPrecision('10.000001', 2, 'up')).toBe('10.01');
    expect(limitAtPrecision('10000.009', 2, 'down')).toBe('10000.00');
  });
});

describe('crypto withdrawal form rules (spec §5)', () => {
  it('accepts a valid draft', () => {
    expect(validateWithdrawForm(valid, usdt, limits)).toEqual({});
  });

  it('needs an address unless the provider is cryptobot', () => {
    expect(validateWithdrawForm({ ...valid, address: '  ' }, usdt, limits)).toEqual({
      address: { key: 'Validation.required' },
    });
    expect(
      validateWithdrawForm({ ...valid, address: '', provider: 'cryptobot' }, usdt, limits),
    ).toEqual({});
  });

  it('checks the address against the method pattern', () => {
    expect(validateWithdrawForm({ ...valid, address: 'not-an-address' }, usdt, limits)).toEqual({
      address: { key: 'Validation.invalid_address' },
    });
    expect(validateWithdrawForm({ ...valid, address: ` ${address} ` }, usdt, limits)).toEqual({});
  });

  it('checks the amount against the fee response limits, with amount and currency', () => {
    expect(validateWithdrawForm({ ...valid, amount: '9.99' }, usdt, limits)).toEqual({
      amount: { key: 'Validation.minimum_amount', params: { amount: '10.00', currency: 'USDT' } },
    });
    expect(validateWithdrawForm({ ...valid, amount: '10000.01' }, usdt, limits)).toEqual({
      amount: {
        key: 'Validation.maximum_amount',
        params: { amount: '10000.00', currency: 'USDT' },
      },
    });
    expect(validateWithdrawForm({ ...valid, amount: '10' }, usdt, limits)).toEqual({});
    expect(validateWithdrawForm({ ...valid, amount: '10000' }, usdt, limits)).toEqual({});
  });

  it('checks only the amount format while the limits are unknown', () => {
    expect(validateWithdrawForm({ ...valid, amount: '1' }, usdt, null)).toEqual({});
    expect(validateWithdrawForm({ ...valid, amount: '1.001' }, usdt, null).amount?.key).toBe(
      'Validation.too_many_decimals',
    );
  });

  it('limits the memo on Toncoin only', () => {
    const tonAddress = `UQ${'a'.repeat(46)}`;
    const long = 'm'.repeat(101);
    expect(
      validateWithdrawForm({ ...valid, address: tonAddress, memo: long }, ton, limits).memo?.key,
    ).toBe('Validation.max_length');
    expect(
      validateWithdrawForm({ ...valid, address: tonAddress, memo: 'ok' }, ton, limits),
    ).toEqual({});
    expect(hasMemo(ton)).toBe(true);
    expect(hasMemo(usdt)).toBe(false);
  });

  it('names the method currency, token or coin', () => {
    expect(methodCurrency({ code: 'USDT-TRC20' })).toBe('USDT');
    expect(methodCurrency({ code: 'BTC' })).toBe('BTC');
  });
});

describe('server field errors', () => {
  it('carry the amount and currency the limit messages need', () => {
    expect(
      normalizeServerFieldError(
        { key: 'Validation.maximum_amount', params: { max: '10000.000000' } },
        usdt,
      ),
    ).toEqual({
      key: 'Validation.maximum_amount',
      params: { max: '10000.000000', amount: '10000.000000', currency: 'USDT' },
    });
    const other = { key: 'Validation.invalid_address' };
    expect(normalizeServerFieldError(other, usdt)).toBe(other);
  });
});
