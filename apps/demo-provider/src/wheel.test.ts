import { describe, expect, it } from 'vitest';
import { PlayError } from './rounds';
import { parseChips } from './chips';
import {
  playWheel,
  WHEEL_COUNTS,
  WHEEL_MAX_MULTIPLIER,
  WHEEL_NUMBERS,
  WHEEL_SEGMENTS,
  wheelReturn,
  type WheelSegment,
} from './wheel';

/** A random source that answers these numbers in turn. */
const sequence =
  (...values: number[]) =>
  (max: number) => {
    const value = values.shift();
    if (value === undefined || value >= max) throw new Error(`no fixed value below ${max}`);
    return value;
  };

const at = (segment: WheelSegment) => WHEEL_SEGMENTS.indexOf(segment);
const CHIPS = [10_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 2_500_000, 10_000_000];

describe('the money wheel', () => {
  it('has the standard 54 segments: 23 × 1, 15 × 2, 7 × 5, 4 × 10, 2 × 20, 1 × 40, 2x and 7x', () => {
    expect(WHEEL_SEGMENTS).toHaveLength(54);
    for (const [segment, count] of Object.entries(WHEEL_COUNTS))
      expect(WHEEL_SEGMENTS.filter((s) => s === segment)).toHaveLength(count);
  });

  it('pays the number its odds plus the stake, and loses the other chips', () => {
    const bets = { '5': 100_000, '10': 50_000 };
    expect(playWheel(bets, sequence(at('5')))).toMatchObject({
      number: '5',
      multiplier: 1,
      payout: 600_000,
    });
    expect(playWheel(bets, sequence(at('1'))).payout).toBe(0);
    expect(playWheel({ '40': 10_000 }, sequence(at('40'))).payout).toBe(410_000);
  });

  it('spins again after a multiplier and multiplies the odds, stacking 2x and 7x', () => {
    const round = playWheel(
      { '10': 100_000, '1': 100_000 },
      sequence(at('2x'), at('7x'), at('10')),
    );
    expect(round.stops).toEqual(['2x', '7x', '10']);
    expect(round.multiplier).toBe(14);
    // 0.10 + 0.10 × 10 × 14: the multiplier raises the odds, the stake comes back once.
    expect(round.payout).toBe(100_000 + 100_000 * 10 * 14);
    expect(wheelReturn({ '1': 100_000 }, ['7x', '7x', '7x', '7x', '7x', '7x', '2x', '1'])).toBe(
      100_000 + 100_000 * WHEEL_MAX_MULTIPLIER,
    );
  });

  it('returns, exactly over the wheel, 95.34% to 96.58% on the numbers as declared', () => {
    // E(m) = a + b·m + p2·E(2m) + p7·E(7m) solves to c/52 + c·n/45 for c segments of n.
    const rtp = (number: (typeof WHEEL_NUMBERS)[number]) => {
      const c = WHEEL_COUNTS[number];
      return c / 52 + (c * Number(number)) / 45;
    };
    expect(WHEEL_NUMBERS.map((n) => (rtp(n) * 100).toFixed(2))).toEqual([
      '95.34',
      '95.51',
      '91.24',
      '96.58',
      '92.74',
      '90.81',
    ]);
    // The same from the paytable: every chain of up to 9 multipliers, each stop 1/54 likely.
    const expected = (bets: Record<string, number>, prefix: WheelSegment[]): number =>
      WHEEL_SEGMENTS.reduce((sum, segment) => {
        const stops = [...prefix, segment];
        if (segment !== '2x' && segment !== '7x') return sum + wheelReturn(bets, stops);
        return prefix.length < 9 ? sum + expected(bets, stops) : sum;
      }, 0) / 54;
    for (const number of WHEEL_NUMBERS)
      expect(expected({ [number]: 1_000_000 }, []) / 1_000_000).toBeCloseTo(rtp(number), 5);
  });

  it('takes chips only on the six numbers and only of the offered values', () => {
    expect(
      parseChips(
        [
          { spot: '10', stake: 50_000 },
          { spot: '10', stake: 10_000 },
        ],
        WHEEL_NUMBERS,
        CHIPS,
      ),
    ).toEqual({
      bets: { '10': 60_000 },
      total: 60_000,
    });
    expect(() => parseChips([{ spot: '2x', stake: 10_000 }], WHEEL_NUMBERS, CHIPS)).toThrow(
      PlayError,
    );
    expect(() => parseChips([{ spot: '1', stake: 12_345 }], WHEEL_NUMBERS, CHIPS)).toThrow(
      'bad_stake',
    );
    expect(() => parseChips([], WHEEL_NUMBERS, CHIPS)).toThrow('bad_bet');
  });
});
