import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '@wheelhouse/contracts/games';
import { apiRequest } from '../api-client';
import { lazySchema } from '../lazy-schema';
import { gameQueryKeys } from './game-query-keys';

/** Loaded with the request (lib/lazy-schema.ts): a game page's first call waits for no zod. */
const gameSchema = lazySchema(() => import('@wheelhouse/contracts/games').then((m) => m.ZGame));

/** GET /api/v2/games/{idOrSlug}: one game with the viewer's favourite flag and block reason. */
export function fetchGame(idOrSlug: string, signal?: AbortSignal): Promise<Game> {
  return apiRequest(`/api/v2/games/${encodeURIComponent(idOrSlug)}`, {
    schema: gameSchema,
    signal,
  });
}

export function gameQueryOptions(idOrSlug: string) {
  return queryOptions({
    queryKey: gameQueryKeys.game(idOrSlug),
    queryFn: ({ signal }) => fetchGame(idOrSlug, signal),
  });
}

export function useGame(idOrSlug: string) {
  return useQuery(gameQueryOptions(idOrSlug));
}
