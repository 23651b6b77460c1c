import { describe, expect, it } from 'vitest';
import { uint32s } from './stream';
import { WHEEL_SLOTS, wheelIndex } from './wheel';

const seeds = {
  serverSeed: 'a'.repeat(64),
  clientSeed: 'wheel-test',
  nonce: 0,
};

describe('wheelIndex', () => {
  it('scales the first uint32 of the stream to 14 slots', () => {
    const [value = 0] = uint32s({ ...seeds, count: 1 });
    expect(wheelIndex(seeds)).toBe(Math.floor((value * WHEEL_SLOTS) / 2 ** 32));
  });

  it('stays within 0–13 and depends on the nonce', () => {
    const indexes = [0, 1, 2, 3, 4, 5, 6, 7].map((nonce) => wheelIndex({ ...seeds, nonce }));
    for (const index of indexes) {
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(WHEEL_SLOTS);
    }
    expect(new Set(indexes).size).toBeGreaterThan(1);
  });

  it('refuses an impossible slot count', () => {
    expect(() => wheelIndex(seeds, 0)).toThrow(RangeError);
  });
});
