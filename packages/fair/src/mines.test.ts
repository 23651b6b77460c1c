import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  mineTiles,
  minesMultiplier,
  parseMinesParams,
  playMines,
} from './mines';
import { compareRatios, ratio } from './ratio';
import { chiSquareQuantile, chiSquareStatistic } from './test-support/chi-square';
import { vectorSeeds } from './test-support/vectors';

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

describe('mines', () => {
  it('pins the boards of known seeds (3 mines)', () => {
    expect([0, 1, 2, 3, 4].map((nonce) => mineTiles(vectorSeeds(nonce), 3))).toEqual([
      [1, 19, 24],
      [16, 18, 19],
      [3, 16, 18],
      [5, 15, 17],
      [5, 11, 21],
    ]);
  });

  it('plays picks in order: safe tiles raise the cash-out, the first mine ends the round', () => {
    const safe = playMines(vectorSeeds(0), { mines: 3, picks: [0, 2] });
    expect(safe).toMatchObject({
      ok: true,
      // 0.99 × C(25,2)/C(22,2) = 0.99 × 300/231
      value: { revealed: [0, 2], hitMine: false, safeReveals: 2, multiplier: 12_857n },
    });
    const boom = playMines(vectorSeeds(0), { mines: 3, picks: [0, 19, 2] });
    expect(boom).toMatchObject({
      ok: true,
      value: { revealed: [0, 19], hitMine: true, safeReveals: 1, multiplier: 0n, cleared: false },
    });
    const none = playMines(vectorSeeds(0), { mines: 3, picks: [] });
    expect(none).toMatchObject({ ok: true, value: { safeReveals: 0, multiplier: 0n } });
  });

  it('clears the board when every safe tile is revealed', () => {
    const board = mineTiles(vectorSeeds(9), 20);
    const safeTiles = Array.from({ length: MINES_TILES }, (_, tile) => tile).filter(
      (tile) => !board.includes(tile),
    );
    const result = playMines(vectorSeeds(9), { mines: 20, picks: safeTiles });
    expect(result).toMatchObject({
      ok: true,
      value: { cleared: true, hitMine: false, multiplier: minesMultiplier(20, 5) },
    });
    expect(minesMultiplier(20, 5)).toBe(525_987_000n); // 0.99 × C(25,5)/C(5,5) = 52,598.7×
  });

  it('pays 0.99 × C(25, k) / C(25 − mines, k), floored to 4 decimals', () => {
    expect(minesMultiplier(1, 1)).toBe(10_312n); // 0.99 × 25/24 = 1.03125
    expect(minesMultiplier(3, 1)).toBe(11_250n); // 0.99 × 25/22
    expect(minesMultiplier(24, 1)).toBe(247_500n);
    expect(minesMultiplier(1, 24)).toBe(247_500n);
    expect(minesMultiplier(3, 0)).toBe(0n);
    expect(minesMultiplier(3, 23)).toBe(0n);
  });

  it('returns 99 % for every mine count and reveal count, within the 4-decimal floor', () => {
    for (let mines = MINES_MIN; mines <= MINES_MAX; mines += 1) {
      for (let reveals = 1; reveals <= MINES_TILES - mines; reveals += 1) {
        const survive = ratio(
          binomial(MINES_TILES - mines, reveals),
          binomial(MINES_TILES, reveals),
        );
        const multiplier = minesMultiplier(mines, reveals);
        const ev = ratio(survive.numerator * multiplier, survive.denominator * 10_000n);
        // floor loses less than 0.0001× of the payout, i.e. less than survive × 0.0001 of EV
        const floorLoss = ratio(survive.numerator, survive.denominator * 10_000n);
        expect(compareRatios(ev, ratio(99n, 100n))).toBeLessThanOrEqual(0);
        const evPlusLoss = ratio(
          ev.numerator * floorLoss.denominator + floorLoss.numerator * ev.denominator,
          ev.denominator * floorLoss.denominator,
        );
        expect(compareRatios(evPlusLoss, ratio(99n, 100n))).toBeGreaterThan(0);
      }
    }
  });

  it('places distinct mines deterministically, and each tile is equally likely', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: MINES_MIN, max: MINES_MAX }), (nonce, mines) => {
        const board = mineTiles(vectorSeeds(nonce), mines);
        expect(new Set(board).size).toBe(mines);
        expect(board.every((tile) => tile >= 0 && tile < MINES_TILES)).toBe(true);
        expect(mineTiles(vectorSeeds(nonce), mines)).toEqual(board);
      }),
      { numRuns: 200 },
    );
    // With 5 mines per board, each tile is mined 1/5 of the time; chi-square over 25 tiles.
    const hits = new Array<number>(MINES_TILES).fill(0);
    const boards = 20_000;
    for (let nonce = 0; nonce < boards; nonce += 1) {
      for (const tile of mineTiles(vectorSeeds(nonce), 5)) hits[tile] = (hits[tile] ?? 0) + 1;
    }
    const statistic = chiSquareStatistic(hits, (boards * 5) / MINES_TILES);
    expect(statistic).toBeLessThan(chiSquareQuantile(0.99, MINES_TILES - 1));
  }, 30_000);

  it('validates mines and picks with typed errors', () => {
    const errorOf = (params: unknown) => {
      const result = parseMinesParams(params);
      return result.ok ? null : result.error;
    };
    expect(errorOf({ mines: 0 })).toEqual({ field: 'mines', rule: 'min', params: { min: 1 } });
    expect(errorOf({ mines: 25 })).toEqual({ field: 'mines', rule: 'max', params: { max: 24 } });
    expect(errorOf({ mines: 2.5 })).toMatchObject({ field: 'mines', rule: 'invalid_type' });
    expect(errorOf({})).toEqual({ field: 'mines', rule: 'required' });
    expect(errorOf({ mines: 3, picks: 'all' })).toMatchObject({
      field: 'picks',
      rule: 'invalid_type',
    });
    expect(errorOf({ mines: 3, picks: [4, 25] })).toEqual({
      field: 'picks.1',
      rule: 'max',
      params: { max: 24 },
    });
    expect(errorOf({ mines: 3, picks: [4, -1] })).toMatchObject({ field: 'picks.1', rule: 'min' });
    expect(errorOf({ mines: 3, picks: [4, 7, 4] })).toEqual({
      field: 'picks.2',
      rule: 'duplicate',
    });
    expect(errorOf({ mines: 24, picks: [0, 1] })).toEqual({
      field: 'picks',
      rule: 'max_length',
      params: { max: 1 },
    });
    fc.assert(
      fc.property(
        fc.integer({ min: MINES_MIN, max: MINES_MAX }),
        fc.uniqueArray(fc.integer({ min: 0, max: 24 })),
        (mines, picks) => {
          const result = parseMinesParams({ mines, picks });
          expect(result.ok).toBe(picks.length <= MINES_TILES - mines);
        },
      ),
    );
  });
});
