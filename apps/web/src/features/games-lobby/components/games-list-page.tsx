import { useState, type ReactNode } from 'react';
import type { GameSort } from '@wheelhouse/contracts/games';
import { GameGrid } from '../../../components/games/game-grid';
import { useGamesCollection } from '../../../lib/games/get-games-collection';
import type { GamesFilter } from '../../../lib/games/game-query-keys';
import { SortSelect } from './sort-select';

/** A titled, sortable infinite grid of the catalogue under one filter. */
export function GamesListPage({
  title,
  filter,
  testId,
}: {
  title: ReactNode;
  filter: Omit<GamesFilter, 'sort'>;
  testId: string;
}) {
  const [sort, setSort] = useState<GameSort>('popularity');
  const query = useGamesCollection({ ...filter, sort });
  return (
    <div data-testid={testId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-white">{title}</h1>
        <SortSelect value={sort} onChange={setSort} />
      </div>
      <GameGrid query={query} label={typeof title === 'string' ? title : undefined} />
    </div>
  );
}
