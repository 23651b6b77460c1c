import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateServerSeed, hashServerSeed } from './seeds';
import {
  VECTOR_CLIENT_SEED,
  VECTOR_SERVER_SEED,
  VECTOR_SERVER_SEED_HASH,
} from './test-support/vectors';
import { verifyWheel, type VerifyWheelInput } from './verify';

const input = (overrides: Partial<VerifyWheelInput> = {}): VerifyWheelInput => ({
  serverSeed: VECTOR_SERVER_SEED,
  serverSeedHash: VECTOR_SERVER_SEED_HASH,
  clientSeed: VECTOR_CLIENT_SEED,
  nonce: 0,
  ...overrides,
});

/** The published formula, computed with Node's own HMAC rather than the package's stream. */
function referenceIndex(serverSeed: string, clientSeed: string, nonce: number, slots = 14) {
  const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  return Math.floor((digest.readUInt32BE(0) * slots) / 2 ** 32);
}

describe('verifyWheel', () => {
  it('confirms the commitment and lands on the pinned segment', () => {
    expect(verifyWheel(input())).toEqual({
      ok: true,
      value: { computedHash: VECTOR_SERVER_SEED_HASH, hashMatches: true, index: 10 },
    });
    expect(verifyWheel(input({ nonce: 2 }))).toMatchObject({ value: { index: 1 } });
  });

  it('agrees with the documented HMAC formula for fresh seeds, nonces and slot counts', () => {
    for (let nonce = 0; nonce < 40; nonce += 1) {
      const serverSeed = generateServerSeed();
      const clientSeed = `player seed ${nonce}`;
      const slots = 1 + (nonce % 14);
      const result = verifyWheel({
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed,
        nonce,
        slots,
      });
      expect(result).toMatchObject({
        ok: true,
        value: { hashMatches: true, index: referenceIndex(serverSeed, clientSeed, nonce, slots) },
      });
    }
  });

  it('reports a seed that is not the committed one, and a changed client seed moves the index', () => {
    const other = generateServerSeed();
    expect(verifyWheel(input({ serverSeed: other }))).toMatchObject({
      ok: true,
      value: { hashMatches: false, computedHash: hashServerSeed(other) },
    });
    expect(
      verifyWheel(input({ serverSeedHash: VECTOR_SERVER_SEED_HASH.toUpperCase() })),
    ).toMatchObject({ value: { hashMatches: true } });
    const indexes = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((clientSeed) => {
        const result = verifyWheel(input({ clientSeed }));
        return result.ok ? result.value.index : -1;
      }),
    );
    expect(indexes.size).toBeGreaterThan(1);
  });

  it('refuses malformed input as invalid, never as a mismatch', () => {
    expect(verifyWheel(input({ serverSeed: 'zz' }))).toEqual({
      ok: false,
      error: expect.objectContaining({ field: 'serverSeed', rule: 'invalid_format' }),
    });
    expect(verifyWheel(input({ clientSeed: '' }))).toMatchObject({
      ok: false,
      error: { field: 'clientSeed', rule: 'required' },
    });
    expect(verifyWheel(input({ nonce: -1 }))).toMatchObject({
      ok: false,
      error: { field: 'nonce', rule: 'min' },
    });
    expect(verifyWheel(input({ nonce: 1.5 }))).toMatchObject({
      ok: false,
      error: { field: 'nonce', rule: 'invalid_type' },
    });
    expect(verifyWheel(input({ slots: 15 }))).toMatchObject({
      ok: false,
      error: { field: 'slots', rule: 'max' },
    });
  });
});
