import { describe, expect, it } from 'vitest';
import { decimalInput, invoiceAmountError } from './invoice-amount';

describe('crypto-bot amount (spec §5)', () => {
  it('takes decimals and refuses less than the minimum with its amount and currency', () => {
    expect(invoiceAmountError('5.5', '5.000000', 'USDT')).toBeNull();
    expect(invoiceAmountError('0.0001', '0.0001', 'BTC')).toBeNull();
    expect(invoiceAmountError('4.999999', '5.000000', 'USDT')).toEqual({
      key: 'Validation.minimum_amount',
      params: { amount: '5.000000', currency: 'USDT' },
    });
  });

  it('refuses what is not a positive decimal', () => {
    for (const text of ['', '0', 'abc', '1e3', '.5', '1.0000000001'])
      expect(invoiceAmountError(text, '0.5', 'TON')).toEqual({ key: 'Validation.invalid_amount' });
  });

  it('typing: a comma is a point, letters and a second point are dropped', () => {
    expect(decimalInput('12,5')).toBe('12.5');
    expect(decimalInput('1.2.3x')).toBe('1.23');
  });
});
