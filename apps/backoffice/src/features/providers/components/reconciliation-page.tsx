import type { ColumnDef } from '@tanstack/react-table';
import type { ReconciliationDay } from '@wheelhouse/contracts/admin-providers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { ColumnsTable } from '../../../components/ui/columns-table';
import { inputClass } from '../../../components/ui/field';
import { FilterBar, SelectFilter } from '../../../components/ui/filters';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { useListParams } from '../../../lib/list-params';
import { useProviders } from '../api/list-providers';
import { useReconciliation } from '../api/reconciliation';

const FILTERS = ['provider', 'from', 'to'] as const;
type Row = Omit<ReconciliationDay, 'day'> & { day: string };

/**
 * A provider's wallet traffic day by day (finance): bets, wins, rollbacks, open rounds, and the
 * ledger's net beside ours; a day where they differ is flagged.
 */
export default function ReconciliationPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const providers = useProviders();
  const slug = params.filters.provider ?? providers.data?.items[0]?.slug ?? '';
  const report = useReconciliation(slug, { from: params.filters.from, to: params.filters.to });

  const columns = useMemo<ColumnDef<Row, unknown>[]>(() => {
    const flow = (key: 'bets' | 'wins' | 'rollbacks'): ColumnDef<Row, unknown> => ({
      id: key,
      header: t(`providers.report.${key}`),
      cell: ({ row }) => (
        <span className="tabular-nums">
          {row.original[key].amount}{' '}
          <span className="text-xs text-slate-500">×{row.original[key].count}</span>
        </span>
      ),
    });
    return [
      { id: 'day', header: t('providers.report.day'), accessorKey: 'day' },
      flow('bets'),
      flow('wins'),
      flow('rollbacks'),
      {
        id: 'net',
        header: t('providers.report.net'),
        cell: ({ row }) => <span className="tabular-nums">{row.original.net}</span>,
      },
      {
        id: 'ledgerNet',
        header: t('providers.report.ledger_net'),
        cell: ({ row }) =>
          row.original.ledgerNet === row.original.net ? (
            <span className="tabular-nums">{row.original.ledgerNet}</span>
          ) : (
            <Badge tone="bad">
              {t('providers.report.mismatch', { amount: row.original.ledgerNet })}
            </Badge>
          ),
      },
      { id: 'openRounds', header: t('providers.report.open_rounds'), accessorKey: 'openRounds' },
    ];
  }, [t]);

  const rows = useMemo<Row[]>(
    () =>
      report.data
        ? [...report.data.data, { day: t('providers.report.total'), ...report.data.totals }]
        : [],
    [report.data, t],
  );

  const body = () => {
    if (providers.error && !providers.data)
      return <ErrorState error={providers.error} onRetry={() => void providers.refetch()} />;
    if (providers.isPending) return <Loading />;
    if (!slug) return <Empty text={t('providers.none')} />;
    if (report.error && !report.data)
      return <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
    if (report.isPending) return <Loading />;
    return (
      <ColumnsTable
        columns={columns}
        rows={rows}
        rowId={(row) => row.day}
        caption={t('providers.report.caption', { currency: report.data?.currency ?? '' })}
        testId="reconciliation-table"
        minWidth="min-w-[48rem]"
        totalsRow
      />
    );
  };

  return (
    <section>
      <PageHeader title={t('nav.reconciliation')} />
      <FilterBar>
        <SelectFilter
          label={t('providers.wallet_provider')}
          value={params.filters.provider}
          onChange={(value) => params.setFilter('provider', value)}
          options={(providers.data?.items ?? []).map((item) => ({
            value: item.slug,
            label: item.name,
          }))}
        />
        {(['from', 'to'] as const).map((end) => (
          <label key={end} className="flex flex-col gap-1 text-xs font-medium text-slate-300">
            {t(`providers.report.${end}`)}
            <input
              type="date"
              className={inputClass}
              value={params.filters[end] ?? report.data?.[end] ?? ''}
              onChange={(event) => params.setFilter(end, event.target.value || undefined)}
            />
          </label>
        ))}
      </FilterBar>
      {report.data && (
        <p className="mb-2 text-xs text-slate-400">
          {t('providers.report.caption', { currency: report.data.currency })}
        </p>
      )}
      {body()}
    </section>
  );
}
