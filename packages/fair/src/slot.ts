import { MULTIPLIER_SCALE, type Multiplier } from './multiplier';
import { fail, ok, type FairResult } from './result';
import { WHEELHOUSE_SLOT, type SlotMachine, type SlotSymbol } from './slot-machine';
import { uint32s, type BetSeeds } from './stream';

/*
 * Slot spin: reel r stops at floor(float_r × strip length), floats 0–4 from cursor 0. The spin's
 * multiplier is (sum of line pays) / (number of lines) + scatter pay, in 1/10,000ths; with 20
 * lines every line pay is a whole number of 1/10,000ths, so nothing is rounded.
 */

/** The exact RTP of WHEELHOUSE_SLOT (slot-rtp.ts) floored to 2 decimals; slot.test.ts checks it. */
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

function payFor(machine: SlotMachine, symbol: SlotSymbol, count: number): number {
  return count >= 3 ? (machine.linePays[symbol]?.[count - 3] ?? 0) : 0;
}

/** The best pay of one line's symbols, left to right (see slot-machine.ts for the rules). */
export function linePay(
  machine: SlotMachine,
  symbols: readonly SlotSymbol[],
): { symbol: SlotSymbol; count: number; pay: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'wild') wilds += 1;
  const wildPay = payFor(machine, 'wild', wilds);
  const lead = symbols[wilds];
  if (lead !== undefined && lead !== 'scatter') {
    let count = wilds + 1;
    while (count < symbols.length && (symbols[count] === lead || symbols[count] === 'wild')) {
      count += 1;
    }
    const leadPay = payFor(machine, lead, count);
    if (leadPay > wildPay) return { symbol: lead, count, pay: leadPay };
  }
  return wildPay > 0 ? { symbol: 'wild', count: wilds, pay: wildPay } : null;
}

export function slotScreen(machine: SlotMachine, stops: readonly number[]): SlotSymbol[][] {
  return machine.reels.map((strip, reel) => {
    const stop = stops[reel] ?? 0;
    const column: SlotSymbol[] = [];
    for (let row = 0; row < machine.rows; row += 1) {
      column.push(strip[(stop + row) % strip.length] as SlotSymbol);
    }
    return column;
  });
}

/** Pays a screen: every payline, then the scatters. */
export function evaluateSlot(
  machine: SlotMachine,
  stops: readonly number[],
): Omit<SlotOutcome, 'stops'> {
  const screen = slotScreen(machine, stops);
  const lineWins: SlotLineWin[] = [];
  const symbols: SlotSymbol[] = [];
  let linesTotal = 0;
  for (let line = 0; line < machine.lines.length; line += 1) {
    const rows = machine.lines[line] ?? [];
    for (let reel = 0; reel < screen.length; reel += 1) {
      symbols[reel] = screen[reel]?.[rows[reel] ?? 0] as SlotSymbol;
    }
    const win = linePay(machine, symbols);
    if (win) {
      lineWins.push({ line, ...win });
      linesTotal += win.pay;
    }
  }
  let scatterCount = 0;
  for (const column of screen) {
    for (const symbol of column) if (symbol === 'scatter') scatterCount += 1;
  }
  const scatterPay = machine.scatterPays[scatterCount] ?? 0;
  const multiplier =
    (BigInt(linesTotal) * MULTIPLIER_SCALE) / BigInt(machine.lines.length) +
    BigInt(scatterPay) * MULTIPLIER_SCALE;
  return { screen, lineWins, scatterCount, scatterPay, multiplier };
}

/** Reel r stops at floor(draw_r / 2^32 × strip length). */
export function slotStopsFromDraws(machine: SlotMachine, draws: readonly number[]): number[] {
  return machine.reels.map((strip, reel) =>
    Math.floor(((draws[reel] ?? 0) * strip.length) / 2 ** 32),
  );
}

export function slotStops(seeds: BetSeeds, machine: SlotMachine = WHEELHOUSE_SLOT): number[] {
  return slotStopsFromDraws(machine, uint32s({ ...seeds, cursor: 0, count: machine.reels.length }));
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
