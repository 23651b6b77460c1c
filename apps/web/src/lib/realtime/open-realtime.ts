import type { QueryClient } from '@tanstack/react-query';
import { isGuestChannel, type RealtimeChannel } from '@wheelhouse/contracts/realtime';
import { meQueryOptions } from '../session/get-me';
import { realtimeCacheHandlers, refreshAfterReconnect } from './cache-handlers';
import { connectRealtime, type RealtimeClient, type RealtimeSession } from './realtime-client';
import { realtimeUrl } from './realtime-url';
import { deliverToWatchers, onWatchedChannelsChange, watchedChannels } from './watched-channels';

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
    onEvent: (channel, data) => {
      const handler = handlers[channel];
      if (handler) handler(data);
      else deliverToWatchers(channel, data);
    },
    // Watched channels are public feeds (sport events, the live list): a guest's socket takes them.
    watched: {
      channels: () => watchedChannels().filter((channel) => !asGuest || isGuestChannel(channel)),
      onChange: onWatchedChannelsChange,
    },
    onSubscribed: () => refreshAfterReconnect(queryClient),
  });
}
