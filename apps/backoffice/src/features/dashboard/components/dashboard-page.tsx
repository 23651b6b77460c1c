import type { SummaryPeriod } from '@wheelhouse/contracts/admin-reports';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { queryString } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/format';
import { useGgrReport } from '../api/report-ggr';
import { usePaymentsReport } from '../api/report-payments';
import { usePlayersReport } from '../api/report-players';
import { useReportSummary } from '../api/report-summary';

const DailyLines = lazy(() =>
  import('./charts').then((module) => ({ default: module.DailyLines })),
);
const DailyBars = lazy(() => import('./charts').then((module) => ({ default: module.DailyBars })));

const FIGURES = ['deposits', 'withdrawals', 'bets', 'ggr', 'ngr'] as const;

function Period({
  title,
  period,
  testId,
}: {
  title: string;
  period: SummaryPeriod;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="rounded-lg border border-slate-800 p-4" data-testid={testId}>
      <h2 className="mb-3 font-semibold">
        {title}{' '}
        <span className="text-sm font-normal text-slate-400">
          ({period.from} – {period.to})
        </span>
      </h2>
      <dl className="mb-3 grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-md bg-slate-900 p-3">
          <dt className="text-xs text-slate-400">{t('dashboard.new_players')}</dt>
          <dd className="text-lg font-semibold">{period.newPlayers}</dd>
        </div>
        <div className="rounded-md bg-slate-900 p-3">
          <dt className="text-xs text-slate-400">{t('dashboard.active_players')}</dt>
          <dd className="text-lg font-semibold">{period.activePlayers}</dd>
        </div>
      </dl>
      {period.currencies.length === 0 ? (
        <Empty text={t('dashboard.no_money')} />
      ) : (
        period.currencies.map((money) => (
          <dl key={money.currency} className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
            {FIGURES.map((figure) => (
              <div key={figure} className="rounded-md bg-slate-900 p-3">
                <dt className="text-xs text-slate-400">{t(`dashboard.${figure}`)}</dt>
                <dd className="font-mono">{formatAmount(money[figure], money.currency)}</dd>
              </div>
            ))}
          </dl>
        ))
      )}
    </section>
  );
}

function ChartFrame({
  title,
  csv,
  children,
}: {
  title: string;
  csv: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="rounded-lg border border-slate-800 p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        <a href={csv} className="text-sm text-amber-300 underline" download>
          {t('dashboard.csv')}
        </a>
      </div>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </section>
  );
}

/** Today and the last 30 days from the ledger: money, players, and their daily charts. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const summary = useReportSummary();
  const range = summary.data
    ? { from: summary.data.last30Days.from, to: summary.data.last30Days.to }
    : {};
  const ggr = useGgrReport({ ...range, groupBy: 'day' });
  const players = usePlayersReport(range);
  const payments = usePaymentsReport(range);
  if (summary.isPending) return <Loading />;
  if (summary.isError)
    return <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  const days = new Map<string, Record<string, unknown>>();
  for (const row of ggr.data?.data ?? []) {
    // One line per currency: several house currencies never share a scale.
    const day = days.get(row.key) ?? { day: row.key };
    day[`ggr_${row.currency}`] = Number(row.ggr);
    day[`ngr_${row.currency}`] = Number(row.ngr ?? 0);
    days.set(row.key, day);
  }
  const currencies = [...new Set((ggr.data?.data ?? []).map((row) => row.currency))];
  const colours = ['#fbbf24', '#34d399', '#60a5fa', '#f472b6'];
  return (
    <section className="flex flex-col gap-4" data-testid="dashboard-page">
      <PageHeader title={t('nav.dashboard')} />
      <div className="grid gap-4 xl:grid-cols-2">
        <Period title={t('dashboard.today')} period={summary.data.today} testId="dashboard-today" />
        <Period
          title={t('dashboard.last_30_days')}
          period={summary.data.last30Days}
          testId="dashboard-30-days"
        />
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <ChartFrame
          title={t('dashboard.ggr_chart')}
          csv={`/api/admin/reports/ggr.csv${queryString({ ...range, groupBy: 'day' })}`}
        >
          {ggr.isError ? (
            <ErrorState error={ggr.error} onRetry={() => void ggr.refetch()} />
          ) : !ggr.data ? (
            <Loading />
          ) : (
            <DailyLines
              data={[...days.values()]}
              series={currencies.flatMap((currency, index) => [
                {
                  key: `ggr_${currency}`,
                  label: `GGR ${currency}`,
                  color: colours[(index * 2) % colours.length]!,
                },
                {
                  key: `ngr_${currency}`,
                  label: `NGR ${currency}`,
                  color: colours[(index * 2 + 1) % colours.length]!,
                },
              ])}
            />
          )}
        </ChartFrame>
        <ChartFrame
          title={t('dashboard.players_chart')}
          csv={`/api/admin/reports/players.csv${queryString(range)}`}
        >
          {players.isError ? (
            <ErrorState error={players.error} onRetry={() => void players.refetch()} />
          ) : !players.data ? (
            <Loading />
          ) : (
            <DailyBars
              data={players.data.data}
              series={[
                { key: 'newPlayers', label: t('dashboard.new_players'), color: '#fbbf24' },
                { key: 'activePlayers', label: t('dashboard.active_players'), color: '#60a5fa' },
                { key: 'depositors', label: t('dashboard.depositors'), color: '#34d399' },
              ]}
            />
          )}
        </ChartFrame>
      </div>
      <section className="rounded-lg border border-slate-800 p-4">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold">{t('dashboard.payments')}</h2>
          <a
            href={`/api/admin/reports/payments.csv${queryString(range)}`}
            className="text-sm text-amber-300 underline"
            download
          >
            {t('dashboard.csv')}
          </a>
        </div>
        {payments.isError ? (
          <ErrorState error={payments.error} onRetry={() => void payments.refetch()} />
        ) : !payments.data ? (
          <Loading />
        ) : payments.data.data.length === 0 ? (
          <Empty />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead className="text-xs uppercase text-slate-400">
                <tr>
                  <th className="px-2 py-1">{t('dashboard.direction')}</th>
                  <th className="px-2 py-1">{t('fiat.method')}</th>
                  <th className="px-2 py-1">{t('common.status')}</th>
                  <th className="px-2 py-1">{t('dashboard.count')}</th>
                  <th className="px-2 py-1">{t('common.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {payments.data.data.map((row) => (
                  <tr
                    key={`${row.direction}-${row.method}-${row.status}-${row.currency}`}
                    className="border-t border-slate-800"
                  >
                    <td className="px-2 py-1">{t(`dashboard.directions.${row.direction}`)}</td>
                    <td className="px-2 py-1">{row.method}</td>
                    <td className="px-2 py-1">{t(`dashboard.payment_status.${row.status}`)}</td>
                    <td className="px-2 py-1">{row.count}</td>
                    <td className="px-2 py-1 font-mono">
                      {formatAmount(row.amount, row.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
