import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty } from '../../../components/ui/states';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useSettlementDebts, type SettlementDebt } from '../api/settlement-debts';

const NO_FILTERS = [] as const;

/**
 * Rollback shortfalls: payouts a settlement rollback could not take back because the player had
 * already spent them (the ledger never drives a balance negative). The server lists the open ones,
 * newest first; a later settlement of the same bet nets the debt from its payout.
 */
export default function SettlementDebtsPage() {
  const { t } = useTranslation();
  const params = useListParams(NO_FILTERS);
  const debts = useSettlementDebts({ offset: params.offset, limit: params.limit });
  const columns = useMemo<ColumnDef<SettlementDebt, unknown>[]>(
    () => [
      {
        id: 'player',
        header: t('common.player'),
        cell: ({ row }) => (
          <Link
            to={`/players/${encodeURIComponent(row.original.globalId)}`}
            className="font-mono text-xs text-amber-300 hover:underline"
          >
            {row.original.globalId}
          </Link>
        ),
      },
      {
        id: 'bet',
        header: t('sportsbook.debts.bet'),
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.betId}</span>,
      },
      {
        id: 'amount',
        header: t('sportsbook.debts.amount'),
        cell: ({ row }) => (
          <span className="tabular-nums">{formatAmount(row.original.amount)}</span>
        ),
      },
      {
        id: 'createdAt',
        header: t('sportsbook.debts.created'),
        cell: ({ row }) => formatDateTime(row.original.createdAt),
      },
    ],
    [t],
  );
  return (
    <section>
      <PageHeader title={t('nav.sportsbook_debts')} />
      <p className="mb-4 max-w-3xl text-sm text-slate-400">{t('sportsbook.debts.intro')}</p>
      {debts.data && debts.data.meta.total === 0 && params.offset === 0 ? (
        <Empty text={t('sportsbook.debts.none')} />
      ) : (
        <DataTable
          caption={t('nav.sportsbook_debts')}
          columns={columns}
          data={debts.data?.data}
          meta={debts.data?.meta}
          params={params}
          isLoading={debts.isPending}
          error={debts.error}
          onRetry={() => void debts.refetch()}
          rowId={(row) => row.id}
          testId="settlement-debts-table"
        />
      )}
    </section>
  );
}
