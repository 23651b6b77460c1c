import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminGameCategoriesResponse } from '@wheelhouse/contracts/games';
import { apiRequest } from '../../../lib/api-client';

export function fetchGameCategories(signal?: AbortSignal) {
  return apiRequest('/api/admin/games/categories', {
    schema: ZAdminGameCategoriesResponse,
    signal,
  });
}

export const gameCategoriesQuery = queryOptions({
  queryKey: ['games', 'categories'],
  queryFn: ({ signal }) => fetchGameCategories(signal),
});

export function useGameCategories() {
  return useQuery(gameCategoriesQuery);
}
