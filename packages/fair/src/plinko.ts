import { parseFixed, parseIntegerIn, parseOneOf } from './decimal';
import { type Multiplier } from './multiplier';
import { PLINKO_HALF_TABLES } from './plinko-tables';
import { ok, type FairResult } from './result';
import { uint32s, type BetSeeds } from './stream';

/**
 * Plinko: a ball falls through `rows` rows of pegs; at row i the i-th float (from cursor 0) sends
 * it left when float < 0.5 and right otherwise. The bucket is the number of rights (0 … rows) and
 * pays that bucket's multiplier from the (rows, risk) table. Bucket b has probability
 * C(rows, b) / 2^rows exactly, since exactly half of the 2^32 float grid is below 0.5.
 */
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export type PlinkoRows = keyof typeof PLINKO_HALF_TABLES;
/** Every table returns between 98.9 % and 99.0 %; see PLINKO_TABLE_RTP for each exact figure. */
export const PLINKO_HOUSE_EDGE_PERCENT = 1;
export const PLINKO_RTP_PERCENT = 99;

export interface PlinkoParams {
  rows: number;
  risk: PlinkoRisk;
}

export interface PlinkoOutcome {
  rows: number;
  risk: PlinkoRisk;
  /** One entry per row: 'L' or 'R'. */
  path: ('L' | 'R')[];
  bucket: number;
  multiplier: Multiplier;
}

function toMultiplier(text: string): Multiplier {
  const parsed = parseFixed('multiplier', text, 4);
  if (!parsed.ok) throw new Error(`bad plinko table entry ${text}`);
  return parsed.value;
}

/** The full table of bucket multipliers (rows + 1 entries, symmetric), in 1/10,000ths. */
export function plinkoTable(rows: PlinkoRows, risk: PlinkoRisk): Multiplier[] {
  const half = PLINKO_HALF_TABLES[rows][risk].map(toMultiplier);
  const mirrored = half.slice(0, Math.floor((rows + 1) / 2)).reverse();
  return [...half, ...mirrored];
}

export function parsePlinkoParams(input: unknown): FairResult<PlinkoParams> {
  const params = (input ?? {}) as Partial<Record<keyof PlinkoParams, unknown>>;
  const rows = parseIntegerIn('rows', params.rows, PLINKO_MIN_ROWS, PLINKO_MAX_ROWS);
  if (!rows.ok) return rows;
  const risk = parseOneOf('risk', params.risk, PLINKO_RISKS);
  if (!risk.ok) return risk;
  return ok({ rows: rows.value, risk: risk.value });
}

export function playPlinko(seeds: BetSeeds, params: unknown): FairResult<PlinkoOutcome> {
  const parsed = parsePlinkoParams(params);
  if (!parsed.ok) return parsed;
  const { rows, risk } = parsed.value;
  const path = uint32s({ ...seeds, cursor: 0, count: rows }).map((draw) =>
    draw < 2 ** 31 ? ('L' as const) : ('R' as const),
  );
  const bucket = path.filter((step) => step === 'R').length;
  const multiplier = plinkoTable(rows as PlinkoRows, risk)[bucket] ?? 0n;
  return ok({ rows, risk, path, bucket, multiplier });
}
