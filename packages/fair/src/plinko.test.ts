import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFixed } from './decimal';
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  parsePlinkoParams,
  playPlinko,
  plinkoTable,
  type PlinkoRows,
} from './plinko';
import { PLINKO_TABLE_RTP } from './plinko-tables';
import { ratio, type Ratio } from './ratio';
import { floats } from './stream';
import { vectorSeeds } from './test-support/vectors';

const ALL_ROWS = Array.from(
  { length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 },
  (_, i) => (PLINKO_MIN_ROWS + i) as PlinkoRows,
);

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** Σ C(rows, b) / 2^rows × multiplier_b, exactly. */
function tableRtp(rows: PlinkoRows, risk: (typeof PLINKO_RISKS)[number]): Ratio {
  const weighted = plinkoTable(rows, risk).reduce(
    (sum, multiplier, bucket) => sum + binomial(rows, bucket) * multiplier,
    0n,
  );
  return ratio(weighted, 2n ** BigInt(rows) * 10_000n);
}

/** A ratio whose denominator divides a power of ten, as its exact percentage text. */
function exactPercent(value: Ratio): string {
  const digits = 30;
  const scaled = value.numerator * 100n * 10n ** BigInt(digits);
  expect(scaled % value.denominator).toBe(0n);
  return formatFixed(scaled / value.denominator, digits).replace(/\.?0+$/, '');
}

describe('plinko', () => {
  it('pins the paths of known seeds', () => {
    const drops = [0, 1, 2, 3, 4].map((nonce) => {
      const result = playPlinko(vectorSeeds(nonce), { rows: 16, risk: 'high' });
      return (
        result.ok && [result.value.path.join(''), result.value.bucket, result.value.multiplier]
      );
    });
    expect(drops).toEqual([
      ['RLRLRLRLRRLRLLRR', 9, 2_000n],
      ['RRRRLLLLRLLLLRLL', 6, 2_000n],
      ['LRRRLLRRLLLRLRLL', 7, 2_000n],
      ['RLRRLRLLLLRRRLRR', 9, 2_000n],
      ['LRLLLRRRRLRLLLLL', 6, 2_000n],
    ]);
    expect(playPlinko(vectorSeeds(0), { rows: 8, risk: 'low' })).toMatchObject({
      ok: true,
      value: { path: ['R', 'L', 'R', 'L', 'R', 'L', 'R', 'L'], bucket: 4, multiplier: 5_000n },
    });
  });

  it('goes right when the row’s float is ≥ 0.5 and lands on the count of rights', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.constantFrom(...ALL_ROWS),
        fc.constantFrom(...PLINKO_RISKS),
        (nonce, rows, risk) => {
          const result = playPlinko(vectorSeeds(nonce), { rows, risk });
          if (!result.ok) throw new Error('valid drop refused');
          const expected = floats({ ...vectorSeeds(nonce), count: rows }).map((value) =>
            value < 0.5 ? 'L' : 'R',
          );
          expect(result.value.path).toEqual(expected);
          expect(result.value.bucket).toBe(expected.filter((step) => step === 'R').length);
          expect(result.value.multiplier).toBe(plinkoTable(rows, risk)[result.value.bucket]);
          expect(playPlinko(vectorSeeds(nonce), { rows, risk })).toEqual(result);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('has a symmetric table of rows + 1 buckets for every rows × risk', () => {
    for (const rows of ALL_ROWS) {
      for (const risk of PLINKO_RISKS) {
        const table = plinkoTable(rows, risk);
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual(table);
        expect(table.every((multiplier) => multiplier > 0n)).toBe(true);
      }
    }
  });

  it('returns between 98.9 % and 99.0 % on every table, exactly as documented', () => {
    for (const rows of ALL_ROWS) {
      for (const risk of PLINKO_RISKS) {
        const rtp = tableRtp(rows, risk);
        expect(exactPercent(rtp)).toBe(PLINKO_TABLE_RTP[rows][risk]);
        expect(rtp.numerator * 1000n <= 990n * rtp.denominator).toBe(true);
        expect(rtp.numerator * 1000n >= 989n * rtp.denominator).toBe(true);
      }
    }
  });

  it('validates rows and risk with typed errors', () => {
    const errorOf = (params: unknown) => {
      const result = parsePlinkoParams(params);
      return result.ok ? null : result.error;
    };
    expect(errorOf({ rows: 7, risk: 'low' })).toEqual({
      field: 'rows',
      rule: 'min',
      params: { min: 8 },
    });
    expect(errorOf({ rows: 17, risk: 'low' })).toEqual({
      field: 'rows',
      rule: 'max',
      params: { max: 16 },
    });
    expect(errorOf({ rows: 12.5, risk: 'low' })).toMatchObject({
      field: 'rows',
      rule: 'invalid_type',
    });
    expect(errorOf({ rows: 12, risk: 'extreme' })).toMatchObject({
      field: 'risk',
      rule: 'invalid_value',
    });
    expect(errorOf({ rows: 12 })).toEqual({ field: 'risk', rule: 'required' });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom('low', 'medium', 'high', 'max', ''),
        (rows, risk) => {
          const valid = rows >= 8 && rows <= 16 && risk !== 'max' && risk !== '';
          expect(parsePlinkoParams({ rows, risk }).ok).toBe(valid);
        },
      ),
    );
  });
});
