import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RealtimeChannel } from '@wheelhouse/contracts/realtime';
import { useBan } from '../ban-state';
import { meQueryOptions, useMe } from '../session/get-me';
import { realtimeCacheHandlers, refreshAfterReconnect } from './cache-handlers';
import { connectRealtime } from './realtime-client';
import { realtimeUrl } from './realtime-url';

/**
 * One /ws connection while a player is signed in (none for guests or a banned account), closed on
 * logout. Keyed by the player, not the token: /api/v1/me hands out a new token on every refetch,
 * and an open socket does not need it; the next reconnect reads the freshest one.
 */
export function useRealtimeConnection(): void {
  const queryClient = useQueryClient();
  const me = useMe();
  const banned = useBan() !== null;
  const playerId = banned ? null : (me.data?.globalId ?? null);

  useEffect(() => {
    if (playerId === null) return;
    const handlers = realtimeCacheHandlers(queryClient);
    const client = connectRealtime({
      channels: Object.keys(handlers) as RealtimeChannel[],
      readToken: () => queryClient.getQueryData(meQueryOptions.queryKey)?.websocketToken ?? null,
      refreshToken: async () => {
        const user = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
        return user?.websocketToken ?? null;
      },
      url: (token) => realtimeUrl(window.location, token),
      onEvent: (channel, data) => handlers[channel]?.(data),
      onResubscribed: () => refreshAfterReconnect(queryClient),
    });
    return () => client.close();
  }, [playerId, queryClient]);
}
