import { describe, expect, it } from 'vitest';
import { parseAmountField } from './amount-field';
import { AppError } from './errors';

function fieldsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError && error.code === 'validation_error') return error.fields;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('parseAmountField', () => {
  it('parses exactly at the currency scale', () => {
    expect(parseAmountField('1500.25', 2, 'amount')).toBe(150025n);
    expect(parseAmountField('0.00000001', 8, 'amount')).toBe(1n);
    expect(parseAmountField('-3.5', 6, 'amount', { allowNegative: true })).toBe(-3_500_000n);
  });

  it('names the field and the rule when it refuses', () => {
    expect(fieldsOf(() => parseAmountField('1.001', 2, 'amount'))).toEqual({
      amount: { key: 'Validation.too_many_decimals', params: { max: 2 } },
    });
    for (const text of ['0', '0.00', '-1', '1e3', 'abc', '', '-0'])
      expect(fieldsOf(() => parseAmountField(text, 2, 'value'))).toEqual({
        value: { key: 'Validation.invalid_amount' },
      });
    expect(fieldsOf(() => parseAmountField('-0', 2, 'amount', { allowNegative: true }))).toEqual({
      amount: { key: 'Validation.invalid_amount' },
    });
  });
});
