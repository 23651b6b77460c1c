import { DICE_RTP_PERCENT, playDice, type DiceOutcome } from './dice';
import { LIMBO_RTP_PERCENT, playLimbo, type LimboOutcome } from './limbo';
import { MINES_RTP_PERCENT, playMines, type MinesOutcome } from './mines';
import { PLINKO_RTP_PERCENT, playPlinko, type PlinkoOutcome } from './plinko';
import { type FairResult } from './result';
import { SLOT_RTP_PERCENT, playSlot, type SlotOutcome } from './slot';
import { type BetSeeds } from './stream';

export const ORIGINAL_GAMES = ['dice', 'limbo', 'mines', 'plinko', 'slot'] as const;
export type OriginalGame = (typeof ORIGINAL_GAMES)[number];

export interface OriginalOutcomes {
  dice: DiceOutcome;
  limbo: LimboOutcome;
  mines: MinesOutcome;
  plinko: PlinkoOutcome;
  slot: SlotOutcome;
}

/** The RTP each game page declares, in percent with 2 decimals (the tests recompute each). */
export const ORIGINAL_RTP_PERCENT: Record<OriginalGame, string> = {
  dice: DICE_RTP_PERCENT.toFixed(2),
  limbo: LIMBO_RTP_PERCENT.toFixed(2),
  mines: MINES_RTP_PERCENT.toFixed(2),
  plinko: PLINKO_RTP_PERCENT.toFixed(2),
  slot: SLOT_RTP_PERCENT,
};

const players: {
  [G in OriginalGame]: (seeds: BetSeeds, params: unknown) => FairResult<OriginalOutcomes[G]>;
} = {
  dice: playDice,
  limbo: playLimbo,
  mines: playMines,
  plinko: playPlinko,
  slot: playSlot,
};

/** Decides (server) or recomputes (browser) one bet of any original. */
export function playOriginal<G extends OriginalGame>(
  game: G,
  seeds: BetSeeds,
  params: unknown,
): FairResult<OriginalOutcomes[G]> {
  return players[game](seeds, params);
}
