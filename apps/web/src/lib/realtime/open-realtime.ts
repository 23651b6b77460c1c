import type { QueryClient } from '@tanstack/react-query';
import { isGuestChannel, type RealtimeChannel } from '@wheelhouse/contracts/realtime';
import { meQueryOptions } from '../session/get-me';
import { realtimeCacheHandlers, refreshAfterReconnect } from './cache-handlers';
import { connectRealtime, type RealtimeClient, type RealtimeSession } from './realtime-client';
import { realtimeUrl } from './realtime-url';

/**
 * Opens the page's /ws connection for a guest (broadcast channels only) or the signed-in player
 * (every channel). A chunk of its own with the event schemas, loaded by useRealtimeConnection
 * after the first paint: no socket message is needed to draw the first screen.
 */
export function openRealtime(queryClient: QueryClient, asGuest: boolean): RealtimeClient {
  const handlers = realtimeCacheHandlers(queryClient);
  const allChannels = Object.keys(handlers) as RealtimeChannel[];
  const session: RealtimeSession = {
    readToken: () => queryClient.getQueryData(meQueryOptions.queryKey)?.websocketToken ?? null,
    refreshToken: async () => {
      const user = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
      return user?.websocketToken ?? null;
    },
  };
  return connectRealtime({
    channels: asGuest ? allChannels.filter((channel) => isGuestChannel(channel)) : allChannels,
    session: asGuest ? undefined : session,
    url: (token) => realtimeUrl(window.location, token),
    onEvent: (channel, data) => handlers[channel]?.(data),
    onSubscribed: () => refreshAfterReconnect(queryClient),
  });
}
