import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  limboCrashPoint,
  parseLimboParams,
  playLimbo,
} from './limbo';
import { ratio, ratioToNumber } from './ratio';
import { vectorSeeds } from './test-support/vectors';

const GRID = 2n ** 32n;

/**
 * Closed form: crash ≥ X ⟺ 99·2³²/(2³² − k) ≥ X ⟺ 2³² − k ≤ 99·2³²/X, so exactly
 * floor(99·2³²/X) of the 2³² draws reach X. The first of them is k* = 2³² − that count.
 */
const drawsReaching = (target: bigint) => (99n * GRID) / target;

function checkTarget(target: bigint): number {
  const reaching = drawsReaching(target);
  const firstDraw = Number(GRID - reaching);
  expect(limboCrashPoint(firstDraw) >= target).toBe(true);
  expect(limboCrashPoint(firstDraw - 1) < target).toBe(true);
  // payout target/100 × P(crash ≥ target)
  return ratioToNumber(ratio(target * reaching, 100n * GRID));
}

describe('limbo', () => {
  it('pins the crash points of known seeds', () => {
    const outcomes = [0, 1, 2, 3, 4].map((nonce) => {
      const result = playLimbo(vectorSeeds(nonce), { target: '2.00' });
      return result.ok && [result.value.crashPointText, result.value.won, result.value.multiplier];
    });
    expect(outcomes).toEqual([
      ['4.44', true, 20000n],
      ['4.87', true, 20000n],
      ['1.12', false, 0n],
      ['2.49', true, 20000n],
      ['1.27', false, 0n],
    ]);
  });

  it('crashes between 1.00× and the 1,000,000× cap, rising with the draw', () => {
    expect(limboCrashPoint(0)).toBe(100n);
    expect(limboCrashPoint(2 ** 31)).toBe(198n);
    expect(limboCrashPoint(2 ** 32 - 1)).toBe(LIMBO_MAX_TARGET);
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 32 - 2 }), (draw) => {
        expect(limboCrashPoint(draw) <= limboCrashPoint(draw + 1)).toBe(true);
      }),
    );
  });

  it('returns at most 99 % for every target, exactly over the 2^32 float grid', () => {
    // RTP(X) = X/100 · floor(99·2³²/X)/2³² ∈ (0.99 − X/(100·2³²), 0.99]: the floor costs at most
    // 0.000 002 points at 100× and 0.023 points at the 1,000,000× cap.
    for (let target = LIMBO_MIN_TARGET; target <= 10_000n; target += 1n) {
      const rtp = checkTarget(target);
      expect(rtp).toBeLessThanOrEqual(0.99);
      expect(rtp).toBeGreaterThan(0.99 - Number(target) / 100 / 2 ** 32);
    }
    fc.assert(
      fc.property(fc.bigInt({ min: LIMBO_MIN_TARGET, max: LIMBO_MAX_TARGET }), (target) => {
        const rtp = checkTarget(target);
        expect(rtp).toBeLessThanOrEqual(0.99);
        expect(rtp).toBeGreaterThan(0.99 - Number(target) / 100 / 2 ** 32);
      }),
      { numRuns: 500 },
    );
    expect(checkTarget(LIMBO_MAX_TARGET)).toBeGreaterThan(0.9897);
  });

  it('validates the target multiplier with typed errors', () => {
    const errorOf = (params: unknown) => {
      const result = parseLimboParams(params);
      return result.ok ? null : result.error;
    };
    expect(errorOf({ target: '1.00' })).toEqual({
      field: 'target',
      rule: 'min',
      params: { min: '1.01' },
    });
    expect(errorOf({ target: '1000000.01' })).toEqual({
      field: 'target',
      rule: 'max',
      params: { max: '1000000.00' },
    });
    expect(errorOf({ target: 2.005 })).toMatchObject({ rule: 'too_many_decimals' });
    expect(errorOf({ target: 'two' })).toMatchObject({ rule: 'invalid_format' });
    expect(errorOf({})).toEqual({ field: 'target', rule: 'required' });
    expect(parseLimboParams({ target: 1000000 })).toEqual({
      ok: true,
      value: { target: 100_000_000n, winMultiplier: 10_000_000_000n },
    });
  });

  it('is deterministic and pays target× exactly when the crash point reaches it', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 101, max: 100_000 }), (nonce, hundredths) => {
        const params = { target: (hundredths / 100).toFixed(2) };
        const first = playLimbo(vectorSeeds(nonce), params);
        expect(playLimbo(vectorSeeds(nonce), params)).toEqual(first);
        if (!first.ok) throw new Error('valid bet refused');
        expect(first.value.won).toBe(first.value.crashPoint >= BigInt(hundredths));
        expect(first.value.multiplier).toBe(first.value.won ? BigInt(hundredths) * 100n : 0n);
      }),
      { numRuns: 200 },
    );
  });
});
