import { describe, expect, it } from 'vitest';
import type { Balance } from '@wheelhouse/contracts/wallet';
import { amount, EUR, makeBalance } from '../../../test/balance-fixtures';
import { bonusAccount, wagerPercent } from './bonus-account';

function userBonus(current: string, total: string, status: 'active' | 'inactive' = 'active') {
  return { id: `${current}/${total}`, status, amount: amount('0'), wager: { current, total } };
}

describe('bonusAccount', () => {
  it('is zero in the main balance currency when there is no bonus', () => {
    const account = bonusAccount(makeBalance({ fiat: amount('12.00', EUR) }));
    expect(account).toEqual({ primaryValue: '0', primaryPrecision: 2, currency: EUR });
  });

  it('adds the bonus entries exactly', () => {
    const bonuses: Balance['bonuses'] = [
      { ...amount('0.10'), bonusId: 'a' },
      { ...amount('0.2'), bonusId: 'b' },
      { ...amount('1000.005'), bonusId: 'c' },
    ];
    expect(bonusAccount(makeBalance({ bonuses })).primaryValue).toBe('1000.305');
  });
});

describe('wagerPercent', () => {
  it('is null without an active bonus', () => {
    expect(wagerPercent([])).toBeNull();
    expect(wagerPercent([userBonus('5', '10', 'inactive')])).toBeNull();
  });

  it('is the share wagered over all active bonuses, rounded down', () => {
    expect(wagerPercent([userBonus('25.00', '100.00')])).toBe(25);
    expect(wagerPercent([userBonus('10', '30'), userBonus('0.5', '10.5')])).toBe(25.92);
    expect(wagerPercent([userBonus('99.999', '100')])).toBe(99.99);
  });

  it('ignores inactive bonuses and stays within 0–100', () => {
    expect(wagerPercent([userBonus('10', '10'), userBonus('0', '90', 'inactive')])).toBe(100);
    expect(wagerPercent([userBonus('150', '100')])).toBe(100);
    expect(wagerPercent([userBonus('0', '0')])).toBe(100);
  });
});
