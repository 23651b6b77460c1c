import { addRatios, ratio, type Ratio } from './ratio';
import { linePay } from './slot';
import { SLOT_SYMBOLS, type SlotMachine, type SlotSymbol } from './slot-machine';

/**
 * The slot's exact RTP from its strips, with reels stopping independently and uniformly.
 * Lines: every cell of a line is on a different reel, and every row of a reel shows each strip
 * position equally often, so the five symbols of any line are independent with the strips'
 * symbol frequencies. Summing linePay over all 8^5 symbol tuples weighted by their counts gives
 * the expected pay of one line in line bets, which is also the lines' RTP (stake = lines × line
 * bet). Scatters: the distribution of scatters shown per reel over all its stops, convolved over
 * the reels, weighted by the scatter pays.
 */
export function slotLineRtp(machine: SlotMachine): Ratio {
  const counts = machine.reels.map((strip) => {
    const tally = new Map<SlotSymbol, bigint>();
    for (const symbol of strip) tally.set(symbol, (tally.get(symbol) ?? 0n) + 1n);
    return tally;
  });
  const total = machine.reels.reduce((product, strip) => product * BigInt(strip.length), 1n);
  let weighted = 0n;
  const tuple: SlotSymbol[] = [];
  const walk = (reel: number, weight: bigint): void => {
    if (reel === machine.reels.length) {
      weighted += weight * BigInt(linePay(machine, tuple)?.pay ?? 0);
      return;
    }
    for (const symbol of SLOT_SYMBOLS) {
      const count = counts[reel]?.get(symbol) ?? 0n;
      if (count === 0n) continue;
      tuple[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1n);
  return ratio(weighted, total);
}

export function slotScatterRtp(machine: SlotMachine): Ratio {
  // ways[n] = number of stop combinations (over the reels so far) showing n scatters
  let ways: bigint[] = [1n];
  for (const strip of machine.reels) {
    const perStop = strip.map((_, stop) => {
      let shown = 0;
      for (let row = 0; row < machine.rows; row += 1) {
        if (strip[(stop + row) % strip.length] === 'scatter') shown += 1;
      }
      return shown;
    });
    const next: bigint[] = [];
    ways.forEach((count, before) => {
      for (const shown of perStop) next[before + shown] = (next[before + shown] ?? 0n) + count;
    });
    ways = next;
  }
  const total = machine.reels.reduce((product, strip) => product * BigInt(strip.length), 1n);
  const paid = ways.reduce(
    (sum, count, shown) => sum + (count ?? 0n) * BigInt(machine.scatterPays[shown] ?? 0),
    0n,
  );
  return ratio(paid, total);
}

export function slotRtp(machine: SlotMachine): Ratio {
  return addRatios(slotLineRtp(machine), slotScatterRtp(machine));
}
