import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { toast } from '../toast';
import type { FavoriteState, Game, GamesPage } from '@wheelhouse/contracts/games';
import { apiRequest } from '../api-client';
import { lazySchema } from '../lazy-schema';
import { errorMessage } from '../error-message';
import { gameQueryKeys } from './game-query-keys';

const favoriteStateSchema = lazySchema(() =>
  import('@wheelhouse/contracts/games').then((m) => m.ZFavoriteState),
);

/** PUT (add) or DELETE (remove) /api/v2/games/favorites/{gameId}; both are idempotent. */
export function setFavorite(gameId: number, isFavorite: boolean): Promise<FavoriteState> {
  return apiRequest(`/api/v2/games/favorites/${gameId}`, {
    method: isFavorite ? 'PUT' : 'DELETE',
    schema: favoriteStateSchema,
  });
}

type CachedGames = Game | Game[] | InfiniteData<GamesPage, unknown> | undefined;

function withFavorite(data: CachedGames, gameId: number, isFavorite: boolean): CachedGames {
  if (!data) return data;
  if (Array.isArray(data))
    return data.map((game) => (game.id === gameId ? { ...game, isFavorite } : game));
  if ('pages' in data)
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        data: page.data.map((game) => (game.id === gameId ? { ...game, isFavorite } : game)),
      })),
    };
  return data.id === gameId ? { ...data, isFavorite } : data;
}

/**
 * Toggles a favourite optimistically: every cached tile of the game flips at once, and flips back
 * (with a toast) if the server refuses. The favourites list is refetched once the server answers.
 * A function called at the click rather than a mutation hook: a lobby has a toggle per tile.
 */
export async function toggleGameFavorite(
  queryClient: QueryClient,
  t: TFunction<'translation', undefined>,
  { gameId, isFavorite }: { gameId: number; isFavorite: boolean },
): Promise<void> {
  await queryClient.cancelQueries({ queryKey: gameQueryKeys.all });
  const snapshot = queryClient.getQueriesData<CachedGames>({ queryKey: gameQueryKeys.all });
  queryClient.setQueriesData<CachedGames>({ queryKey: gameQueryKeys.all }, (data) =>
    withFavorite(data, gameId, isFavorite),
  );
  try {
    await setFavorite(gameId, isFavorite);
  } catch (error) {
    for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
    toast.error(t('ui.favorites_failed'), { description: errorMessage(t, error) });
  } finally {
    void queryClient.invalidateQueries({ queryKey: gameQueryKeys.favorites });
  }
}
