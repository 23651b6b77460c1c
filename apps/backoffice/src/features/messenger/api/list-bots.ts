import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminBotsResponse } from '@wheelhouse/contracts/messenger';
import { apiRequest } from '../../../lib/api-client';

export function fetchBots(signal?: AbortSignal) {
  return apiRequest('/api/admin/messenger/bots', { schema: ZAdminBotsResponse, signal });
}

export const botsQuery = () =>
  queryOptions({
    queryKey: ['messenger-bots', 'list'],
    queryFn: ({ signal }) => fetchBots(signal),
  });

export function useBots() {
  return useQuery(botsQuery());
}
