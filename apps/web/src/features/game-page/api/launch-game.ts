import { useQuery } from '@tanstack/react-query';
import {
  ZLaunchResponse,
  type LaunchMode,
  type LaunchResponse,
} from '@wheelhouse/contracts/provider-api';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v2/games/{id}/launch: the provider frame's address (a launch token in real mode). */
export function launchGame(
  gameId: number,
  mode: LaunchMode,
  signal?: AbortSignal,
): Promise<LaunchResponse> {
  return apiRequest(`/api/v2/games/${gameId}/launch`, {
    method: 'POST',
    body: { mode },
    schema: ZLaunchResponse,
    signal,
  });
}

/**
 * One launch per opening of the frame: each answer carries a fresh one-time token, so it is never
 * refetched in the background, and forgotten once the frame closes.
 */
export function useLaunchGame(
  gameId: number,
  mode: LaunchMode,
  viewer: string | null,
  enabled = true,
) {
  return useQuery({
    queryKey: ['games', 'launch', gameId, mode, viewer],
    queryFn: ({ signal }) => launchGame(gameId, mode, signal),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
