import { describe, expect, it } from 'vitest';
import {
  freeSpinCredit,
  freespinsCap,
  bonusAmount,
  conversion,
  convertCap,
  depositPercentBonus,
  depositQualifies,
  nextLocalMidnight,
  nextUtcMidnight,
  utcDay,
  wagerRequirement,
  wagerWeight,
  weightedStake,
  welcomeStepFor,
  welcomeStepStates,
  welcomeStepTemplates,
  type TemplateTerms,
} from './rules';

/** USD at scale 2: 100n = 1.00. */
function template(overrides: Partial<TemplateTerms> = {}): TemplateTerms {
  return {
    id: 1,
    type: 'welcome',
    active: true,
    minDepositNumber: 1,
    minDepositMinor: 3_000n,
    maxDepositMinor: 100_000n,
    amountMultiplierE4: 12_000n,
    freespinsCount: 0,
    wagerE4: 400_000n,
    maxAmountMinor: 50_000n,
    maxAmountMultiplierE4: null,
    deadlineHours: 720,
    ...overrides,
  };
}

describe('welcome steps', () => {
  const steps = [
    template({ id: 1, minDepositNumber: 1, amountMultiplierE4: 12_000n }),
    template({ id: 2, minDepositNumber: 2, amountMultiplierE4: 15_000n }),
    template({ id: 3, minDepositNumber: 3, amountMultiplierE4: 10_000n }),
    template({ id: 4, minDepositNumber: 4, freespinsCount: 20 }),
    template({ id: 5, minDepositNumber: 4, freespinsCount: 50 }),
    template({ id: 6, minDepositNumber: 4, freespinsCount: 100, active: false }),
  ];

  it('the nth deposit activates step n', () => {
    expect(welcomeStepFor(steps, 1, 5_000n)?.id).toBe(1);
    expect(welcomeStepFor(steps, 2, 5_000n)?.id).toBe(2);
    expect(welcomeStepFor(steps, 3, 5_000n)?.id).toBe(3);
  });

  it('step 4 is the active variant with the most free spins', () => {
    expect(welcomeStepFor(steps, 4, 5_000n)?.id).toBe(5);
    expect(welcomeStepTemplates(steps).map((t) => t.id)).toEqual([1, 2, 3, 5]);
  });

  it('nothing before the first or after the fourth deposit', () => {
    expect(welcomeStepFor(steps, 0, 5_000n)).toBeNull();
    expect(welcomeStepFor(steps, 5, 5_000n)).toBeNull();
  });

  it('a deposit outside min/max deposit activates nothing; both bounds are inclusive', () => {
    expect(welcomeStepFor(steps, 1, 2_999n)).toBeNull();
    expect(welcomeStepFor(steps, 1, 100_001n)).toBeNull();
    expect(welcomeStepFor(steps, 1, 3_000n)?.id).toBe(1);
    expect(welcomeStepFor(steps, 1, 100_000n)?.id).toBe(1);
    expect(depositQualifies(template({ maxDepositMinor: null }), 10n ** 15n)).toBe(true);
  });

  it('other kinds are never a welcome step', () => {
    expect(welcomeStepFor([template({ type: 'everyday' })], 1, 5_000n)).toBeNull();
  });

  it('states: step 1 available when first; each next one once the previous is claimed', () => {
    expect(
      welcomeStepStates([
        { isFirst: true, isClaimed: false },
        { isFirst: false, isClaimed: false },
        { isFirst: false, isClaimed: false },
        { isFirst: false, isClaimed: false },
      ]),
    ).toEqual(['available', 'disabled', 'disabled', 'disabled']);
    expect(
      welcomeStepStates([
        { isFirst: false, isClaimed: true },
        { isFirst: false, isClaimed: true },
        { isFirst: false, isClaimed: false },
        { isFirst: false, isClaimed: false },
      ]),
    ).toEqual(['claimed', 'claimed', 'available', 'disabled']);
    expect(welcomeStepStates([{ isFirst: false, isClaimed: false }])).toEqual(['disabled']);
  });
});

