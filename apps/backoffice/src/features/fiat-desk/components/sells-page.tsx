import type { ColumnDef } from '@tanstack/react-table';
import {
  FIAT_SELL_STATUSES,
  ZFiatSellStatus,
  type AdminFiatSell,
} from '@wheelhouse/contracts/admin-fiat-sell';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { DataTable } from '../../../components/ui/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/ui/filters';
import { PageHeader } from '../../../components/ui/page-header';
import { statusTone } from '../../../components/ui/status-tone';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useSells } from '../api/list-sells';
import { PayoutDetails } from './payout-details';
import { isSellOpen, SellActions } from './sell-actions';

const FILTERS = ['status', 'player'] as const;

/** The desk's payout queue: pay the player (with the transfer reference) or decline. */
export default function SellsPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const status = ZFiatSellStatus.safeParse(params.filters.status).data;
  const sells = useSells({
    status,
    player: params.filters.player,
    offset: params.offset,
    limit: params.limit,
  });
  const columns = useMemo<ColumnDef<AdminFiatSell, unknown>[]>(
    () => [
      {
        id: 'id',
        header: t('fiat.sell'),
        cell: ({ row }) => (
          <Link
            to={`/fiat/sells/${encodeURIComponent(row.original.id)}`}
            className="font-mono text-amber-300 hover:underline"
            data-testid="sell-link"
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
      { id: 'player', header: t('common.player'), cell: ({ row }) => row.original.player.email },
      {
        id: 'net',
        header: t('fiat.to_pay'),
        cell: ({ row }) => (
          <span className="font-mono">
            {formatAmount(row.original.net.value, row.original.net.currency)}
          </span>
        ),
      },
      {
        id: 'destination',
        header: t('fiat.destination'),
        cell: ({ row }) => (
          <div className="text-xs">
            <p>{row.original.destination}</p>
            <PayoutDetails details={row.original.details} />
          </div>
        ),
      },
      {
        id: 'status',
        header: t('common.status'),
        cell: ({ row }) => (
          <Badge tone={statusTone(row.original.status)}>
            {t(`withdrawals.status.${row.original.status}`)}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) =>
          isSellOpen(row.original) ? (
            <SellActions sell={row.original} />
          ) : (
            (row.original.reference ?? row.original.declineReason)
          ),
      },
    ],
    [t],
  );
  return (
    <section>
      <PageHeader title={t('nav.fiat_sells')} />
      <FilterBar>
        <SelectFilter
          label={t('common.status')}
          value={status}
          onChange={(value) => params.setFilter('status', value)}
          options={FIAT_SELL_STATUSES.map((value) => ({
            value,
            label: t(`withdrawals.status.${value}`),
          }))}
        />
        <SearchFilter
          label={t('fiat.player_filter')}
          value={params.filters.player}
          onChange={(value) => params.setFilter('player', value)}
        />
      </FilterBar>
      <DataTable
        caption={t('nav.fiat_sells')}
        columns={columns}
        data={sells.data?.data}
        meta={sells.data?.meta}
        params={params}
        isLoading={sells.isPending}
        error={sells.error}
        onRetry={() => void sells.refetch()}
        rowId={(row) => row.id}
        testId="sells-table"
      />
    </section>
  );
}
