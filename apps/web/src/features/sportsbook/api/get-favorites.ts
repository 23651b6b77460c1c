import { queryOptions, useQuery } from '@tanstack/react-query';
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
