import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DICE_TARGET_LIMITS,
  diceRollFromDraw,
  parseDiceParams,
  playDice,
  type DiceDirection,
} from './dice';
import { compareRatios, ratio, ratioToNumber, type Ratio } from './ratio';
import { vectorSeeds } from './test-support/vectors';

const GRID = 2n ** 32n;
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** Draws k in [0, 2^32) that win: roll = floor(k·10⁴/2³²), so roll < T ⟺ k < T·2³²/10⁴. */
function winningDraws(direction: DiceDirection, target: number): bigint {
  const firstDrawWithRollAtLeast = (roll: number) => ceilDiv(BigInt(roll) * GRID, 10_000n);
  return direction === 'under'
    ? firstDrawWithRollAtLeast(target)
    : GRID - firstDrawWithRollAtLeast(target + 1);
}

function betFor(direction: DiceDirection, target: number) {
  const bet = parseDiceParams({ direction, target: (target / 100).toFixed(2) });
  if (!bet.ok) throw new Error(JSON.stringify(bet.error));
  return bet.value;
}

describe('dice', () => {
  it('pins the outcomes of known seeds', () => {
    const rolls = [0, 1, 2, 3, 4].map((nonce) => {
      const result = playDice(vectorSeeds(nonce), { direction: 'under', target: '50.00' });
      return result.ok && [result.value.rollText, result.value.won, result.value.multiplier];
    });
    expect(rolls).toEqual([
      ['77.71', false, 0n],
      ['79.69', false, 0n],
      ['12.26', true, 19800n],
      ['60.35', false, 0n],
      ['22.30', true, 19800n],
    ]);
    const over = playDice(vectorSeeds(0), { direction: 'over', target: 77.7 });
    expect(over).toMatchObject({ ok: true, value: { roll: 7771, won: true, multiplier: 44414n } });
  });

  it('derives win chance and multiplier from the target (99 / chance %, floored)', () => {
    expect(betFor('under', 5000)).toMatchObject({ winChance: 5000, winMultiplier: 19800n });
    expect(betFor('over', 4999)).toMatchObject({ winChance: 5000, winMultiplier: 19800n });
    expect(betFor('under', 1)).toMatchObject({ winChance: 1, winMultiplier: 99_000_000n });
    expect(betFor('under', 9800)).toMatchObject({ winChance: 9800, winMultiplier: 10102n });
    expect(betFor('over', 9998)).toMatchObject({ winChance: 1 });
    expect(betFor('under', 3300)).toMatchObject({ winMultiplier: 30000n });
    expect(betFor('under', 7000)).toMatchObject({ winMultiplier: 14142n });
  });

  it('counts winning rolls exactly: roll thresholds match the draw counts used for RTP', () => {
    for (const [direction, target] of [
      ['under', 1],
      ['under', 5000],
      ['under', 9800],
      ['over', 199],
      ['over', 4999],
      ['over', 9998],
    ] as const) {
      const boundary = Number(
        direction === 'under' ? winningDraws('under', target) : GRID - winningDraws('over', target),
      );
      const wins = (roll: number) => (direction === 'under' ? roll < target : roll > target);
      expect(wins(diceRollFromDraw(boundary - 1))).toBe(direction === 'under');
      expect(wins(diceRollFromDraw(boundary))).toBe(direction === 'over');
    }
    expect(diceRollFromDraw(0)).toBe(0);
    expect(diceRollFromDraw(2 ** 32 - 1)).toBe(9999);
  });

  it('returns 99 % for every valid target, exactly over the 2^32 float grid', () => {
    // RTP(target) = winningDraws / 2^32 × multiplier. The multiplier floor costs up to
    // chance × 0.0001 (≤ 0.0098 points); the grid gives some rolls one draw more than others,
    // which is worth at most 1/429,496 of the chance: RTP lies in [98.990 %, 99.000 07 %].
    let lowest: Ratio = ratio(1n, 1n);
    let highest: Ratio = ratio(0n, 1n);
    for (const direction of ['under', 'over'] as const) {
      const { min, max } = DICE_TARGET_LIMITS[direction];
      for (let target = min; target <= max; target += 1) {
        const bet = betFor(direction, target);
        const rtp = ratio(winningDraws(direction, target) * bet.winMultiplier, GRID * 10_000n);
        if (compareRatios(rtp, lowest) < 0) lowest = rtp;
        if (compareRatios(rtp, highest) > 0) highest = rtp;
      }
    }
    expect(ratioToNumber(lowest)).toBeGreaterThanOrEqual(0.9899);
    expect(ratioToNumber(highest)).toBeLessThan(0.9900007);
    expect(ratioToNumber(highest)).toBeGreaterThanOrEqual(0.99);
  });

  it('validates direction and target with typed errors', () => {
    const errorOf = (params: unknown) => {
      const result = parseDiceParams(params);
      return result.ok ? null : result.error;
    };
    expect(errorOf({ direction: 'sideways', target: 50 })).toMatchObject({
      field: 'direction',
      rule: 'invalid_value',
    });
    expect(errorOf({ target: 50 })).toEqual({ field: 'direction', rule: 'required' });
    expect(errorOf({ direction: 'under' })).toEqual({ field: 'target', rule: 'required' });
    expect(errorOf({ direction: 'under', target: '0.00' })).toEqual({
      field: 'target',
      rule: 'min',
      params: { min: '0.01' },
    });
    expect(errorOf({ direction: 'under', target: 98.01 })).toEqual({
      field: 'target',
      rule: 'max',
      params: { max: '98.00' },
    });
    expect(errorOf({ direction: 'over', target: 1.98 })).toMatchObject({
      rule: 'min',
      params: { min: '1.99' },
    });
    expect(errorOf({ direction: 'over', target: 99.99 })).toMatchObject({
      rule: 'max',
      params: { max: '99.98' },
    });
    expect(errorOf({ direction: 'under', target: 50.001 })).toMatchObject({
      rule: 'too_many_decimals',
    });
    expect(errorOf(null)).toEqual({ field: 'direction', rule: 'required' });
  });

  it('accepts exactly the targets that keep the win chance within 0.01–98 %', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('under', 'over' as const),
        fc.integer({ min: -10, max: 10_010 }),
        (direction, target) => {
          const result = parseDiceParams({ direction, target: (target / 100).toFixed(2) });
          const chance = direction === 'under' ? target : 9999 - target;
          const valid = target >= 0 && chance >= 1 && chance <= 9800;
          expect(result.ok).toBe(valid);
          if (result.ok) expect(result.value.winChance).toBe(chance);
        },
      ),
    );
  });

  it('is deterministic and wins exactly when the roll is on the chosen side', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 9800 }), (nonce, target) => {
        const first = playDice(vectorSeeds(nonce), { direction: 'under', target: target / 100 });
        const again = playDice(vectorSeeds(nonce), { direction: 'under', target: target / 100 });
        expect(again).toEqual(first);
        if (!first.ok) throw new Error('valid bet refused');
        expect(first.value.won).toBe(first.value.roll < target);
        expect(first.value.multiplier).toBe(first.value.won ? first.value.bet.winMultiplier : 0n);
      }),
      { numRuns: 200 },
    );
  });
});
