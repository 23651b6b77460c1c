import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZGameMappingsResponse } from '@wheelhouse/contracts/admin-providers';
import { apiRequest, queryString } from '../../../lib/api-client';

export interface GameMappingsFilter {
  walletProvider?: string;
  search?: string;
  unmapped?: string;
  offset: number;
  limit: number;
}

export function fetchGameMappings(query: GameMappingsFilter, signal?: AbortSignal) {
  return apiRequest(`/api/admin/game-mappings${queryString({ ...query })}`, {
    schema: ZGameMappingsResponse,
    signal,
  });
}

export const gameMappingsQuery = (query: GameMappingsFilter) =>
  queryOptions({
    queryKey: ['game-mappings', 'list', query],
    queryFn: ({ signal }) => fetchGameMappings(query, signal),
    placeholderData: keepPreviousData,
  });

export function useGameMappings(query: GameMappingsFilter) {
  return useQuery(gameMappingsQuery(query));
}
