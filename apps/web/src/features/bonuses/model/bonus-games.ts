import { gameWagerWeight } from '@wheelhouse/contracts/bonus-weights';
import type { GameWager } from '@wheelhouse/contracts/bonuses';
import type { Game } from '@wheelhouse/contracts/games';

/** Shell spec §9: the bonus games tooltip lists 10 game names, then a count of the rest. */
export const BONUS_TOOLTIP_NAMES = 10;

export interface WeightedGame {
  game: Game;
  /** Percent of a stake that counts toward the wagering (1–100). */
  weight: number;
}

/** The games a bonus counts on (weight above 0), the heaviest first, otherwise in catalogue order. */
export function bonusGames(games: readonly Game[], rules: readonly GameWager[]): WeightedGame[] {
  return games
    .map((game, index) => ({ game, weight: gameWagerWeight(rules, game), index }))
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ game, weight }) => ({ game, weight }));
}

/** The names the tooltip shows and how many more there are. */
export function tooltipNames(
  names: readonly string[],
  limit = BONUS_TOOLTIP_NAMES,
): { shown: string[]; rest: number } {
  return { shown: names.slice(0, limit), rest: Math.max(0, names.length - limit) };
}
