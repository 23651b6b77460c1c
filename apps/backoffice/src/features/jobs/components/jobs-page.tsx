import type { ColumnDef } from '@tanstack/react-table';
import { JOB_STATES, ZJobState, type AdminJob } from '@wheelhouse/contracts/admin-jobs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/ui/filters';
import { PageHeader } from '../../../components/ui/page-header';
import { statusTone } from '../../../components/ui/status-tone';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useJobs } from '../api/list-jobs';
import { useRetryJob } from '../api/retry-job';

const FILTERS = ['state', 'name'] as const;

/** Background jobs; the failed ones (dead letters) can be sent again. */
export default function JobsPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const state = ZJobState.safeParse(params.filters.state).data;
  const jobs = useJobs({
    state,
    name: params.filters.name,
    offset: params.offset,
    limit: params.limit,
  });
  const retry = useRetryJob();
  const columns = useMemo<ColumnDef<AdminJob, unknown>[]>(
    () => [
      { id: 'name', header: t('jobs.name'), accessorKey: 'name' },
      { id: 'key', header: t('jobs.key'), cell: ({ row }) => row.original.key ?? '—' },
      {
        id: 'state',
        header: t('common.status'),
        cell: ({ row }) => (
          <Badge tone={statusTone(row.original.state)}>
            {t(`jobs.state.${row.original.state}`)}
          </Badge>
        ),
      },
      {
        id: 'attempts',
        header: t('jobs.attempts'),
        cell: ({ row }) => `${row.original.retryCount} / ${row.original.retryLimit}`,
      },
      {
        id: 'lastError',
        header: t('jobs.last_error'),
        cell: ({ row }) => (
          <span className="break-all text-xs text-rose-300">{row.original.lastError ?? ''}</span>
        ),
      },
      {
        id: 'createdAt',
        header: t('common.created'),
        cell: ({ row }) => formatDateTime(row.original.createdAt, true),
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) =>
          row.original.state === 'failed' ? (
            <Button
              onClick={() =>
                retry.mutate(row.original.id, {
                  onSuccess: () => toast.success(t('jobs.retried')),
                  onError: (error) => toast.error(errorMessage(t, error)),
                })
              }
            >
              {t('jobs.retry')}
            </Button>
          ) : null,
      },
    ],
    [t, retry],
  );
  return (
    <section>
      <PageHeader title={t('nav.jobs')} />
      <FilterBar>
        <SelectFilter
          label={t('common.status')}
          value={state}
          onChange={(value) => params.setFilter('state', value)}
          options={JOB_STATES.map((value) => ({ value, label: t(`jobs.state.${value}`) }))}
        />
        <SearchFilter
          label={t('jobs.name')}
          value={params.filters.name}
          onChange={(value) => params.setFilter('name', value)}
        />
      </FilterBar>
      <DataTable
        caption={t('nav.jobs')}
        columns={columns}
        data={jobs.data?.data}
        meta={jobs.data?.meta}
        params={params}
        isLoading={jobs.isPending}
        error={jobs.error}
        onRetry={() => void jobs.refetch()}
        rowId={(row) => row.id}
      />
    </section>
  );
}
