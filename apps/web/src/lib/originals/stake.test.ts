import { describe, expect, it } from 'vitest';
import { doubleStake, halveStake, maxStake, minStake, stakeProblem } from './stake';

const limits = { precision: 2, balance: '10.00', maxBet: null };

describe('stake arithmetic', () => {
  it('halves down to whole cents and never below one cent', () => {
    expect(halveStake('5.01', 2)).toBe('2.50');
    expect(halveStake('0.01', 2)).toBe('0.01');
    expect(halveStake('', 2)).toBe('0.01');
  });

  it('doubles up to the balance or the max bet, whichever is lower', () => {
    expect(doubleStake('3.00', limits)).toBe('6.00');
    expect(doubleStake('6.00', limits)).toBe('10.00');
    expect(doubleStake('3.00', { ...limits, maxBet: '5.00' })).toBe('5.00');
    expect(doubleStake('3.00', { ...limits, balance: null })).toBe('6.00');
  });

  it('min is one minor unit; max is the balance capped by the max bet, cut not rounded', () => {
    expect(minStake(2)).toBe('0.01');
    expect(minStake(8)).toBe('0.00000001');
    expect(maxStake(limits)).toBe('10.00');
    expect(maxStake({ ...limits, balance: '12.349999' })).toBe('12.34');
    expect(maxStake({ ...limits, maxBet: '2.50' })).toBe('2.50');
    expect(maxStake({ precision: 2, balance: null, maxBet: null })).toBeNull();
  });

  it('names what is wrong with a stake before it is sent', () => {
    expect(stakeProblem('', limits)).toEqual({ rule: 'required' });
    expect(stakeProblem('1e3', limits)).toEqual({ rule: 'invalid_amount' });
    expect(stakeProblem('-1', limits)).toEqual({ rule: 'invalid_amount' });
    expect(stakeProblem('1.001', limits)).toEqual({ rule: 'too_many_decimals', precision: 2 });
    expect(stakeProblem('0.00', limits)).toEqual({ rule: 'below_minimum' });
    expect(stakeProblem('10.01', limits)).toEqual({ rule: 'insufficient_balance' });
    expect(stakeProblem('6', { ...limits, maxBet: '5.00' })).toEqual({
      rule: 'above_max_bet',
      max: '5.00',
    });
    expect(stakeProblem('10', limits)).toBeNull();
  });
});
