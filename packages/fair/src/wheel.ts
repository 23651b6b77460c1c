import { uint32s, type BetSeeds } from './stream';

/** Shell spec §9: the winning index is random from 0 to 13 (the wheel shows 15 segments). */
export const WHEEL_SLOTS = 14;

/**
 * The wheel of luck's winning index: float 0 of the byte stream scaled to `slots` segments,
 * floor(uint32 × slots / 2^32), exact in integers (uint32 × 14 stays below 2^53). The player
 * recomputes it from the revealed server seed, the client seed and the nonce.
 */
export function wheelIndex(seeds: BetSeeds, slots: number = WHEEL_SLOTS): number {
  if (!Number.isInteger(slots) || slots < 1 || slots > 256)
    throw new RangeError(`slots must be an integer from 1 to 256, got ${slots}`);
  const [value = 0] = uint32s({ ...seeds, count: 1 });
  return Math.floor((value * slots) / 2 ** 32);
}
