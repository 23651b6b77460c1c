import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isGuestChannel, type RealtimeChannel } from '@wheelhouse/contracts/realtime';
import { useBan } from '../ban-state';
import { meQueryOptions, useMe } from '../session/get-me';
import { realtimeCacheHandlers, refreshAfterReconnect } from './cache-handlers';
import { connectRealtime, type RealtimeSession } from './realtime-client';
import { realtimeUrl } from './realtime-url';

/** The server lets a socket without a token hear only these: nothing that belongs to one player. */
/**
 * One /ws connection for the page: a guest's (no token, broadcast channels only, so the live bets
 * show signed out too) or the signed-in player's (every channel). Signing in or out closes one and
 * opens the other; a banned account, or a session still loading, has none. Keyed by the player, not
 * the token: /api/v1/me hands out a new token on every refetch, and an open socket does not need
 * it; the next reconnect reads the freshest one.
 */
export function useRealtimeConnection(): void {
  const queryClient = useQueryClient();
  const me = useMe();
  const banned = useBan() !== null;
  // Who the socket is opened for: a player, a guest, or nobody yet (loading, banned).
  const listener =
    banned || me.data === undefined
      ? null
      : me.data === null
        ? 'guest'
        : `player:${me.data.globalId}`;

  useEffect(() => {
    if (listener === null) return;
    const handlers = realtimeCacheHandlers(queryClient);
    const allChannels = Object.keys(handlers) as RealtimeChannel[];
    const session: RealtimeSession = {
      readToken: () => queryClient.getQueryData(meQueryOptions.queryKey)?.websocketToken ?? null,
      refreshToken: async () => {
        const user = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
        return user?.websocketToken ?? null;
      },
    };
    const client = connectRealtime({
      channels:
        listener === 'guest'
          ? allChannels.filter((channel) => isGuestChannel(channel))
          : allChannels,
      session: listener === 'guest' ? undefined : session,
      url: (token) => realtimeUrl(window.location, token),
      onEvent: (channel, data) => handlers[channel]?.(data),
      onSubscribed: () => refreshAfterReconnect(queryClient),
    });
    return () => client.close();
  }, [listener, queryClient]);
}
