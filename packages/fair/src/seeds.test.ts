import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultClientSeed,
  generateServerSeed,
  hashServerSeed,
  isServerSeed,
  parseClientSeed,
} from './seeds';
import { VECTOR_SERVER_SEED, VECTOR_SERVER_SEED_HASH } from './test-support/vectors';

describe('seeds', () => {
  it('generates 32 random bytes as 64 hex characters, different every time', () => {
    const seeds = Array.from({ length: 50 }, generateServerSeed);
    expect(seeds.every(isServerSeed)).toBe(true);
    expect(new Set(seeds).size).toBe(50);
  });

  it('commits to a server seed with SHA-256 of its hex text', () => {
    expect(hashServerSeed(VECTOR_SERVER_SEED)).toBe(VECTOR_SERVER_SEED_HASH);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const seed = Buffer.from(bytes).toString('hex');
        expect(hashServerSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
      }),
    );
  });

  it('gives a random default client seed that is itself valid', () => {
    const seed = defaultClientSeed();
    expect(parseClientSeed(seed)).toEqual({ ok: true, value: seed });
    expect(defaultClientSeed()).not.toBe(seed);
  });

  it('accepts any 1–64 printable ASCII characters as a client seed, kept as typed', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
          minLength: 1,
          maxLength: 64,
        }),
        (seed) => {
          expect(parseClientSeed(seed)).toEqual({ ok: true, value: seed });
        },
      ),
    );
  });

  it('refuses empty, too long, non-ASCII or control characters, and non-strings', () => {
    const ruleOf = (value: unknown) => {
      const result = parseClientSeed(value);
      return result.ok ? 'ok' : result.error.rule;
    };
    expect(ruleOf('')).toBe('required');
    expect(ruleOf(undefined)).toBe('required');
    expect(ruleOf('x'.repeat(65))).toBe('max_length');
    expect(parseClientSeed('x'.repeat(65))).toEqual({
      ok: false,
      error: { field: 'clientSeed', rule: 'max_length', params: { max: 64 } },
    });
    expect(ruleOf('héllo')).toBe('invalid_format');
    expect(ruleOf('tab\there')).toBe('invalid_format');
    expect(ruleOf('line\n')).toBe('invalid_format');
    expect(ruleOf(42)).toBe('invalid_type');
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 64 }), (seed) => {
        const printable = /^[\x20-\x7e]+$/.test(seed);
        expect(parseClientSeed(seed).ok).toBe(printable);
      }),
    );
  });

  it('recognises only 64 lowercase hex characters as a server seed', () => {
    expect(isServerSeed(VECTOR_SERVER_SEED)).toBe(true);
    expect(isServerSeed(VECTOR_SERVER_SEED.toUpperCase())).toBe(false);
    expect(isServerSeed(VECTOR_SERVER_SEED.slice(1))).toBe(false);
    expect(isServerSeed(`${VECTOR_SERVER_SEED}0`)).toBe(false);
    expect(isServerSeed(undefined)).toBe(false);
  });
});
