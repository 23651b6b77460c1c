import type { MinesRound } from '@wheelhouse/contracts/originals';
import { MINES_TILES } from '@wheelhouse/fair/mines';

/**
 * What one tile shows: still hidden, a gem the player found, the mine that ended the round, or
 * (once the round is over) a mine or gem the player never turned.
 */
export type TileFace = 'hidden' | 'gem' | 'mine-hit' | 'mine' | 'gem-unpicked';

/** The 25 tiles of a round, row by row; a fresh board (no round yet) is all hidden. */
export function boardFaces(round: MinesRound | null): TileFace[] {
  const faces: TileFace[] = Array.from({ length: MINES_TILES }, () => 'hidden');
  if (!round) return faces;
  const mined = new Set(round.mineTiles ?? []);
  const picked = new Set(round.revealed);
  const over = round.status !== 'active';
  for (let tile = 0; tile < MINES_TILES; tile += 1) {
    if (picked.has(tile)) faces[tile] = mined.has(tile) ? 'mine-hit' : 'gem';
    else if (over) faces[tile] = mined.has(tile) ? 'mine' : 'gem-unpicked';
  }
  return faces;
}

/** A tile can be revealed while the round is active and the tile is still hidden. */
export function canReveal(round: MinesRound | null, tile: number): boolean {
  return round?.status === 'active' && !round.revealed.includes(tile);
}

/** Cashing out needs an active round with at least one safe reveal. */
export function canCashOut(round: MinesRound | null): boolean {
  return round?.status === 'active' && round.safeReveals > 0;
}
