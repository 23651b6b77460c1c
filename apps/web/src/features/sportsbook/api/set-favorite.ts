import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import {
  ZFavoriteChanged,
  type FavoriteChanged,
  type Favorites,
} from '@wheelhouse/contracts/sportsbook';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { sportsbookKeys } from './sportsbook-query-keys';

export interface FavoriteToggle {
  kind: 'events' | 'tournaments';
  id: number;
  favorite: boolean;
}

/** PUT adds, DELETE removes: /api/v1/sportsbook/favorites/{events|tournaments}/:id. */
export function setFavorite({ kind, id, favorite }: FavoriteToggle): Promise<FavoriteChanged> {
  return apiRequest(`/api/v1/sportsbook/favorites/${kind}/${id}`, {
    method: favorite ? 'PUT' : 'DELETE',
    schema: ZFavoriteChanged,
  });
}

/**
 * The star flips at once, flips back (with a toast) if the server refuses, and the favourites
 * reload after the answer. A function called at the click rather than a mutation hook: a list has
 * a star per event.
 */
export async function toggleFavorite(
  queryClient: QueryClient,
  t: TFunction<'translation', undefined>,
  toggle: FavoriteToggle,
) {
  await queryClient.cancelQueries({ queryKey: sportsbookKeys.favorites });
  const previous = queryClient.getQueryData<Favorites>(sportsbookKeys.favorites);
  if (previous) {
    const field = toggle.kind === 'events' ? 'eventIds' : 'tournamentIds';
    const ids = previous[field].filter((id) => id !== toggle.id);
    queryClient.setQueryData<Favorites>(sportsbookKeys.favorites, {
      ...previous,
      [field]: toggle.favorite ? [...ids, toggle.id] : ids,
    });
  }
  try {
    await setFavorite(toggle);
  } catch (error) {
    if (previous) queryClient.setQueryData(sportsbookKeys.favorites, previous);
    toast.error(t('ui.favorites_failed'), { description: errorMessage(t, error) });
  } finally {
    void queryClient.invalidateQueries({ queryKey: sportsbookKeys.favorites });
  }
}