describe('amounts and caps (bigint)', () => {
  it('bonus = deposit × amountMultiplier, rounded down', () => {
    expect(bonusAmount(template(), 5_000n)).toBe(6_000n);
    expect(bonusAmount(template({ amountMultiplierE4: 3_333n }), 1_001n)).toBe(333n);
  });

  it('capped by maxAmount', () => {
    expect(bonusAmount(template(), 90_000n)).toBe(50_000n);
    expect(bonusAmount(template({ maxAmountMinor: null }), 90_000n)).toBe(108_000n);
  });

  it('a no-deposit bonus pays its maxAmount', () => {
    const gift = template({
      type: 'personal',
      minDepositNumber: 0,
      amountMultiplierE4: 0n,
      maxAmountMinor: 1_000n,
    });
    expect(bonusAmount(gift, 0n)).toBe(1_000n);
  });

  it('wagering = amount × wager, rounded up', () => {
    expect(wagerRequirement(6_000n, 400_000n)).toBe(240_000n);
    expect(wagerRequirement(1n, 15_000n)).toBe(2n);
    expect(wagerRequirement(5_000n, 0n)).toBe(0n);
  });

  it('stays exact past 2^53', () => {
    const big = 2n ** 60n + 7n;
    expect(bonusAmount(template({ maxAmountMinor: null, maxDepositMinor: null }), big)).toBe(
      (big * 12_000n) / 10_000n,
    );
  });

  it('clamps an absurd product to what a bigint column holds', () => {
    expect(wagerRequirement(2n ** 62n, 9_999_990_000n)).toBe(2n ** 63n - 1n);
  });

  it('conversion: all of it, or up to amount × maxAmountMultiplier; the rest burns', () => {
    expect(conversion(7_000n, null)).toEqual({ convertMinor: 7_000n, burnMinor: 0n });
    const cap = convertCap(2_000n, 30_000n);
    expect(cap).toBe(6_000n);
    expect(conversion(7_000n, cap)).toEqual({ convertMinor: 6_000n, burnMinor: 1_000n });
    expect(conversion(5_000n, cap)).toEqual({ convertMinor: 5_000n, burnMinor: 0n });
    expect(convertCap(2_000n, null)).toBeNull();
  });

  it('crypto method bonus: deposit × bps / 10000, rounded down', () => {
    expect(depositPercentBonus(10_001n, 500)).toBe(500n);
    expect(depositPercentBonus(19n, 500)).toBe(0n);
  });
});

describe('game weights', () => {
  const rules = [
    { kind: 'game' as const, value: 'dice', weight: 0 },
    { kind: 'category' as const, value: 'originals', weight: 50 },
  ];

  it('the game’s entry first, then its category’s, then the category default', () => {
    expect(wagerWeight(rules, 'dice', 'originals')).toBe(0);
    expect(wagerWeight(rules, 'slot', 'originals')).toBe(50);
    expect(wagerWeight([], 'slot', 'originals')).toBe(100);
    expect(wagerWeight([], 'roulette', 'table')).toBe(10);
    expect(wagerWeight([], 'x', 'live')).toBe(0);
    expect(wagerWeight([], 'x', 'unknown-category')).toBe(0);
  });

  it('the weighted stake is rounded down', () => {
    expect(weightedStake(999n, 10)).toBe(99n);
    expect(weightedStake(1_000n, 100)).toBe(1_000n);
    expect(weightedStake(1_000n, 0)).toBe(0n);
  });
});

describe('the everyday bonus day', () => {
  it('is a UTC day; available again at the next UTC midnight', () => {
    const late = new Date('2026-03-01T23:59:59.999Z');
    expect(utcDay(late)).toBe('2026-03-01');
    expect(nextUtcMidnight(late).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(nextUtcMidnight(new Date('2026-12-31T00:00:00.000Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });

  it('the activation deadline is the player’s next local midnight, a whole day away at midnight', () => {
    // Tokyo (UTC+9): local midnight is 15:00 UTC.
    const tokyo = 540;
    expect(nextLocalMidnight(new Date('2030-01-15T14:59:59.999Z'), tokyo).toISOString()).toBe(
      '2030-01-15T15:00:00.000Z',
    );
    expect(nextLocalMidnight(new Date('2030-01-15T15:00:00.000Z'), tokyo).toISOString()).toBe(
      '2030-01-16T15:00:00.000Z',
    );
    // New York in winter (UTC−5): after UTC midnight, before local midnight.
    expect(nextLocalMidnight(new Date('2030-01-16T02:00:00.000Z'), -300).toISOString()).toBe(
      '2030-01-16T05:00:00.000Z',
    );
    // Without an offset it is UTC midnight; a half-hour zone (UTC+5:30) keeps its half hour.
    expect(nextLocalMidnight(new Date('2030-12-31T23:00:00.000Z'), 0).toISOString()).toBe(
      '2031-01-01T00:00:00.000Z',
    );
    expect(nextLocalMidnight(new Date('2030-01-15T18:00:00.000Z'), 330).toISOString()).toBe(
      '2030-01-15T18:30:00.000Z',
    );
  });
});

describe('free spins', () => {
  it('caps the winnings by the amount and by the multiplier of the spins’ stake, the smaller', () => {
    expect(freespinsCap(10, 200_000n, null, null)).toBeNull();
    expect(freespinsCap(10, 200_000n, 5_000_000n, null)).toBe(5_000_000n);
    // 10 × 0.2 × 1.5 = 3
    expect(freespinsCap(10, 200_000n, null, 15_000n)).toBe(3_000_000n);
    expect(freespinsCap(10, 200_000n, 5_000_000n, 15_000n)).toBe(3_000_000n);
    expect(freespinsCap(10, 200_000n, 1_000_000n, 15_000n)).toBe(1_000_000n);
  });

  it('credits each spin up to what the cap leaves, never below zero', () => {
    expect(freeSpinCredit(0n, 0n, 10n)).toBe(0n);
    expect(freeSpinCredit(4n, 0n, null)).toBe(4n);
    expect(freeSpinCredit(4n, 0n, 10n)).toBe(4n);
    expect(freeSpinCredit(4n, 8n, 10n)).toBe(2n);
    expect(freeSpinCredit(4n, 10n, 10n)).toBe(0n);
    expect(freeSpinCredit(4n, 12n, 10n)).toBe(0n);
  });
});
