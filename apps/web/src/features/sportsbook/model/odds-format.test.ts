import { describe, expect, it } from 'vitest';
import { compareOdds, formatOdds } from './odds-format';

describe('odds formats', () => {
  it('shows decimal odds exactly as sent', () => {
    expect(formatOdds('2.50', 'decimal')).toBe('2.50');
    expect(formatOdds('1.909', 'decimal')).toBe('1.909');
  });

  it('converts to a reduced fraction of the profit', () => {
    expect(formatOdds('2.50', 'fractional')).toBe('3/2');
    expect(formatOdds('1.50', 'fractional')).toBe('1/2');
    expect(formatOdds('1.875', 'fractional')).toBe('7/8');
    expect(formatOdds('3.00', 'fractional')).toBe('2/1');
    expect(formatOdds('1.909', 'fractional')).toBe('909/1000');
  });

  it('converts to American odds, positive from evens up and negative below', () => {
    expect(formatOdds('2.50', 'american')).toBe('+150');
    expect(formatOdds('2.00', 'american')).toBe('+100');
    expect(formatOdds('1.50', 'american')).toBe('-200');
    // 100 / 0.909 = 110.01: rounded for display only.
    expect(formatOdds('1.909', 'american')).toBe('-110');
    expect(formatOdds('1.25', 'american')).toBe('-400');
    // 100 × 10.005 = 1000.5: halves round away from zero.
    expect(formatOdds('11.005', 'american')).toBe('+1001');
    expect(formatOdds('1.30', 'american')).toBe('-333');
  });

  it('shows text that is not odds unchanged in any format', () => {
    expect(formatOdds('n/a', 'american')).toBe('n/a');
  });

  it('compares odds exactly whatever their decimals', () => {
    expect(compareOdds('2.50', '2.500')).toBe(0);
    expect(compareOdds('2.49', '2.50')).toBe(-1);
    expect(compareOdds('10.01', '9.999')).toBe(1);
  });
});
