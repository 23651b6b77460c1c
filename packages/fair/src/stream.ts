import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** What decides a bet: the server seed (secret until rotated), the client seed, the nonce. */
export interface BetSeeds {
  serverSeed: string;
  clientSeed: string;
  /** The n-th bet on this seed pair, from 0. */
  nonce: number;
}

export const BYTES_PER_FLOAT = 4;
/** One HMAC-SHA256 gives 32 bytes, so 8 floats; later floats come from the next round. */
export const FLOATS_PER_ROUND = 8;
/** float = uint32 / 2^32 exactly, so every float is a multiple of 2^-32 in [0, 1). */
export const FLOAT_GRID = 2 ** 32;

function assertCounter(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative safe integer, got ${value}`);
  }
}

/**
 * Keying HMAC costs as much as hashing a message, and a player's bets (and every round of one
 * bet) share the server seed, so the keyed state of the last seed is kept and cloned.
 */
let keyed: { serverSeed: string; mac: HmacState } | undefined;

interface HmacState {
  clone(): HmacState;
  update(message: Uint8Array): HmacState;
  digest(): Uint8Array;
}

function keyedMac(serverSeed: string): HmacState {
  if (keyed?.serverSeed !== serverSeed) {
    keyed = { serverSeed, mac: hmac.create(sha256, utf8ToBytes(serverSeed)) };
  }
  return keyed.mac.clone();
}

/** Bytes of one round: HMAC-SHA256(key = server seed text, `${clientSeed}:${nonce}:${round}`). */
export function bytesFor(input: BetSeeds & { round: number }): Uint8Array {
  assertCounter('nonce', input.nonce);
  assertCounter('round', input.round);
  return keyedMac(input.serverSeed)
    .update(utf8ToBytes(`${input.clientSeed}:${input.nonce}:${input.round}`))
    .digest();
}

/**
 * `count` unsigned 32-bit integers from the stream, starting at float number `cursor`: integer i
 * is bytes 4i..4i+3 (big-endian) of the stream made by concatenating rounds 0, 1, 2, …
 * Games that need exact arithmetic use these; `floats` divides them by 2^32.
 */
export function uint32s(input: BetSeeds & { cursor?: number; count: number }): number[] {
  const cursor = input.cursor ?? 0;
  assertCounter('cursor', cursor);
  assertCounter('count', input.count);
  const result: number[] = [];
  let round = -1;
  let bytes: Uint8Array = new Uint8Array(0);
  for (let index = cursor; index < cursor + input.count; index += 1) {
    const wantedRound = Math.floor(index / FLOATS_PER_ROUND);
    if (wantedRound !== round) {
      round = wantedRound;
      bytes = bytesFor({ ...input, round });
    }
    const offset = (index % FLOATS_PER_ROUND) * BYTES_PER_FLOAT;
    const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes.subarray(offset, offset + BYTES_PER_FLOAT);
    // b0·2^24 + … stays below 2^32, inside a double's exact range; `<<` would go negative.
    result.push(b0 * 2 ** 24 + b1 * 2 ** 16 + b2 * 2 ** 8 + b3);
  }
  return result;
}

/**
 * `count` floats in [0, 1) starting at float number `cursor`: each is
 * b0/256 + b1/256² + b2/256³ + b3/256⁴ of its four bytes, which equals uint32 / 2^32 exactly.
 */
export function floats(input: BetSeeds & { cursor?: number; count: number }): number[] {
  return uint32s(input).map((value) => value / FLOAT_GRID);
}
