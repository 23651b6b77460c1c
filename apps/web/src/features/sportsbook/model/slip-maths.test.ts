import { describe, expect, it } from 'vitest';
import { addPreset, combinedOdds, parseStake, potentialWin, totalStake } from './slip-maths';

describe('bet slip maths', () => {
  it('multiplies odds exactly and cuts the combined odds for display', () => {
    expect(combinedOdds(['1.50', '2.00'])).toBe('3.00');
    // 1.333 × 1.777 = 2.368741 → shown as 2.36, never rounded up.
    expect(combinedOdds(['1.333', '1.777'])).toBe('2.36');
    expect(combinedOdds(['1.10', '1.10', '1.10'], 3)).toBe('1.331');
    expect(combinedOdds(['x'])).toBeNull();
  });

  it('computes the potential win down to the minor unit', () => {
    expect(potentialWin('10', ['2.50'], 2)).toBe('25.00');
    expect(potentialWin('10.00', ['1.50', '2.00'], 2)).toBe('30.00');
    // 3.33 × 1.333 = 4.43889 → 4.43
    expect(potentialWin('3.33', ['1.333'], 2)).toBe('4.43');
    // 1.333 × 1.777 = 2.368741 → total odds 2.368 → 10 × 2.368 = 23.68
    expect(potentialWin('10', ['1.333', '1.777'], 2)).toBe('23.68');
    expect(potentialWin('0.001', ['2.00'], 2)).toBeNull();
    expect(potentialWin('', ['2.00'], 2)).toBeNull();
    expect(potentialWin('5', [], 2)).toBeNull();
  });

  it('checks a typed stake at the currency precision', () => {
    expect(parseStake('', 2)).toEqual({ ok: false, rule: 'required' });
    expect(parseStake('0', 2)).toEqual({ ok: false, rule: 'zero' });
    expect(parseStake('1e3', 2)).toEqual({ ok: false, rule: 'invalid_amount' });
    expect(parseStake('-1', 2)).toEqual({ ok: false, rule: 'invalid_amount' });
    expect(parseStake('1.234', 2)).toEqual({ ok: false, rule: 'too_many_decimals' });
    expect(parseStake('2,5', 2)).toEqual({ ok: true, minor: 250n });
  });

  it('adds presets and totals stakes', () => {
    expect(addPreset('', '5', 2)).toBe('5.00');
    expect(addPreset('2.50', '10', 2)).toBe('12.50');
    expect(totalStake(['1.10', '2.20', 'bad'], 2)).toBe('3.30');
  });
});
