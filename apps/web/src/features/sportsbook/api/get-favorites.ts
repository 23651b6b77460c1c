import { useCallback, useSyncExternalStore } from 'react';
import { hashKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZFavorites, type Favorites } from '@wheelhouse/contracts/sportsbook';
import { apiRequest } from '../../../lib/api-client';
import { useMe } from '../../../lib/session/get-me';
import { sportsbookKeys } from './sportsbook-query-keys';

/** GET /api/v1/sportsbook/favorites: the player's favourite events and leagues. */
export function fetchFavorites(signal?: AbortSignal): Promise<Favorites> {
  return apiRequest('/api/v1/sportsbook/favorites', { schema: ZFavorites, signal });
}

export const favoritesQueryOptions = queryOptions({
  queryKey: sportsbookKeys.favorites,
  queryFn: ({ signal }) => fetchFavorites(signal),
});

/** Signed-in players only; a guest's stars ask them to sign in. */
export function useFavorites() {
  const me = useMe();
  return useQuery({ ...favoritesQueryOptions, enabled: Boolean(me.data) });
}

const FAVORITES_HASH = hashKey(sportsbookKeys.favorites);

/**
 * Whether the player follows this event or league, as the cache holds it (the sportsbook layout's
 * useFavorites loads it): a read of the cache per star rather than a query observer, because a
 * list has a star per event.
 */
export function useIsFavorite(kind: 'events' | 'tournaments', id: number): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === FAVORITES_HASH) onChange();
      }),
    [queryClient],
  );
  const read = () => {
    const favorites = queryClient.getQueryData<Favorites>(sportsbookKeys.favorites);
    const ids = kind === 'events' ? favorites?.eventIds : favorites?.tournamentIds;
    return ids?.includes(id) ?? false;
  };
  return useSyncExternalStore(subscribe, read, read);
}
