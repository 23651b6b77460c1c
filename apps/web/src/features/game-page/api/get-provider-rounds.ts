import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZProviderRoundsPage, type ProviderRoundsPage } from '@wheelhouse/contracts/provider-api';
import { apiRequest } from '../../../lib/api-client';

/** Rows shown at first and added by each "show more" (the API gives at most 100). */
export const PROVIDER_ROUNDS_STEP = 10;
export const PROVIDER_ROUNDS_MAX = 100;
export const providerRoundsKey = ['games', 'provider-rounds'] as const;

/** GET /api/v2/provider-rounds: the player's own third-party rounds, newest first. */
export function fetchProviderRounds(
  limit: number,
  signal?: AbortSignal,
): Promise<ProviderRoundsPage> {
  return apiRequest(`/api/v2/provider-rounds?limit=${limit}&offset=0`, {
    schema: ZProviderRoundsPage,
    signal,
  });
}

export const providerRoundsQuery = (limit: number) =>
  queryOptions({
    queryKey: [...providerRoundsKey, limit],
    queryFn: ({ signal }) => fetchProviderRounds(limit, signal),
    placeholderData: keepPreviousData,
  });

export function useProviderRounds(limit: number) {
  return useQuery(providerRoundsQuery(limit));
}
