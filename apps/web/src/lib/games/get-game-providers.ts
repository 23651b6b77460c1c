import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameProvidersResponse } from '@wheelhouse/contracts/games';
import { apiRequest } from '../api-client';
import { lazySchema } from '../lazy-schema';

const providersSchema = lazySchema(() =>
  import('@wheelhouse/contracts/games').then((m) => m.ZGameProvidersResponse),
);
import { gameQueryKeys } from './game-query-keys';

/** GET /api/v2/games/providers: game providers with their numbers of games. */
export function fetchGameProviders(signal?: AbortSignal): Promise<GameProvidersResponse> {
  return apiRequest('/api/v2/games/providers', { schema: providersSchema, signal });
}

export const gameProvidersQueryOptions = queryOptions({
  queryKey: gameQueryKeys.providers,
  queryFn: ({ signal }) => fetchGameProviders(signal),
  staleTime: 10 * 60_000,
});

export function useGameProviders() {
  return useQuery(gameProvidersQueryOptions);
}
