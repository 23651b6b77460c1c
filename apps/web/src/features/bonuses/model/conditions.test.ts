import { describe, expect, it } from 'vitest';
import { makeConditions } from '../../../test/bonuses-fixtures';
import { conditionLines, multiplierPercent, plainMultiplier } from './conditions';

describe('bonus conditions in words', () => {
  it('multipliers read exactly as percents and times', () => {
    expect(multiplierPercent('1.2')).toBe('120');
    expect(multiplierPercent('0.125')).toBe('12.5');
    expect(multiplierPercent('0.05')).toBe('5');
    expect(multiplierPercent('2')).toBe('200');
    expect(plainMultiplier('40.0000')).toBe('40');
    expect(plainMultiplier('2.50')).toBe('2.5');
  });

  it('a welcome step: deposit number, min/max deposit, percent, cap, wager, max bet, deadline', () => {
    const lines = conditionLines(
      makeConditions({ maxDeposit: '1000.00', maxAmountMultiplier: '10', deadlineHours: 720 }),
    );
    expect(lines).toEqual([
      { key: 'deposit_number', values: { number: 1 } },
      { key: 'min_deposit', values: { amount: '30.00' } },
      { key: 'max_deposit', values: { amount: '1000.00' } },
      { key: 'percent', values: { percent: '120' } },
      { key: 'cap', values: { amount: '500.00' } },
      { key: 'wager', values: { times: '40' } },
      { key: 'max_bet', values: { amount: '25.00' } },
      { key: 'convert_cap', values: { times: '10' } },
      { key: 'deadline_days', values: { count: 30 } },
    ]);
  });

  it('a no-deposit gift with free spins and no wagering, ending in hours', () => {
    const lines = conditionLines(
      makeConditions({
        type: 'promo',
        minDepositNumber: 0,
        minDeposit: '0',
        amountMultiplier: '0',
        maxAmount: '5.00',
        wager: '0',
        wagerMaxBet: null,
        freespinsCount: 20,
        freespinsAmount: '0.20',
        wagerFreespins: '30',
        freespinsMaxAmount: '50.00',
        deadlineHours: 24,
      }),
    );
    expect(lines.map((line) => line.key)).toEqual([
      'no_deposit',
      'freespins',
      'freespins_wager',
      'freespins_cap',
      'no_wager',
      'deadline_hours',
    ]);
    expect(lines[1]).toEqual({ key: 'freespins', values: { count: 20, amount: '0.20' } });
  });
});
