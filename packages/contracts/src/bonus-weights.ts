import type { GameWager } from './bonuses';

/**
 * Weight of a category no `gamesWagers` entry names (percent of the stake that counts): slots and
 * our originals count fully, table games little, live casino not at all; sportsbook stakes count
 * fully, like a casino bet (a template's rules may weigh `sportsbook` otherwise). Unknown: 0.
 */
export const DEFAULT_CATEGORY_WEIGHTS: Readonly<Record<string, number>> = {
  slots: 100,
  originals: 100,
  sportsbook: 100,
  table: 10,
  live: 0,
};

/**
 * The category a game's bets are weighed by when it is listed under several: the first that has a
 * default weight (slots, originals, table, live), else the first listed; 'other' (weight 0
 * unless a rule names it) for a game without categories.
 */
export function wageringCategory(categories: readonly string[]): string {
  return categories.find((value) => value in DEFAULT_CATEGORY_WEIGHTS) ?? categories[0] ?? 'other';
}

/**
 * Percent of a bet on `game` (of `category`) that counts toward the wagering: the first entry
 * naming the game, else the first naming the category, else the category's default. The server
 * counts bets by this rule (in SQL, bonuses/repository.ts); the web shows it.
 */
export function wagerWeight(
  rules: readonly Pick<GameWager, 'kind' | 'value' | 'weight'>[],
  game: string,
  category: string,
): number {
  const forGame = rules.find((rule) => rule.kind === 'game' && rule.value === game);
  if (forGame) return forGame.weight;
  const forCategory = rules.find((rule) => rule.kind === 'category' && rule.value === category);
  if (forCategory) return forCategory.weight;
  return DEFAULT_CATEGORY_WEIGHTS[category] ?? 0;
}

/** wagerWeight of a catalogue game, weighed by its wagering category. */
export function gameWagerWeight(
  rules: readonly Pick<GameWager, 'kind' | 'value' | 'weight'>[],
  game: { slug: string; categories: readonly string[] },
): number {
  return wagerWeight(rules, game.slug, wageringCategory(game.categories));
}
