import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZFavoriteChanged,
  type FavoriteChanged,
  type Favorites,
} from '@wheelhouse/contracts/sportsbook';
import { apiRequest } from '../../../lib/api-client';
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

/** The star flips at once; the favourites list reloads after the answer. */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    onMutate: async (toggle) => {
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
      return { previous };
    },
    onError: (_error, _toggle, context) => {
      if (context) queryClient.setQueryData(sportsbookKeys.favorites, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sportsbookKeys.favorites }),
  });
}
