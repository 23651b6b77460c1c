import { MULTIPLIER_SCALE, type Multiplier } from './multiplier';
import { fail, ok, type FairResult } from './result';
import { WHEELHOUSE_SLOT, type SlotMachine, type SlotSymbol } from './slot-machine';
import { uint32s, type BetSeeds } from './stream';

/**
 * Slot spin: reel r stops at floor(float_r × strip length), floats 0–4 from cursor 0. The spin's
 * multiplier is (sum of line pays) / (number of lines) + scatter pay, in 1/10,000ths; with 20
 * lines every line pay is a whole number of 1/10,000ths, so nothing is rounded.
 */
/** Exact analytic RTP of WHEELHOUSE_SLOT, floored to 2 decimals; slot-rtp.test.ts recomputes it. */
export const SLOT_RTP_PERCENT = '96.06';

export interface SlotLineWin {
  /** Payline index, 0-based. */
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** In line bets. */
  pay: number;
}

export interface SlotOutcome {
  stops: number[];
  /** screen[reel][row], row 0 on top. */
  screen: SlotSymbol[][];
  lineWins: SlotLineWin[];
  scatterCount: number;
  /** In stakes. */
  scatterPay: number;
  multiplier: Multiplier;
}

/** The best pay of one line's symbols, left to right (see slot-machine.ts for the rules). */
export function linePay(
  machine: SlotMachine,
  symbols: readonly SlotSymbol[],
): { symbol: SlotSymbol; count: number; pay: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'wild') wilds += 1;
  const payFor = (symbol: SlotSymbol, count: number): number =>
    count >= 3 ? (machine.linePays[symbol]?.[count - 3] ?? 0) : 0;
  let best = { symbol: 'wild' as SlotSymbol, count: wilds, pay: payFor('wild', wilds) };
  const lead = symbols[wilds];
  if (lead !== undefined && lead !== 'scatter') {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === lead || symbols[count] === 'wild')) {
      count += 1;
    }
    const pay = payFor(lead, count);
    if (pay > best.pay) best = { symbol: lead, count, pay };
  }
  return best.pay > 0 ? best : null;
}

export function slotScreen(machine: SlotMachine, stops: readonly number[]): SlotSymbol[][] {
  return machine.reels.map((strip, reel) =>
    Array.from(
      { length: machine.rows },
      (_, row) => strip[((stops[reel] ?? 0) + row) % strip.length] as SlotSymbol,
    ),
  );
}

/** Pays a screen: every payline, then the scatters. */
export function evaluateSlot(
  machine: SlotMachine,
  stops: readonly number[],
): Omit<SlotOutcome, 'stops'> {
  const screen = slotScreen(machine, stops);
  const lineWins: SlotLineWin[] = [];
  machine.lines.forEach((rows, line) => {
    const win = linePay(
      machine,
      rows.map((row, reel) => screen[reel]?.[row] as SlotSymbol),
    );
    if (win) lineWins.push({ line, ...win });
  });
  const scatterCount = screen.flat().filter((symbol) => symbol === 'scatter').length;
  const scatterPay = machine.scatterPays[scatterCount] ?? 0;
  const linesTotal = lineWins.reduce((sum, win) => sum + BigInt(win.pay), 0n);
  const multiplier =
    (linesTotal * MULTIPLIER_SCALE) / BigInt(machine.lines.length) +
    BigInt(scatterPay) * MULTIPLIER_SCALE;
  return { screen, lineWins, scatterCount, scatterPay, multiplier };
}

export function slotStops(seeds: BetSeeds, machine: SlotMachine = WHEELHOUSE_SLOT): number[] {
  return uint32s({ ...seeds, cursor: 0, count: machine.reels.length }).map((draw, reel) =>
    Math.floor((draw * (machine.reels[reel]?.length ?? 0)) / 2 ** 32),
  );
}

/** The slot takes no parameters (the stake is split evenly over all 20 lines): {} or nothing. */
export function parseSlotParams(input: unknown): FairResult<Record<string, never>> {
  if (input === undefined || input === null) return ok({});
  if (typeof input !== 'object' || Array.isArray(input)) {
    return fail('params', 'invalid_type', { expected: 'object' });
  }
  const [unknown] = Object.keys(input);
  return unknown === undefined ? ok({}) : fail(unknown, 'unknown_field');
}

export function playSlot(seeds: BetSeeds, params?: unknown): FairResult<SlotOutcome> {
  const parsed = parseSlotParams(params);
  if (!parsed.ok) return parsed;
  const stops = slotStops(seeds);
  return ok({ stops, ...evaluateSlot(WHEELHOUSE_SLOT, stops) });
}
