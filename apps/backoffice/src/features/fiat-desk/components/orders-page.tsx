import type { ColumnDef } from '@tanstack/react-table';
import type { AdminBuyOrder } from '@wheelhouse/contracts/admin-fiat-desk';
import { FIAT_ORDER_STATUSES, ZFiatOrderStatus } from '@wheelhouse/contracts/fiat';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { DataTable } from '../../../components/ui/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/ui/filters';
import { PageHeader } from '../../../components/ui/page-header';
import { statusTone } from '../../../components/ui/status-tone';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { serverSort, useListParams } from '../../../lib/list-params';
import { useOrders } from '../api/list-orders';

const FILTERS = ['status', 'methodId'] as const;
/** Columns the server sorts by (ADMIN_BUY_ORDERS_SORT); newest first by default. */
const SORTABLE = ['createdAt', 'amount', 'status'] as const;

export default function OrdersPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const status = ZFiatOrderStatus.safeParse(params.filters.status).data;
  const orders = useOrders({
    status,
    methodId: params.filters.methodId,
    ...serverSort(params.sort, SORTABLE),
    offset: params.offset,
    limit: params.limit,
  });
  const columns = useMemo<ColumnDef<AdminBuyOrder, unknown>[]>(
    () => [
      {
        id: 'id',
        header: t('fiat.order'),
        cell: ({ row }) => (
          <Link
            to={`/fiat/orders/${encodeURIComponent(row.original.id)}`}
            className="font-mono text-amber-300 hover:underline"
            data-testid="order-link"
          >
            {row.original.id}
          </Link>
        ),
      },
      {
        id: 'createdAt',
        header: t('common.created'),
        cell: ({ row }) => formatDateTime(row.original.createdAt),
      },
      { id: 'method', header: t('fiat.method'), cell: ({ row }) => row.original.method.label },
      {
        id: 'amount',
        header: t('common.amount'),
        cell: ({ row }) => (
          <span className="font-mono">
            {formatAmount(row.original.amount.value, row.original.amount.currency)}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('common.status'),
        cell: ({ row }) => (
          <Badge tone={statusTone(row.original.status)}>
            {t(`fiat.order_status.${row.original.status}`)}
          </Badge>
        ),
      },
      {
        id: 'receipt',
        header: t('fiat.receipt'),
        cell: ({ row }) => (row.original.receiptUrl ? t('common.yes') : '—'),
      },
    ],
    [t],
  );
  return (
    <section>
      <PageHeader title={t('nav.fiat_orders')} />
      <FilterBar>
        <SelectFilter
          label={t('common.status')}
          value={status}
          onChange={(value) => params.setFilter('status', value)}
          options={FIAT_ORDER_STATUSES.map((value) => ({
            value,
            label: t(`fiat.order_status.${value}`),
          }))}
        />
        <SearchFilter
          label={t('fiat.method_id')}
          value={params.filters.methodId}
          onChange={(value) => params.setFilter('methodId', value)}
        />
      </FilterBar>
      <DataTable
        caption={t('nav.fiat_orders')}
        columns={columns}
        data={orders.data?.data}
        meta={orders.data?.meta}
        params={params}
        isLoading={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        rowId={(row) => row.id}
        sortable={SORTABLE}
        testId="orders-table"
      />
    </section>
  );
}
