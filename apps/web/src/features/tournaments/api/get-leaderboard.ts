import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZLeaderboardResponse, type LeaderboardResponse } from '@wheelhouse/contracts/tournaments';
import { apiRequest } from '../../../lib/api-client';
import { tournamentQueryKeys } from '../../../lib/tournaments/tournament-query-keys';

/** GET /api/v1/tournaments/{id}/leaderboard: the first `limit` places and the viewer's own. */
export function fetchLeaderboard(
  id: number,
  limit: number,
  signal?: AbortSignal,
): Promise<LeaderboardResponse> {
  return apiRequest(`/api/v1/tournaments/${id}/leaderboard?offset=0&limit=${limit}`, {
    schema: ZLeaderboardResponse,
    signal,
  });
}

export function leaderboardQueryOptions(id: number, limit: number) {
  return queryOptions({
    queryKey: [...tournamentQueryKeys.leaderboard(id), limit],
    queryFn: ({ signal }) => fetchLeaderboard(id, limit, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Live while the tournament runs: the `tournaments` channel refreshes it (throttled). VIP-only
 * tournaments' updates reach VIPs' sockets on the same channel, so no board polls.
 */
export function useLeaderboard(id: number, limit: number) {
  return useQuery(leaderboardQueryOptions(id, limit));
}
