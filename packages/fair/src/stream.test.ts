import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesFor, floats, uint32s } from './stream';
import { chiSquareQuantile, chiSquareStatistic } from './test-support/chi-square';
import { VECTOR_CLIENT_SEED, VECTOR_SERVER_SEED, vectorSeeds } from './test-support/vectors';

const nodeHmac = (serverSeed: string, message: string) =>
  createHmac('sha256', serverSeed).update(message).digest('hex');
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('byte stream', () => {
  it('is HMAC-SHA256 keyed by the server seed over clientSeed:nonce:round (pinned vector)', () => {
    const round0 = bytesFor({ ...vectorSeeds(0), round: 0 });
    expect(hex(round0)).toBe('c6f54615134058a8f72a65977cdeed9ffc4913c5581ec2c0edd5856c7ac510b8');
    expect(hex(round0)).toBe(nodeHmac(VECTOR_SERVER_SEED, `${VECTOR_CLIENT_SEED}:0:0`));
    expect(hex(bytesFor({ ...vectorSeeds(0), round: 1 }))).toBe(
      '85f1c0639ca34e5c0886ecbde8940e74518f327d20bd99469053fdee87116924',
    );
  });

  it('agrees with node:crypto for any seeds, nonce and round', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.nat(),
        fc.nat({ max: 1000 }),
        (serverSeed, clientSeed, nonce, round) => {
          expect(hex(bytesFor({ serverSeed, clientSeed, nonce, round }))).toBe(
            nodeHmac(serverSeed, `${clientSeed}:${nonce}:${round}`),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reads four bytes per float as b0/256 + b1/256² + b2/256³ + b3/256⁴', () => {
    const bytes = bytesFor({ ...vectorSeeds(0), round: 0 });
    const expected = Array.from({ length: 8 }, (_, i) => {
      const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = Array.from(bytes.subarray(4 * i, 4 * i + 4));
      return b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4;
    });
    expect(floats({ ...vectorSeeds(0), count: 8 })).toEqual(expected);
    expect(uint32s({ ...vectorSeeds(0), count: 3 })).toEqual([3337963029, 322984104, 4146750871]);
    expect(floats({ ...vectorSeeds(0), count: 1 })[0]).toBe(3337963029 / 2 ** 32);
  });

  it('continues into the next round after 8 floats, and a cursor starts mid-stream', () => {
    const twoRounds = floats({ ...vectorSeeds(7), count: 16 });
    const round1 = bytesFor({ ...vectorSeeds(7), round: 1 });
    expect(twoRounds[8]).toBe(Buffer.from(round1).readUInt32BE(0) / 2 ** 32);
    expect(floats({ ...vectorSeeds(7), cursor: 6, count: 5 })).toEqual(twoRounds.slice(6, 11));
    fc.assert(
      fc.property(fc.nat({ max: 40 }), fc.nat({ max: 20 }), (cursor, count) => {
        const all = floats({ ...vectorSeeds(3), count: cursor + count });
        expect(floats({ ...vectorSeeds(3), cursor, count })).toEqual(all.slice(cursor));
      }),
      { numRuns: 50 },
    );
  });

  it('gives every float in [0, 1) and changes completely with the nonce', () => {
    fc.assert(
      fc.property(fc.nat(), (nonce) => {
        const these = floats({ ...vectorSeeds(nonce), count: 8 });
        const next = floats({ ...vectorSeeds(nonce + 1), count: 8 });
        expect(these.every((value) => value >= 0 && value < 1)).toBe(true);
        expect(these).not.toEqual(next);
        expect(floats({ ...vectorSeeds(nonce), count: 8 })).toEqual(these);
      }),
      { numRuns: 100 },
    );
  });

  it('draws for consecutive nonces are uncorrelated (|r| < 4/√n over 10^5 pairs)', () => {
    const pairs = 100_000;
    const first = Array.from(
      { length: pairs + 1 },
      (_, nonce) => floats({ ...vectorSeeds(nonce), count: 1 })[0] ?? 0,
    );
    const mean = first.reduce((sum, value) => sum + value, 0) / first.length;
    let covariance = 0;
    let variance = 0;
    for (let nonce = 0; nonce < pairs; nonce += 1) {
      covariance += ((first[nonce] ?? 0) - mean) * ((first[nonce + 1] ?? 0) - mean);
      variance += ((first[nonce] ?? 0) - mean) ** 2;
    }
    expect(Math.abs(covariance / variance)).toBeLessThan(4 / Math.sqrt(pairs));
  }, 30_000);

  it('refuses a negative or fractional nonce, round or cursor', () => {
    expect(() => bytesFor({ ...vectorSeeds(-1), round: 0 })).toThrow(RangeError);
    expect(() => bytesFor({ ...vectorSeeds(1.5), round: 0 })).toThrow(RangeError);
    expect(() => bytesFor({ ...vectorSeeds(0), round: -1 })).toThrow(RangeError);
    expect(() => floats({ ...vectorSeeds(0), cursor: -2, count: 1 })).toThrow(RangeError);
  });

  it('is uniform: chi-square over 10^6 floats in 100 buckets passes at 99 % confidence', () => {
    const buckets = new Array<number>(100).fill(0);
    const draws = 1_000_000;
    // 125,000 bets × 8 floats, the way games consume the stream.
    for (let nonce = 0; nonce < draws / 8; nonce += 1) {
      for (const value of floats({ ...vectorSeeds(nonce), count: 8 })) {
        buckets[Math.floor(value * 100)]! += 1;
      }
    }
    const statistic = chiSquareStatistic(buckets, draws / 100);
    const critical = chiSquareQuantile(0.99, 99);
    expect(critical).toBeCloseTo(134.642, 3);
    expect(statistic).toBeLessThan(critical);
  }, 60_000);
});
