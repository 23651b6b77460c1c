import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfiniteData } from '@tanstack/react-query';
import type { GamesPage } from '@wheelhouse/contracts/games';
import { Skeleton } from '../ui/skeleton';
import { GameTile } from './game-tile';

/** Shell spec §9: a grid shows 18 placeholder tiles while its first page loads. */
export const GRID_SKELETON_TILES = 18;

// Columns follow the grid's own width (a container query), so the same grid fits a page and a modal.
export const GRID_CLASS =
  'grid grid-cols-3 gap-3 @xl:grid-cols-4 @3xl:grid-cols-5 @5xl:grid-cols-6';

/** The parts of an infinite query a grid needs. */
export interface GamesGridQuery {
  data: InfiniteData<GamesPage, unknown> | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export function GameGridSkeleton({ count = GRID_SKELETON_TILES }: { count?: number }) {
  return (
    <div data-testid="game-grid-skeleton" className="@container">
      <div className={GRID_CLASS}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="flex flex-col gap-1.5">
            <Skeleton className="aspect-[3/4] w-full rounded-2xl" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Shell spec §8: the failure and empty states of a game list. */
export function GamesMessage({
  kind,
  onRetry,
}: {
  kind: 'empty' | 'error';
  onRetry?: () => unknown;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-testid={kind === 'empty' ? 'games-empty' : 'games-error'}
      role={kind === 'error' ? 'alert' : 'status'}
      className="flex flex-col items-center gap-2 rounded-2xl border border-slate-800 px-4 py-10 text-center"
    >
      <p className="text-lg font-semibold text-white">
        {t(kind === 'empty' ? 'Shared.not_found' : 'Shared.something_went_wrong')}
      </p>
      <p className="max-w-sm text-sm text-slate-400">
        {t(kind === 'empty' ? 'Shared.try_another_filters' : 'Shared.temporary_difficulties')}
      </p>
      {onRetry ? (
        <button
          type="button"
          onClick={() => onRetry()}
          className="mt-2 rounded-xl bg-slate-800 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700"
        >
          {t('Shared.retry')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * An infinite grid of game tiles (shell spec §4 paging): the next page loads when the end of the
 * grid scrolls into view, or with the "show more" button for keyboard and assistive technology.
 */
export function GameGrid({ query, label }: { query: GamesGridQuery; label?: string }) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (
          entries.some((entry) => entry.isIntersecting) &&
          !isFetchingNextPage &&
          !isFetchNextPageError
        )
          fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (query.isPending) return <GameGridSkeleton />;
  if (query.isError && !query.data) return <GamesMessage kind="error" onRetry={query.refetch} />;
  const games = query.data?.pages.flatMap((page) => page.data) ?? [];
  if (games.length === 0) return <GamesMessage kind="empty" />;

  return (
    <div className="@container flex flex-col gap-4">
      <ul aria-label={label} data-testid="game-grid" className={GRID_CLASS}>
        {games.map((game) => (
          <li key={game.id}>
            <GameTile game={game} />
          </li>
        ))}
      </ul>
      {isFetchingNextPage ? <GameGridSkeleton count={6} /> : null}
      {isFetchNextPageError ? <GamesMessage kind="error" onRetry={fetchNextPage} /> : null}
      <div ref={sentinel} aria-hidden="true" />
      {hasNextPage && !isFetchingNextPage && !isFetchNextPageError ? (
        <button
          type="button"
          onClick={() => fetchNextPage()}
          className="self-center rounded-xl border border-slate-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-800"
        >
          {t('games.show_more')}
        </button>
      ) : null}
    </div>
  );
}
