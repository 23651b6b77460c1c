import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminUsersResponse } from '@wheelhouse/contracts/admin';
import { apiRequest, queryString } from '../../../lib/api-client';

export interface PlayersQuery {
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export function fetchPlayers(query: PlayersQuery, signal?: AbortSignal) {
  return apiRequest(`/api/admin/users${queryString({ ...query })}`, {
    schema: ZAdminUsersResponse,
    signal,
  });
}

export const playersQuery = (query: PlayersQuery) =>
  queryOptions({
    queryKey: ['players', 'list', query],
    queryFn: ({ signal }) => fetchPlayers(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePlayers(query: PlayersQuery) {
  return useQuery(playersQuery(query));
}
