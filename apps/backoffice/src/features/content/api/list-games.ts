import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminGamesResponse } from '@wheelhouse/contracts/games';
import { apiRequest, queryString } from '../../../lib/api-client';

export interface GamesQuery {
  search?: string;
  provider?: string;
  offset: number;
  limit: number;
}

export function fetchGames(query: GamesQuery, signal?: AbortSignal) {
  return apiRequest(`/api/admin/games${queryString({ ...query })}`, {
    schema: ZAdminGamesResponse,
    signal,
  });
}

export const gamesQuery = (query: GamesQuery) =>
  queryOptions({
    queryKey: ['games', 'list', query],
    queryFn: ({ signal }) => fetchGames(query, signal),
    placeholderData: keepPreviousData,
  });

export function useGames(query: GamesQuery) {
  return useQuery(gamesQuery(query));
}
