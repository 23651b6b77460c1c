import { DICE_RTP_PERCENT, playDice, type DiceOutcome } from './dice';
import { LIMBO_RTP_PERCENT, playLimbo, type LimboOutcome } from './limbo';
import { MINES_RTP_PERCENT, playMines, type MinesOutcome } from './mines';
import { PLINKO_RTP_PERCENT, playPlinko, type PlinkoOutcome } from './plinko';
import { fail, type FairResult } from './result';
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

/**
 * The RTP each game page declares, in percent: the house edge the game is built on. The exact
 * figure of a single bet, which the tests compute, differs by hundredths of a point because
 * multipliers are floored: dice 98.990–99.000 06 (by target), limbo 98.977–99.000 (the low end at
 * the 1,000,000× target), mines 98.992–99.000, plinko 98.906–98.999 by table (PLINKO_TABLE_RTP),
 * slot 96.0607.
 */
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
  if (!Object.hasOwn(players, game)) {
    return fail('game', 'invalid_value', { allowed: ORIGINAL_GAMES.join(', ') });
  }
  return players[game](seeds, params);
}
