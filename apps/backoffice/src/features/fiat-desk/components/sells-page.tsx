import type { ColumnDef } from '@tanstack/react-table';
import {
  FIAT_SELL_STATUSES,
  ZAdminFiatSellDeclineRequest,
  ZFiatSellStatus,
  type AdminFiatSell,
} from '@wheelhouse/contracts/admin-fiat-sell';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/ui/filters';
import { PageHeader } from '../../../components/ui/page-header';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { statusTone } from '../../../components/ui/status-tone';
import { errorMessage } from '../../../lib/error-message';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useCompleteSell } from '../api/complete-sell';
import { useDeclineSell } from '../api/decline-sell';
import { useSells } from '../api/list-sells';

const FILTERS = ['status', 'player'] as const;
const OPEN = ['pending', 'processing'];

function DeclineDialog({ sell, onClose }: { sell: AdminFiatSell; onClose: () => void }) {
  const { t } = useTranslation();
  const decline = useDeclineSell(sell.id);
  return (
    <ReasonDialog
      title={t('fiat.sell_decline_title')}
      label={t('fiat.reason_for_player')}
      submitLabel={t('fiat.decline')}
      schema={ZAdminFiatSellDeclineRequest}
      onSubmit={async (body) => {
        await decline.mutateAsync(body);
        toast.success(t('fiat.sell_declined'));
      }}
      onClose={onClose}
    />
  );
}

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
  const complete = useCompleteSell();
  const [declining, setDeclining] = useState<AdminFiatSell | null>(null);
  const [references, setReferences] = useState<Record<string, string>>({});
  const columns = useMemo<ColumnDef<AdminFiatSell, unknown>[]>(
    () => [
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
            <ul className="font-mono text-slate-400">
              {Object.entries(row.original.details).map(([key, value]) => (
                <li key={key}>
                  {key}: {String(value)}
                </li>
              ))}
            </ul>
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
        cell: ({ row }) => {
          const sell = row.original;
          if (!OPEN.includes(sell.status)) return sell.reference ?? sell.declineReason ?? null;
          return (
            <div className="flex min-w-56 flex-col gap-2">
              <label className="text-xs text-slate-400">
                {t('fiat.reference')}
                <input
                  className="mt-1 w-full rounded-md border border-slate-700 bg-slate-950 px-2 py-1 text-sm"
                  value={references[sell.id] ?? ''}
                  onChange={(event) =>
                    setReferences((all) => ({ ...all, [sell.id]: event.target.value }))
                  }
                />
              </label>
              <div className="flex gap-2">
                <Button
                  variant="primary"
                  onClick={() => {
                    const reference = references[sell.id]?.trim();
                    complete.mutate(
                      { id: sell.id, body: reference ? { reference } : {} },
                      {
                        onSuccess: () => toast.success(t('fiat.sell_completed')),
                        onError: (error) => toast.error(errorMessage(t, error)),
                      },
                    );
                  }}
                >
                  {t('fiat.mark_paid')}
                </Button>
                <Button variant="danger" onClick={() => setDeclining(sell)}>
                  {t('fiat.decline')}
                </Button>
              </div>
            </div>
          );
        },
      },
    ],
    [t, complete, references],
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
      {declining && <DeclineDialog sell={declining} onClose={() => setDeclining(null)} />}
    </section>
  );
}
