import { SLOT_RTP_PERCENT } from '@wheelhouse/fair/slot';
import {
  SLOT_SYMBOLS,
  WHEELHOUSE_SLOT,
  type SlotMachine,
  type SlotSymbol,
} from '@wheelhouse/fair/slot-machine';

export interface PaytableRow {
  symbol: SlotSymbol;
  /** Line-bet multiples for 3, 4 and 5 of a kind. */
  pays: readonly [number, number, number];
}

export interface Paytable {
  lineRows: PaytableRow[];
  /** [count, stake multiple] for scatters anywhere, fewest first. */
  scatter: [number, number][];
  lines: number;
  /** As the fair package declares it, e.g. "96.06". */
  rtpPercent: string;
}

/** The paytable as the machine defines it: symbols in the machine's order, best first. */
export function paytableOf(machine: SlotMachine = WHEELHOUSE_SLOT): Paytable {
  const lineRows = SLOT_SYMBOLS.flatMap((symbol) => {
    const pays = machine.linePays[symbol];
    return pays ? [{ symbol, pays }] : [];
  });
  const scatter = Object.entries(machine.scatterPays)
    .map(([count, pay]): [number, number] => [Number(count), pay])
    .sort((a, b) => a[0] - b[0]);
  return { lineRows, scatter, lines: machine.lines.length, rtpPercent: SLOT_RTP_PERCENT };
}
