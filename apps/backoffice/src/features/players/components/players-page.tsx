import type { ColumnDef } from '@tanstack/react-table';
import type { AdminUser } from '@wheelhouse/contracts/admin';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { DataTable } from '../../../components/ui/data-table';
import { FilterBar, SearchFilter } from '../../../components/ui/filters';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/format';
import { serverSort, useListParams } from '../../../lib/list-params';
import { usePlayers } from '../api/list-players';
import { banReasonKey } from './ban-reasons';

const FILTERS = ['search'] as const;
/** Columns the server sorts by (ADMIN_USERS_SORT); newest first by default. */
const SORTABLE = ['email', 'currency', 'createdAt'] as const;

export default function PlayersPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const players = usePlayers({
    search: params.filters.search,
    ...serverSort(params.sort, SORTABLE),
    offset: params.offset,
    limit: params.limit,
  });
  const columns = useMemo<ColumnDef<AdminUser, unknown>[]>(
    () => [
      {
        id: 'email',
        header: t('players.email'),
        cell: ({ row }) => (
          <Link
            to={`/players/${encodeURIComponent(row.original.globalId)}`}
            className="text-amber-300 underline-offset-2 hover:underline"
            data-testid="player-link"
          >
            {row.original.email}
          </Link>
        ),
      },
      { id: 'globalId', header: t('players.global_id'), accessorKey: 'globalId' },
      {
        id: 'status',
        header: t('players.status'),
        cell: ({ row }) =>
          row.original.banned ? (
            <Badge tone="bad">
              {t('players.banned')}
              {row.original.banReason ? ` · ${t(banReasonKey(row.original.banReason))}` : ''}
            </Badge>
          ) : (
            <Badge tone="good">{t('players.active')}</Badge>
          ),
      },
      { id: 'currency', header: t('players.currency'), accessorKey: 'currency' },
      { id: 'language', header: t('players.language'), accessorKey: 'language' },
      {
        id: 'createdAt',
        header: t('players.created'),
        cell: ({ row }) => formatDateTime(row.original.createdAt),
      },
    ],
    [t],
  );
  return (
    <section>
      <PageHeader title={t('nav.players')} />
      <FilterBar>
        <SearchFilter
          label={t('players.search')}
          placeholder={t('players.search_hint')}
          value={params.filters.search}
          onChange={(value) => params.setFilter('search', value)}
        />
      </FilterBar>
      <DataTable
        caption={t('nav.players')}
        columns={columns}
        data={players.data?.data}
        meta={players.data?.meta}
        params={params}
        isLoading={players.isPending}
        error={players.error}
        onRetry={() => void players.refetch()}
        rowId={(row) => row.globalId}
        sortable={SORTABLE}
        testId="players-table"
      />
    </section>
  );
}
