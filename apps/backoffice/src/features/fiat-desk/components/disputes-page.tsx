import type { ColumnDef } from '@tanstack/react-table';
import {
  FIAT_DISPUTE_STATUSES,
  ZFiatDisputeStatus,
  type AdminFiatDispute,
} from '@wheelhouse/contracts/admin-fiat-disputes';
import { isSerialId } from '@wheelhouse/contracts/params';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { DataTable } from '../../../components/ui/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/ui/filters';
import { PageHeader } from '../../../components/ui/page-header';
import { statusTone } from '../../../components/ui/status-tone';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useDisputes } from '../api/list-disputes';
import { DisputeDialog } from './dispute-dialog';

const FILTERS = ['status', 'orderId'] as const;

export default function DisputesPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const status = ZFiatDisputeStatus.safeParse(params.filters.status).data;
  const disputes = useDisputes({
    status,
    orderId: params.filters.orderId,
    offset: params.offset,
    limit: params.limit,
  });
  // The open dispute lives in the address (/fiat/disputes/{id}), so it can be shared and reloaded;
  // closing it keeps the list's filters and page.
  const { id } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const open = id === undefined ? null : isSerialId(id) ? Number(id) : undefined;
  const columns = useMemo<ColumnDef<AdminFiatDispute, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('fiat.order'),
        cell: ({ row }) => (
          <span className="font-mono text-xs">
            {row.original.order.id} · {formatDateTime(row.original.order.createdAt)}
          </span>
        ),
      },
      { id: 'player', header: t('common.player'), cell: ({ row }) => row.original.player.email },
      {
        id: 'amount',
        header: t('fiat.claimed'),
        cell: ({ row }) => {
          const claimed = row.original.claimedAmount ?? row.original.order.amount;
          return <span className="font-mono">{formatAmount(claimed.value, claimed.currency)}</span>;
        },
      },
      { id: 'problem', header: t('fiat.problem'), cell: ({ row }) => row.original.problem },
      {
        id: 'status',
        header: t('common.status'),
        cell: ({ row }) => (
          <Badge tone={statusTone(row.original.status)}>
            {t(`fiat.dispute_status.${row.original.status}`)}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => (
          <Link
            to={{ pathname: `/fiat/disputes/${row.original.id}`, search }}
            className="inline-flex min-h-9 items-center rounded-md bg-slate-800 px-3 py-1.5 text-sm font-medium text-slate-100 hover:bg-slate-700"
            data-testid="dispute-link"
          >
            {t('fiat.review')}
          </Link>
        ),
      },
    ],
    [t, search],
  );
  return (
    <section>
      <PageHeader title={t('nav.fiat_disputes')} />
      <FilterBar>
        <SelectFilter
          label={t('common.status')}
          value={status}
          onChange={(value) => params.setFilter('status', value)}
          options={FIAT_DISPUTE_STATUSES.map((value) => ({
            value,
            label: t(`fiat.dispute_status.${value}`),
          }))}
        />
        <SearchFilter
          label={t('fiat.order_filter')}
          value={params.filters.orderId}
          onChange={(value) => params.setFilter('orderId', value)}
        />
      </FilterBar>
      <DataTable
        caption={t('nav.fiat_disputes')}
        columns={columns}
        data={disputes.data?.data}
        meta={disputes.data?.meta}
        params={params}
        isLoading={disputes.isPending}
        error={disputes.error}
        onRetry={() => void disputes.refetch()}
        rowId={(row) => String(row.id)}
        testId="disputes-table"
      />
      {open !== null && (
        <DisputeDialog
          key={open}
          id={open}
          onClose={() => void navigate({ pathname: '/fiat/disputes', search }, { replace: true })}
        />
      )}
    </section>
  );
}
