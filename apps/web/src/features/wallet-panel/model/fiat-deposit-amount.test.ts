import { describe, expect, it } from 'vitest';
import { fiatMethod } from '../test/fiat-deposit-fixtures';
import { defaultDepositAmount, depositPresets, digitsOnly, wholeText } from './fiat-deposit-amount';

const buy = (min: string, max: string, valuePresets: string[]) =>
  fiatMethod('a', {}, { minAmount: min, maxAmount: max, valuePresets }).buy!;

describe('deposit amount (cashier spec §4 "Deposit amount default", §5)', () => {
  it('presets are filtered by the method min and max (inclusive)', () => {
    expect(
      depositPresets(buy('500.00', '5000.00', ['100', '500', '1000', '5000', '10000'])),
    ).toEqual(['500', '1000', '5000']);
  });

  it('the default is the third preset', () => {
    expect(defaultDepositAmount(buy('100', '100000', ['1000', '2000', '5000', '10000']))).toBe(
      '5000',
    );
  });

  it('or the last one when there are fewer than three (after filtering)', () => {
    expect(defaultDepositAmount(buy('100', '100000', ['1000', '2000']))).toBe('2000');
    expect(defaultDepositAmount(buy('1500', '3000', ['1000', '2000', '5000']))).toBe('2000');
  });

  it('without presets, the midpoint of min and max rounded up', () => {
    expect(defaultDepositAmount(buy('500.00', '1000.00', []))).toBe('750');
    expect(defaultDepositAmount(buy('100', '201', []))).toBe('151');
    expect(defaultDepositAmount(buy('100.50', '100.60', []))).toBe('101');
    // Presets all outside the limits count as none.
    expect(defaultDepositAmount(buy('10', '20', ['1', '100']))).toBe('15');
  });

  it('the input keeps digits only; a preset shows in whole units', () => {
    expect(digitsOnly('1 000,5 ₽')).toBe('10005');
    expect(digitsOnly('-12e3')).toBe('123');
    expect(wholeText('1000.00')).toBe('1000');
  });
});
