import { parseIntegerIn } from './decimal';
import { multiplierFloor, type Multiplier } from './multiplier';
import { fail, ok, type FairResult } from './result';
import { uint32s, type BetSeeds } from './stream';

/**
 * Mines: a 5×5 board (tiles 0–24, row by row), 1–24 mines. Mine positions come from a
 * Fisher–Yates draw over the float stream: with the tiles 0–24 in order, the i-th float (from
 * cursor 0) picks index floor(float × (25 − i)) among the tiles left, and that tile is removed and
 * mined, for i = 0 … mines − 1. After k safe reveals a cash-out pays
 *   0.99 × C(25, k) / C(25 − mines, k), floored to 4 decimals,
 * i.e. 99 % of the fair odds of having survived k picks. A cash-out needs at least one safe reveal.
 */
export const MINES_HOUSE_EDGE_PERCENT = 1;
export const MINES_RTP_PERCENT = 99;
export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

export interface MinesParams {
  mines: number;
  /** Tiles the player revealed, in order. Play stops at the first mine. */
  picks: number[];
}

export interface MinesOutcome {
  mines: number;
  /** The mined tiles, ascending. */
  mineTiles: number[];
  /** Picks that were played: all of them, or up to and including the first mine. */
  revealed: number[];
  hitMine: boolean;
  safeReveals: number;
  /** Every safe tile is revealed: the round can only be cashed out. */
  cleared: boolean;
  /** What cashing out now pays (0 after a mine or before the first reveal). */
  multiplier: Multiplier;
}

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** The cash-out multiplier after `safeReveals` safe tiles with `mines` mines on the board. */
export function minesMultiplier(mines: number, safeReveals: number): Multiplier {
  if (safeReveals < 1 || safeReveals > MINES_TILES - mines) return 0n;
  return multiplierFloor(
    99n * binomial(MINES_TILES, safeReveals),
    100n * binomial(MINES_TILES - mines, safeReveals),
  );
}

export function mineTiles(seeds: BetSeeds, mines: number): number[] {
  const left = Array.from({ length: MINES_TILES }, (_, tile) => tile);
  const chosen = uint32s({ ...seeds, cursor: 0, count: mines }).map((draw, i) => {
    const index = Math.floor((draw * (MINES_TILES - i)) / 2 ** 32);
    return left.splice(index, 1)[0] as number;
  });
  return chosen.sort((a, b) => a - b);
}

export function parseMinesParams(input: unknown): FairResult<MinesParams> {
  const params = (input ?? {}) as Partial<Record<keyof MinesParams, unknown>>;
  const mines = parseIntegerIn('mines', params.mines, MINES_MIN, MINES_MAX);
  if (!mines.ok) return mines;
  const picks = params.picks ?? [];
  if (!Array.isArray(picks)) return fail('picks', 'invalid_type', { expected: 'array' });
  const safeTiles = MINES_TILES - mines.value;
  if (picks.length > safeTiles) return fail('picks', 'max_length', { max: safeTiles });
  const seen = new Set<number>();
  for (const [index, pick] of picks.entries()) {
    const tile = parseIntegerIn(`picks.${index}`, pick, 0, MINES_TILES - 1);
    if (!tile.ok) return tile;
    if (seen.has(tile.value)) return fail(`picks.${index}`, 'duplicate');
    seen.add(tile.value);
  }
  return ok({ mines: mines.value, picks: [...seen] });
}

/**
 * Replays a round: the board for these seeds and the picks in order. The server calls it after
 * every reveal; the browser calls it to verify a finished round.
 */
export function playMines(seeds: BetSeeds, params: unknown): FairResult<MinesOutcome> {
  const parsed = parseMinesParams(params);
  if (!parsed.ok) return parsed;
  const { mines, picks } = parsed.value;
  const board = mineTiles(seeds, mines);
  const mined = new Set(board);
  const firstMine = picks.findIndex((tile) => mined.has(tile));
  const revealed = firstMine === -1 ? picks : picks.slice(0, firstMine + 1);
  const hitMine = firstMine !== -1;
  const safeReveals = hitMine ? firstMine : picks.length;
  return ok({
    mines,
    mineTiles: board,
    revealed,
    hitMine,
    safeReveals,
    cleared: !hitMine && safeReveals === MINES_TILES - mines,
    multiplier: hitMine ? 0n : minesMultiplier(mines, safeReveals),
  });
}
