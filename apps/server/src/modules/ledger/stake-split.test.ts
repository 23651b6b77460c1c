import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitPayout, splitStake } from './stake-split';

describe('splitStake', () => {
  it('spends real money first, then bonus money', () => {
    expect(splitStake(5n, 10n, 7n)).toEqual({ mainMinor: 5n, bonusMinor: 0n });
    expect(splitStake(12n, 10n, 7n)).toEqual({ mainMinor: 10n, bonusMinor: 2n });
    expect(splitStake(17n, 10n, 7n)).toEqual({ mainMinor: 10n, bonusMinor: 7n });
    expect(splitStake(3n, 0n, 7n)).toEqual({ mainMinor: 0n, bonusMinor: 3n });
  });

  it('refuses a stake the two accounts cannot cover together', () => {
    expect(splitStake(18n, 10n, 7n)).toBeNull();
    expect(splitStake(1n, 0n, 0n)).toBeNull();
    expect(() => splitStake(0n, 10n, 0n)).toThrow(TypeError);
  });

  it('always sums to the stake and never overdraws either account', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        (stake, main, bonus) => {
          const split = splitStake(stake, main, bonus);
          if (split === null) return stake > main + bonus;
          return (
            split.mainMinor + split.bonusMinor === stake &&
            split.mainMinor <= main &&
            split.bonusMinor <= bonus &&
            (split.bonusMinor === 0n || split.mainMinor === main)
          );
        },
      ),
    );
  });
});

describe('splitPayout', () => {
  it('pays back in the stake’s proportion, the real part rounded down', () => {
    expect(splitPayout(30n, { mainMinor: 2n, bonusMinor: 1n })).toEqual({
      mainMinor: 20n,
      bonusMinor: 10n,
    });
    expect(splitPayout(10n, { mainMinor: 1n, bonusMinor: 2n })).toEqual({
      mainMinor: 3n,
      bonusMinor: 7n,
    });
    expect(splitPayout(10n, { mainMinor: 0n, bonusMinor: 4n })).toEqual({
      mainMinor: 0n,
      bonusMinor: 10n,
    });
    expect(splitPayout(10n, { mainMinor: 4n, bonusMinor: 0n })).toEqual({
      mainMinor: 10n,
      bonusMinor: 0n,
    });
    expect(splitPayout(10n, { mainMinor: 0n, bonusMinor: 0n })).toEqual({
      mainMinor: 10n,
      bonusMinor: 0n,
    });
  });

  it('a refund of the whole stake returns each part exactly where it came from', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        (main, bonus) => {
          fc.pre(main + bonus > 0n);
          expect(splitPayout(main + bonus, { mainMinor: main, bonusMinor: bonus })).toEqual({
            mainMinor: main,
            bonusMinor: bonus,
          });
        },
      ),
    );
  });

  it('always sums to the payout and never gives real money more than its share', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (payout, main, bonus) => {
          const split = splitPayout(payout, { mainMinor: main, bonusMinor: bonus });
          return (
            split.mainMinor + split.bonusMinor === payout &&
            split.mainMinor * (main + bonus) <= payout * main &&
            split.mainMinor >= 0n &&
            split.bonusMinor >= 0n
          );
        },
      ),
    );
  });
});
