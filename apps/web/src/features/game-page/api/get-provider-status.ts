import { useQuery } from '@tanstack/react-query';
import {
  ZProviderStatusResponse,
  type ProviderStatusResponse,
} from '@wheelhouse/contracts/provider-api';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v2/games/{id}/provider-status: whether the game's provider answers our server. */
export function fetchProviderStatus(
  gameId: number,
  signal?: AbortSignal,
): Promise<ProviderStatusResponse> {
  return apiRequest(`/api/v2/games/${gameId}/provider-status`, {
    schema: ZProviderStatusResponse,
    signal,
  });
}

/**
 * Asked once per wait that ran out (`wait` names it), only while `enabled`: a fresh answer for
 * each wait, never refetched behind the player's back.
 */
export function useProviderStatus(gameId: number, wait: string, enabled: boolean) {
  return useQuery({
    queryKey: ['games', 'provider-status', gameId, wait],
    queryFn: ({ signal }) => fetchProviderStatus(gameId, signal),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
