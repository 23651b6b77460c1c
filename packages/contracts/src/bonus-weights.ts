import type { GameWager } from './bonuses';

/**
 * Weight of a category no `gamesWagers` entry names (percent of the stake that counts): slots and
 * our originals count fully, table games little, live casino not at all; unknown categories 0.
 * The same table as the server's bonus rules (apps/server/src/modules/bonuses/rules.ts).
 */
export const DEFAULT_CATEGORY_WEIGHTS: Readonly<Record<string, number>> = {
  slots: 100,
  originals: 100,
  table: 10,
  live: 0,
};

/**
 * Percent of a bet on a game that counts toward a bonus's wagering, as the server counts it: the
 * first entry naming the game (by slug), else the first naming one of its categories, else the
 * best default of its categories.
 */
export function gameWagerWeight(
  rules: readonly GameWager[],
  game: { slug: string; categories: readonly string[] },
): number {
  const forGame = rules.find((rule) => rule.kind === 'game' && rule.value === game.slug);
  if (forGame) return forGame.weight;
  const forCategory = rules.find(
    (rule) => rule.kind === 'category' && game.categories.includes(rule.value),
  );
  if (forCategory) return forCategory.weight;
  return Math.max(0, ...game.categories.map((category) => DEFAULT_CATEGORY_WEIGHTS[category] ?? 0));
}
