import { isSupportedLocale, type Locale } from '@wheelhouse/contracts/plain/locales';
import { gameCategoriesQueryOptions } from '../lib/games/get-game-categories';
import { gameQueryOptions } from '../lib/games/get-game';
import { gamesCollectionQueryOptions } from '../lib/games/get-games-collection';
import { splitLocalePath } from '../lib/locale';
import { queryClient } from '../lib/query-client';
import { clientSettingsQueryOptions } from '../lib/settings/get-client-settings';
import { meQueryOptions } from '../lib/session/get-me';
import { GamePage, TournamentPage } from './lazy-pages';
import { preloadOriginalPlayArea } from './original-play-areas';

/** /games/{id or slug}; /games/favorites is a page of its own. */
const GAME_PAGE = /^\/games\/([^/]+)\/?$/;
/** /tournaments/{id}. */
const TOURNAMENT_PAGE = /^\/tournaments\/([1-9]\d{0,8})\/?$/;

/**
 * A game page's chunk, its game and then that game's play area, side by side with the shell's own
 * first calls instead of one after the other once each renders. Settles (never fails) when all
 * three have: the page's first render then draws the game at once, in place of the server's
 * prerendered frame, instead of a skeleton in between.
 */
function prefetchGamePage(idOrSlug: string): Promise<unknown> {
  return Promise.all([
    GamePage.preload(),
    queryClient.fetchQuery(gameQueryOptions(idOrSlug)).then(
      (game) => preloadOriginalPlayArea(game.slug),
      // The page shows the error when it renders (and asks again).
      () => undefined,
    ),
  ]);
}

/**
 * A tournament page's chunk and its tournament, side by side with the shell's first calls; settles
 * (never fails) when both have, so the first render draws the page in place of the server's
 * prerendered header. The fetcher comes with the page's chunk: the first load stays without zod.
 */
function prefetchTournamentPage(id: number, locale: Locale): Promise<unknown> {
  return Promise.all([
    TournamentPage.preload(),
    import('../features/tournaments/api/get-tournament')
      .then((m) => queryClient.fetchQuery(m.tournamentQueryOptions(id, locale)))
      // The page shows the error when it renders (and asks again).
      .catch(() => undefined),
  ]);
}

/**
 * Starts, side by side, the API calls the first screen needs, before React renders: the shell
 * waits for the session, and the home page's first row would otherwise only be asked for after
 * it. So the first screen costs one round trip, not two. A player's settings (the shell waits
 * for them too) are asked for as soon as the session is known, not once the shell has rendered.
 * Settles (never fails) when the session has answered, and on a game or tournament page when its
 * subject is ready to draw: the app's first render waits for that, so it renders the shell once instead of a loader
 * first and then, in one long task, the whole shell.
 * (Not for the settings too: the shell opens the socket once it knows the session, and a bet
 * placed before the socket listens is missing from the live feed.)
 */
export function prefetchFirstScreen(pathname: string): Promise<void> {
  const session = queryClient.fetchQuery(meQueryOptions).then(
    (me) => {
      if (me) void queryClient.prefetchQuery(clientSettingsQueryOptions);
    },
    // The shell shows what a failed session check means.
    () => undefined,
  );
  const { locale, rest } = splitLocalePath(pathname);
  const game = GAME_PAGE.exec(rest);
  const tournament = TOURNAMENT_PAGE.exec(rest);
  const page = !isSupportedLocale(locale)
    ? undefined
    : game && game[1] !== 'favorites'
      ? prefetchGamePage(decodeURIComponent(game[1]!))
      : tournament
        ? prefetchTournamentPage(Number(tournament[1]), locale)
        : undefined;
  if (isSupportedLocale(locale) && (rest === '/' || rest === '')) {
    void queryClient.prefetchInfiniteQuery(gamesCollectionQueryOptions({ sort: 'popularity' }));
    void queryClient.prefetchQuery(gameCategoriesQueryOptions(locale));
  }
  return page ? Promise.all([session, page]).then(() => undefined) : session;
}
