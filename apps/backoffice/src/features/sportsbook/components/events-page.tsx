import type { ColumnDef } from '@tanstack/react-table';
import type { AdminSportsEventsPage } from '@wheelhouse/contracts/sportsbook-bets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { DataTable } from '../../../components/ui/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/ui/filters';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useSportsEvents } from '../api/events';

type AdminEvent = AdminSportsEventsPage['data'][number];
const FILTERS = ['q', 'status'] as const;
const STATUSES = ['live', 'prematch', 'ended'] as const;

function statusFilter(value: string | undefined) {
  return STATUSES.find((status) => status === value);
}

/** Sport events: search by competitor, filter live / prematch / ended, open one to manage it. */
export default function SportsEventsPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const status = statusFilter(params.filters.status);
  const events = useSportsEvents({
    q: params.filters.q,
    status,
    offset: params.offset,
    limit: params.limit,
  });
  const columns = useMemo<ColumnDef<AdminEvent, unknown>[]>(
    () => [
      { id: 'id', header: t('sportsbook.id'), accessorKey: 'id' },
      {
        id: 'name',
        header: t('sportsbook.event'),
        cell: ({ row }) => (
          <Link
            to={`/sportsbook/events/${row.original.id}`}
            className="text-amber-300 hover:underline"
          >
            {row.original.name}
          </Link>
        ),
      },
      {
        id: 'startsAt',
        header: t('sportsbook.starts_at'),
        cell: ({ row }) => formatDateTime(row.original.startsAt),
      },
      {
        id: 'status',
        header: t('common.status'),
        cell: ({ row }) => (
          <Badge tone={row.original.live ? 'warn' : 'neutral'}>
            {row.original.live ? t('sportsbook.live') : row.original.status}
          </Badge>
        ),
      },
    ],
    [t],
  );
  return (
    <section>
      <PageHeader title={t('nav.sportsbook_events')} />
      <FilterBar>
        <SearchFilter
          label={t('sportsbook.search')}
          value={params.filters.q}
          onChange={(value) => params.setFilter('q', value)}
        />
        <SelectFilter
          label={t('common.status')}
          value={status}
          onChange={(value) => params.setFilter('status', value)}
          options={STATUSES.map((value) => ({ value, label: t(`sportsbook.status.${value}`) }))}
        />
      </FilterBar>
      <DataTable
        caption={t('nav.sportsbook_events')}
        columns={columns}
        data={events.data?.data}
        meta={events.data?.meta}
        params={params}
        isLoading={events.isPending}
        error={events.error}
        onRetry={() => void events.refetch()}
        rowId={(row) => String(row.id)}
        testId="sports-events-table"
      />
    </section>
  );
}
