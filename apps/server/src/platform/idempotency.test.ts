import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, fromCanonical, requestHash } from './idempotency';

describe('canonical requests', () => {
  it('ignore key order and undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 2], c: undefined, e: 'x' } })).toBe(
      '{"a":{"d":[1,2],"e":"x"},"b":1}',
    );
    expect(requestHash({ a: 1, b: 2 })).toBe(requestHash({ b: 2, a: 1 }));
  });

  it('tell a bigint from the string of its digits', () => {
    expect(requestHash({ amount: 5n })).not.toBe(requestHash({ amount: '5' }));
    expect(requestHash({ amount: 5n })).not.toBe(requestHash({ amount: 6n }));
  });

  it('round-trip values with bigints exactly', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.string(), (amount, text) => {
        const value = { amount, text, nested: [{ amount }] };
        expect(fromCanonical(JSON.parse(canonicalJson(value)))).toEqual(value);
      }),
    );
  });

  it('refuse non-finite numbers', () => {
    expect(() => canonicalJson({ amount: Number.NaN })).toThrow(TypeError);
  });
});
