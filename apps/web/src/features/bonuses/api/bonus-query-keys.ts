/** Every cached bonus answer lives under ['bonuses', …], so a claim or cancel refreshes them all. */
export const bonusQueryKeys = {
  all: ['bonuses'] as const,
  list: ['bonuses', 'list'] as const,
  one: (id: number) => ['bonuses', 'one', id] as const,
  /** Under ['games', …] so a favourite toggle flips these tiles too (lib/games/set-favorite). */
  catalogue: ['games', 'bonus-catalogue'] as const,
};
