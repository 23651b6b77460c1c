import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGamesCollection } from '../../lib/games/get-games-collection';
import type { GamesFilter } from '../../lib/games/game-query-keys';
import { Skeleton } from '../ui/skeleton';
import { GamesMessage } from './game-grid';
import { GameTile } from './game-tile';

const ROW_SIZE = 12;

/** A row's shape while it loads, also what stands in for a row below the fold until it is near. */
export function GameRowSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <div className="flex h-8 items-center">
        <Skeleton className="h-5 w-32" />
      </div>
      <GameStripSkeleton />
    </div>
  );
}

/** The strip of tiles while it loads, as tall as the tiles (artwork and title) it stands for. */
function GameStripSkeleton() {
  return (
    <div aria-hidden="true" className="-mx-1 flex gap-3 overflow-hidden px-1 pb-2">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex w-28 shrink-0 flex-col gap-1.5 sm:w-36">
          <Skeleton className="aspect-[3/4] w-full rounded-2xl" />
          <Skeleton className="mx-0.5 h-5 w-3/4" />
        </div>
      ))}
    </div>
  );
}

/** A lobby row: a title, a link to the whole list and the first games in a horizontal strip. */
export function GameRow({
  title,
  filter,
  allGamesPath,
  testId,
  priority = false,
}: {
  /** True for the row at the top of the page, whose first images are above the fold. */
  priority?: boolean;
  title: string;
  filter: GamesFilter;
  allGamesPath: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const query = useGamesCollection(filter);
  const firstPage = query.data?.pages[0];
  // The tiles are drawn in a deferred pass, which React splits into short slices: a row of tiles
  // drawn at once (as the page first renders, or as its games arrive) is one long task that keeps
  // the page from answering a tap. Meanwhile the row keeps its placeholder.
  const shown = useDeferredValue(firstPage, undefined);
  const games = shown?.data.slice(0, ROW_SIZE) ?? [];
  const total = firstPage?.meta.total ?? 0;

  // An empty category is left out of the lobby rather than shown as an empty row.
  if (query.isSuccess && firstPage?.data.length === 0) return null;

  return (
    <section data-testid={testId} aria-label={title} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-white">{title}</h2>
        <Link
          to={allGamesPath}
          className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-amber-400 hover:text-amber-300"
        >
          {t('games.lobby.see_all', { count: total })}
        </Link>
      </div>
      {query.isPending || (query.isSuccess && !shown) ? (
        <GameStripSkeleton />
      ) : query.isError ? (
        <GamesMessage kind="error" onRetry={query.refetch} />
      ) : (
        <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
          {games.map((game, index) => (
            <li key={game.id} className="w-28 shrink-0 snap-start sm:w-36">
              <GameTile
                game={game}
                priority={priority ? (index === 0 ? 'high' : index < 3 ? 'eager' : 'lazy') : 'lazy'}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
