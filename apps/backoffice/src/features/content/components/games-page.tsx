import type { ColumnDef } from '@tanstack/react-table';
import type { AdminGame } from '@wheelhouse/contracts/games';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/ui/filters';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/error-message';
import { useListParams } from '../../../lib/list-params';
import { useGameProviders } from '../api/game-providers';
import { useGames } from '../api/list-games';
import { useUpdateGame } from '../api/update-game';
import { CatalogueLists } from './catalogue-lists';
import { GameDialog } from './game-form';

const FILTERS = ['search', 'provider'] as const;

/** The game catalogue: find games, switch them on or off; categories and providers below. */
export default function GamesPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const games = useGames({
    search: params.filters.search,
    provider: params.filters.provider,
    offset: params.offset,
    limit: params.limit,
  });
  const providers = useGameProviders();
  const update = useUpdateGame();
  const [editing, setEditing] = useState<{ game?: AdminGame } | null>(null);
  const columns = useMemo<ColumnDef<AdminGame, unknown>[]>(
    () => [
      {
        id: 'title',
        header: t('content.title'),
        cell: ({ row }) => (
          <div className="flex items-center gap-3">
            <img
              src={row.original.imageUrl}
              alt=""
              className="size-10 rounded object-cover"
              loading="lazy"
            />
            <div>
              <p>{row.original.title}</p>
              <p className="text-xs text-slate-500">
                #{row.original.id} · {row.original.slug}
              </p>
            </div>
          </div>
        ),
      },
      { id: 'provider', header: t('content.provider'), accessorKey: 'provider' },
      {
        id: 'categories',
        header: t('content.categories'),
        cell: ({ row }) => row.original.categories.join(', '),
      },
      { id: 'rtp', header: t('content.rtp'), cell: ({ row }) => `${row.original.rtp} %` },
      {
        id: 'active',
        header: t('common.status'),
        cell: ({ row }) => (
          <Badge tone={row.original.active ? 'good' : 'neutral'}>
            {t(row.original.active ? 'payments.active' : 'payments.inactive')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => setEditing({ game: row.original })}
              aria-label={t('content.edit_game', { title: row.original.title })}
            >
              {t('content.edit')}
            </Button>
            <Button
              onClick={() =>
                update.mutate(
                  { id: row.original.id, body: { active: !row.original.active } },
                  {
                    onSuccess: () => toast.success(t('common.saved')),
                    onError: (error) => toast.error(errorMessage(t, error)),
                  },
                )
              }
            >
              {t(row.original.active ? 'content.switch_off' : 'content.switch_on')}
            </Button>
          </div>
        ),
      },
    ],
    [t, update],
  );
  return (
    <section className="flex flex-col gap-6">
      <div>
        <PageHeader
          title={t('nav.games')}
          actions={
            <Button variant="primary" onClick={() => setEditing({})} data-testid="new-game">
              {t('content.new_game')}
            </Button>
          }
        />
        <FilterBar>
          <SearchFilter
            label={t('content.search')}
            value={params.filters.search}
            onChange={(value) => params.setFilter('search', value)}
          />
          <SelectFilter
            label={t('content.provider')}
            value={params.filters.provider}
            onChange={(value) => params.setFilter('provider', value)}
            options={(providers.data?.items ?? []).map((provider) => ({
              value: provider.value,
              label: provider.name,
            }))}
          />
        </FilterBar>
        <DataTable
          caption={t('nav.games')}
          columns={columns}
          data={games.data?.data}
          meta={games.data?.meta}
          params={params}
          isLoading={games.isPending}
          error={games.error}
          onRetry={() => void games.refetch()}
          rowId={(row) => String(row.id)}
          testId="games-table"
        />
      </div>
      <CatalogueLists />
      {editing && <GameDialog game={editing.game} onClose={() => setEditing(null)} />}
    </section>
  );
}
