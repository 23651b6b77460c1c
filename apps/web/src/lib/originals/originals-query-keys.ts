import type { OriginalGame } from '@wheelhouse/contracts/originals';

/**
 * Cache keys of the originals: every answer about a player's bets lives under ['originals', …], so
 * a settled bet can refresh the history of its game and the "all games" history at once.
 */
export const originalsQueryKeys = {
  all: ['originals'] as const,
  seeds: ['originals', 'seeds'] as const,
  betsAll: ['originals', 'bets'] as const,
  bets: (game: OriginalGame | undefined) => ['originals', 'bets', game ?? 'all'] as const,
};
