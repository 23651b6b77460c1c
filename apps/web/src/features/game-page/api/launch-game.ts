import { useQuery } from '@tanstack/react-query';
import {
  ZLaunchResponse,
  type LaunchMode,
  type LaunchResponse,
} from '@wheelhouse/contracts/provider-api';
import type { Locale } from '@wheelhouse/contracts/plain/locales';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/v2/games/{id}/launch: the provider frame's address (a launch token in real mode), the
 * game in the page's language.
 */
export function launchGame(
  gameId: number,
  mode: LaunchMode,
  lang: Locale,
  signal?: AbortSignal,
): Promise<LaunchResponse> {
  return apiRequest(`/api/v2/games/${gameId}/launch`, {
    method: 'POST',
    body: { mode, lang },
    schema: ZLaunchResponse,
    signal,
  });
}

/**
 * One launch per opening of the frame: each answer carries a fresh one-time token, so it is never
 * refetched in the background, and forgotten once the frame closes. A change of language opens
 * the game again in the new one.
 */
export function useLaunchGame(
  gameId: number,
  mode: LaunchMode,
  viewer: string | null,
  lang: Locale,
  enabled = true,
) {
  return useQuery({
    queryKey: ['games', 'launch', gameId, mode, viewer, lang],
    queryFn: ({ signal }) => launchGame(gameId, mode, lang, signal),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
