import { createCipheriv } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPercentFloor, ratio, ratioToNumber } from './ratio';
import {
  SLOT_RTP_PERCENT,
  evaluateSlot,
  linePay,
  parseSlotParams,
  playSlot,
  slotStopsFromDraws,
} from './slot';
import { WHEELHOUSE_SLOT, type SlotMachine, type SlotSymbol } from './slot-machine';
import { slotLineRtp, slotRtp, slotScatterRtp } from './slot-rtp';
import { uint32s } from './stream';
import { vectorSeeds } from './test-support/vectors';

const line = (text: string) => text.split(' ') as SlotSymbol[];

/** A tiny machine (4–5 stop strips, two scatters on one reel) small enough to enumerate. */
const TINY_SLOT: SlotMachine = {
  ...WHEELHOUSE_SLOT,
  reels: [
    ['wild', 'seven', 'cherry', 'scatter'],
    ['cherry', 'wild', 'bar', 'lemon'],
    ['scatter', 'wild', 'cherry', 'seven', 'scatter'],
    ['seven', 'cherry', 'wild', 'plum'],
    ['cherry', 'scatter', 'seven', 'wild'],
  ],
};

describe('slot', () => {
  it('pins a known spin: stops, screen, line wins and total', () => {
    expect(playSlot(vectorSeeds(0))).toEqual({
      ok: true,
      value: {
        stops: [18, 1, 24, 11, 23],
        screen: [
          ['plum', 'bar', 'cherry'],
          ['plum', 'bar', 'lemon'],
          ['bell', 'cherry', 'wild'],
          ['bell', 'lemon', 'plum'],
          ['wild', 'bar', 'cherry'],
        ],
        lineWins: [
          { line: 16, symbol: 'bar', count: 3, pay: 8 },
          { line: 17, symbol: 'plum', count: 3, pay: 4 },
        ],
        scatterCount: 0,
        scatterPay: 0,
        multiplier: 6_000n, // (8 + 4) line bets / 20 lines = 0.6×
      },
    });
    const totals = [1, 2, 3, 4, 40, 49].map((nonce) => {
      const spin = playSlot(vectorSeeds(nonce));
      return spin.ok && [spin.value.stops, spin.value.scatterCount, spin.value.multiplier];
    });
    expect(totals).toEqual([
      [[19, 16, 18, 15, 3], 2, 16_500n],
      [[2, 17, 16, 19, 5], 0, 6_500n],
      [[14, 5, 17, 21, 8], 0, 30_000n],
      [[5, 20, 11, 3, 11], 1, 5_000n],
      [expect.any(Array), 3, 20_000n],
      [expect.any(Array), 3, 28_000n],
    ]);
  });

  it('pays the longest left run, wilds standing in, the better of symbol and wild pay', () => {
    const pay = (text: string) => linePay(WHEELHOUSE_SLOT, line(text));
    expect(pay('wild wild seven seven bar')).toEqual({ symbol: 'seven', count: 4, pay: 40 });
    expect(pay('seven wild seven wild seven')).toEqual({ symbol: 'seven', count: 5, pay: 150 });
    expect(pay('wild wild wild cherry plum')).toEqual({ symbol: 'wild', count: 3, pay: 20 });
    expect(pay('wild wild wild wild wild')).toEqual({ symbol: 'wild', count: 5, pay: 250 });
    expect(pay('wild wild wild wild seven')).toEqual({ symbol: 'seven', count: 5, pay: 150 });
    expect(pay('wild wild wild scatter seven')).toEqual({ symbol: 'wild', count: 3, pay: 20 });
    expect(pay('scatter seven seven seven seven')).toBeNull();
    expect(pay('cherry cherry bar cherry cherry')).toBeNull();
    expect(pay('bar cherry cherry cherry cherry')).toBeNull();
    expect(pay('lemon lemon lemon wild bell')).toEqual({ symbol: 'lemon', count: 4, pay: 6 });
  });

  it('shows three consecutive strip symbols per reel and stops where the draws say', () => {
    fc.assert(
      fc.property(fc.nat(), (nonce) => {
        const spin = playSlot(vectorSeeds(nonce));
        if (!spin.ok) throw new Error('spin refused');
        const draws = uint32s({ ...vectorSeeds(nonce), count: 5 });
        expect(spin.value.stops).toEqual(slotStopsFromDraws(WHEELHOUSE_SLOT, draws));
        spin.value.screen.forEach((column, reel) => {
          const strip = WHEELHOUSE_SLOT.reels[reel] ?? [];
          const stop = spin.value.stops[reel] ?? 0;
          expect(column).toEqual([0, 1, 2].map((row) => strip[(stop + row) % strip.length]));
        });
        expect(playSlot(vectorSeeds(nonce))).toEqual(spin);
      }),
      { numRuns: 200 },
    );
    expect(slotStopsFromDraws(WHEELHOUSE_SLOT, [0, 0, 0, 0, 0])).toEqual([0, 0, 0, 0, 0]);
    expect(slotStopsFromDraws(WHEELHOUSE_SLOT, new Array(5).fill(2 ** 32 - 1))).toEqual([
      23, 23, 24, 23, 23,
    ]);
  });

  it('computes the RTP the page declares, exactly from the strips: 96.06 %', () => {
    const rtp = slotRtp(WHEELHOUSE_SLOT);
    expect(rtp).toEqual(ratio(2_655_887n, 2_764_800n));
    expect(formatPercentFloor(rtp, 2)).toBe(SLOT_RTP_PERCENT);
    expect(ratioToNumber(slotLineRtp(WHEELHOUSE_SLOT))).toBeCloseTo(0.92234, 5);
    expect(ratioToNumber(slotScatterRtp(WHEELHOUSE_SLOT))).toBeCloseTo(0.03827, 5);
  });

  it('the analytic RTP equals the real evaluator averaged over every stop combination', () => {
    // On a machine small enough to enumerate (4·4·5·4·4 = 1,280 screens), with lines that share
    // cells and a reel that can show two scatters, the exact average of evaluateSlot must equal
    // slotRtp to the last digit: the analytic method counts what the game pays.
    const lengths = TINY_SLOT.reels.map((strip) => strip.length);
    let total = 0n;
    let screens = 0n;
    const stops = [0, 0, 0, 0, 0];
    const walk = (reel: number): void => {
      if (reel === lengths.length) {
        total += evaluateSlot(TINY_SLOT, stops).multiplier;
        screens += 1n;
        return;
      }
      for (let stop = 0; stop < (lengths[reel] ?? 0); stop += 1) {
        stops[reel] = stop;
        walk(reel + 1);
      }
    };
    walk(0);
    expect(screens).toBe(1_280n);
    expect(ratio(total, screens * 10_000n)).toEqual(slotRtp(TINY_SLOT));
  });

  it('simulated over 2,000,000 spins, returns the analytic RTP within ±0.3 points', () => {
    // The payout's standard deviation is 1.269 stakes per spin (computed offline over all
    // 8,294,400 screens), so the mean of 2·10⁶ spins has a standard error of 0.09 points and ±0.3
    // is 3.3 standard errors. The draws come from AES-128-CTR, which is fast and deterministic;
    // the HMAC stream's uniformity and its mapping to stops have their own tests above.
    const spins = 2_000_000;
    const cipher = createCipheriv('aes-128-ctr', Buffer.alloc(16, 7), Buffer.alloc(16, 0));
    const bytes = cipher.update(Buffer.alloc(spins * 5 * 4));
    let total = 0n;
    const draws = [0, 0, 0, 0, 0];
    for (let spin = 0; spin < spins; spin += 1) {
      for (let reel = 0; reel < 5; reel += 1)
        draws[reel] = bytes.readUInt32BE((spin * 5 + reel) * 4);
      total += evaluateSlot(WHEELHOUSE_SLOT, slotStopsFromDraws(WHEELHOUSE_SLOT, draws)).multiplier;
    }
    const simulated = Number(total) / 10_000 / spins;
    expect(Math.abs(simulated - ratioToNumber(slotRtp(WHEELHOUSE_SLOT)))).toBeLessThan(0.003);
  }, 120_000);

  it('takes no parameters', () => {
    expect(parseSlotParams(undefined)).toEqual({ ok: true, value: {} });
    expect(parseSlotParams({})).toEqual({ ok: true, value: {} });
    expect(parseSlotParams({ lines: 10 })).toEqual({
      ok: false,
      error: { field: 'lines', rule: 'unknown_field' },
    });
    expect(parseSlotParams('spin')).toMatchObject({ ok: false, error: { rule: 'invalid_type' } });
    expect(playSlot(vectorSeeds(0), { bet: 1 })).toMatchObject({ ok: false });
  });
});
