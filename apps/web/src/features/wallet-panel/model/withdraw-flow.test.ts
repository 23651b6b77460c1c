import { describe, expect, it } from 'vitest';
import type { WagerStatus } from '@wheelhouse/contracts/cashier-crypto';
import { stepAfterWagerCheck, wagerPercent } from './withdraw-flow';

const clear: WagerStatus = {
  enabled: true,
  wager: { current: '0', total: '0', currency: 'USD' },
  activeBonuses: 0,
  verificationRequired: false,
};

describe('the step after the wager check (spec §4 steps 4–7)', () => {
  it('creates the withdrawal when nothing stands in the way', () => {
    expect(stepAfterWagerCheck(clear, false)).toBe('create');
  });

  it('asks about active bonuses first, and not again once the player withdraws anyway', () => {
    const all: WagerStatus = {
      ...clear,
      activeBonuses: 2,
      enabled: false,
      verificationRequired: true,
    };
    expect(stepAfterWagerCheck(all, false)).toBe('bonus-burn');
    expect(stepAfterWagerCheck(all, true)).toBe('wager');
    expect(stepAfterWagerCheck({ ...clear, activeBonuses: 1 }, true)).toBe('create');
  });

  it('shows the wager view before the personal-data view', () => {
    expect(
      stepAfterWagerCheck({ ...clear, enabled: false, verificationRequired: true }, false),
    ).toBe('wager');
    expect(stepAfterWagerCheck({ ...clear, verificationRequired: true }, false)).toBe(
      'personal-data',
    );
  });
});

describe('wager progress', () => {
  it('is the turnover so far over the requirement', () => {
    expect(wagerPercent({ current: '25.00', total: '100.00', currency: 'USD' })).toBe(25);
    expect(wagerPercent({ current: '0', total: '0', currency: 'USD' })).toBe(100);
  });
});
