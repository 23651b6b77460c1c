import { isSupportedLocale } from '@wheelhouse/contracts/plain/locales';
import { gameCategoriesQueryOptions } from '../lib/games/get-game-categories';
import { gamesCollectionQueryOptions } from '../lib/games/get-games-collection';
import { splitLocalePath } from '../lib/locale';
import { queryClient } from '../lib/query-client';
import { meQueryOptions } from '../lib/session/get-me';

/**
 * Starts, side by side, the API calls the first screen needs, before React renders: the shell
 * waits for the session, and the home page's first row would otherwise only be asked for after
 * it. So the first screen costs one round trip, not two.
 */
export function prefetchFirstScreen(pathname: string): void {
  void queryClient.prefetchQuery(meQueryOptions);
  const { locale, rest } = splitLocalePath(pathname);
  if (!isSupportedLocale(locale) || (rest !== '/' && rest !== '')) return;
  void queryClient.prefetchInfiniteQuery(gamesCollectionQueryOptions({ sort: 'popularity' }));
  void queryClient.prefetchQuery(gameCategoriesQueryOptions(locale));
}
