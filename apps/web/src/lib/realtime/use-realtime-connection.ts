import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBan } from '../ban-state';
import { useMe } from '../session/get-me';
import { reconnectDelay } from './backoff';
import type { RealtimeClient } from './realtime-client';

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
    let client: RealtimeClient | undefined;
    let closed = false;
    const open = () =>
      import('./open-realtime').then(({ openRealtime }) => {
        if (!closed) client = openRealtime(queryClient, listener === 'guest');
      });
    // A chunk that failed to load (offline) is asked for again, like a dropped socket.
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = (failures: number): void =>
      void open().catch(() => {
        if (!closed) retry = setTimeout(() => attempt(failures + 1), reconnectDelay(failures));
      });
    attempt(0);
    return () => {
      closed = true;
      clearTimeout(retry);
      client?.close();
    };
  }, [listener, queryClient]);
}
