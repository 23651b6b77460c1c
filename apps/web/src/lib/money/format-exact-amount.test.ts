import { describe, expect, it } from 'vitest';
import { formatExactAmount } from './format-exact-amount';

describe('formatExactAmount', () => {
  it('trims trailing zeros to two decimals and keeps every significant digit', () => {
    expect(formatExactAmount('10.000000', 'en')).toBe('10.00');
    expect(formatExactAmount('150', 'en')).toBe('150.00');
    expect(formatExactAmount('0.00012345', 'en')).toBe('0.00012345');
    expect(formatExactAmount('25.5', 'en')).toBe('25.50');
  });

  it('groups digits the locale’s way', () => {
    expect(formatExactAmount('1000.000000', 'en')).toBe('1,000.00');
    expect(formatExactAmount('1000.5', 'ru')).toMatch(/^1\s000,50$/);
  });
});
