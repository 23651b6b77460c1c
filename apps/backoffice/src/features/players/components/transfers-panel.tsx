import type { ColumnDef } from '@tanstack/react-table';
import type { AdminTransfer } from '@wheelhouse/contracts/admin-money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { usePlayerTransfers } from '../api/player-transfers';
import { transferSource } from './transfer-source';

const NO_FILTERS = [] as const;

/** The player's ledger transfers, newest first, paged in the address. */
export function TransfersPanel({ globalId }: { globalId: string }) {
  const { t } = useTranslation();
  const params = useListParams(NO_FILTERS);
  const transfers = usePlayerTransfers(globalId, { offset: params.offset, limit: params.limit });
  const columns = useMemo<ColumnDef<AdminTransfer, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('players.when'),
        cell: ({ row }) => formatDateTime(row.original.createdAt, true),
      },
      { id: 'kind', header: t('players.kind'), accessorKey: 'kind' },
      {
        id: 'source',
        header: t('players.transfer_source'),
        cell: ({ row }) => (
          <span data-testid="transfer-source">{transferSource(row.original.metadata)}</span>
        ),
      },
      {
        id: 'legs',
        header: t('players.legs'),
        cell: ({ row }) => (
          <ul className="font-mono text-xs">
            {row.original.legs.map((leg, index) => (
              <li key={index}>
                {leg.account}: {formatAmount(leg.amount, leg.currency)} →{' '}
                {formatAmount(leg.balanceAfter)}
              </li>
            ))}
          </ul>
        ),
      },
      { id: 'id', header: t('players.transfer_id'), accessorKey: 'id' },
    ],
    [t],
  );
  return (
    <section className="rounded-lg border border-slate-800 p-4" aria-labelledby="transfers-title">
      <h2 id="transfers-title" className="mb-3 font-semibold">
        {t('players.transfers_title')}
      </h2>
      <DataTable
        caption={t('players.transfers_title')}
        columns={columns}
        data={transfers.data?.data}
        meta={transfers.data?.meta}
        params={params}
        isLoading={transfers.isPending}
        error={transfers.error}
        onRetry={() => void transfers.refetch()}
        rowId={(row) => row.id}
      />
    </section>
  );
}
