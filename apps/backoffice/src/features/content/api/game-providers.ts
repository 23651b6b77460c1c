import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminGameProvidersResponse } from '@wheelhouse/contracts/games';
import { apiRequest } from '../../../lib/api-client';

export function fetchGameProviders(signal?: AbortSignal) {
  return apiRequest('/api/admin/games/providers', { schema: ZAdminGameProvidersResponse, signal });
}

export const gameProvidersQuery = queryOptions({
  queryKey: ['games', 'providers'],
  queryFn: ({ signal }) => fetchGameProviders(signal),
});

export function useGameProviders() {
  return useQuery(gameProvidersQuery);
}
