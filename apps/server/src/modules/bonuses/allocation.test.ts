import { describe, expect, it } from 'vitest';
import { splitBonusBalance } from './allocation';

const bonus = (id: string, amountMinor: bigint) => ({ id, amountMinor });

describe('splitBonusBalance', () => {
  it('fills the oldest bonuses first, each up to its amount', () => {
    const parts = splitBonusBalance([bonus('a', 10n), bonus('b', 20n)], 25n);
    expect(parts.map((part) => [part.bonus.id, part.remainingMinor])).toEqual([
      ['a', 10n],
      ['b', 15n],
    ]);
  });

  it('gives winnings beyond the granted amounts to the newest, so the parts sum to the balance', () => {
    const parts = splitBonusBalance([bonus('a', 10n), bonus('b', 20n)], 50n);
    expect(parts.map((part) => part.remainingMinor)).toEqual([10n, 40n]);
  });

  it('leaves nothing to split when the bonus account is empty, and nothing without bonuses', () => {
    expect(splitBonusBalance([bonus('a', 10n)], 0n)[0]?.remainingMinor).toBe(0n);
    expect(splitBonusBalance([], 30n)).toEqual([]);
  });
});
