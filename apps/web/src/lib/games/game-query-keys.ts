import type { GameSort } from '@wheelhouse/contracts/games';

/** What a game grid asks the collection endpoint for. */
export interface GamesFilter {
  category?: string;
  provider?: string;
  search?: string;
  sort?: GameSort;
}

/**
 * Every cached answer that carries games lives under ['games', …], so a favourite toggle can reach
 * each tile of each grid at once.
 */
export const gameQueryKeys = {
  all: ['games'] as const,
  collection: (filter: GamesFilter) => ['games', 'collection', filter] as const,
  favorites: ['games', 'favorites'] as const,
  game: (idOrSlug: string) => ['games', 'game', idOrSlug] as const,
  categories: (lang: string) => ['game-categories', lang] as const,
  providers: ['game-providers'] as const,
};
