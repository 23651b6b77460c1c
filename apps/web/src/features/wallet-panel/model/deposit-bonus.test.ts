import { describe, expect, it } from 'vitest';
import { depositBonusPercent } from './deposit-bonus';

describe('deposit bonus percent', () => {
  it('is depositBonus × 100 without float noise', () => {
    expect(depositBonusPercent(0.05)).toBe('5');
    expect(depositBonusPercent(0.07)).toBe('7');
    expect(depositBonusPercent(0.125)).toBe('12.5');
    expect(depositBonusPercent(0)).toBe('0');
  });
});
