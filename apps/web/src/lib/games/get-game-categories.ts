import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameCategoriesResponse } from '@wheelhouse/contracts/games';
import type { Locale } from '@wheelhouse/contracts/plain/locales';
import { apiRequest } from '../api-client';
import { lazySchema } from '../lazy-schema';
import { useLocale } from '../use-locale';
import { gameQueryKeys } from './game-query-keys';

const categoriesSchema = lazySchema(() =>
  import('@wheelhouse/contracts/games').then((m) => m.ZGameCategoriesResponse),
);

/** GET /api/v2/games/categories?lang=: lobby categories titled in the page's language. */
export function fetchGameCategories(
  lang: Locale,
  signal?: AbortSignal,
): Promise<GameCategoriesResponse> {
  return apiRequest(`/api/v2/games/categories?${new URLSearchParams({ lang })}`, {
    schema: categoriesSchema,
    signal,
  });
}

export function gameCategoriesQueryOptions(lang: Locale) {
  return queryOptions({
    queryKey: gameQueryKeys.categories(lang),
    queryFn: ({ signal }) => fetchGameCategories(lang, signal),
    staleTime: 10 * 60_000,
  });
}

export function useGameCategories() {
  return useQuery(gameCategoriesQueryOptions(useLocale()));
}
