import { PlayError } from './rounds';

/** At most this many chips in one round of a chip table (the money wheel, sic bo). */
export const MAX_TABLE_CHIPS = 50;

/**
 * Checks a round's chips from the frame: 1 to MAX_TABLE_CHIPS chips, each on one of `spots` and
 * of a chip value offered. Answers the total on each spot (only spots with chips) and the total
 * stake; anything else is refused before any money moves (`bad_bet`, `bad_stake`).
 */
export function parseChips<Spot extends string>(
  input: unknown,
  spots: readonly Spot[],
  chips: readonly number[],
): { bets: Partial<Record<Spot, number>>; total: number } {
  if (!Array.isArray(input) || input.length === 0 || input.length > MAX_TABLE_CHIPS)
    throw new PlayError('bad_bet');
  const bets: Partial<Record<Spot, number>> = {};
  let total = 0;
  for (const raw of input as unknown[]) {
    if (!raw || typeof raw !== 'object') throw new PlayError('bad_bet');
    const { spot, stake } = raw as Record<string, unknown>;
    if (typeof spot !== 'string' || !(spots as readonly string[]).includes(spot))
      throw new PlayError('bad_bet');
    if (typeof stake !== 'number' || !chips.includes(stake)) throw new PlayError('bad_stake');
    bets[spot as Spot] = (bets[spot as Spot] ?? 0) + stake;
    total += stake;
  }
  return { bets, total };
}
