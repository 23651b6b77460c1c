import type { ColumnDef } from '@tanstack/react-table';
import {
  CRYPTO_WITHDRAWAL_STATUSES,
  ZAdminWithdrawalRejectRequest,
  ZCryptoWithdrawalStatus,
  type AdminWithdrawal,
} from '@wheelhouse/contracts/admin-withdrawals';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { FilterBar, SelectFilter } from '../../../components/ui/filters';
import { PageHeader } from '../../../components/ui/page-header';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { errorMessage } from '../../../lib/error-message';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { serverSort, useListParams } from '../../../lib/list-params';
import { useApproveWithdrawal } from '../api/approve-withdrawal';
import { useRejectWithdrawal } from '../api/reject-withdrawal';
import { useWithdrawals } from '../api/list-withdrawals';
import { WithdrawalDestination } from './withdrawal-destination';

const FILTERS = ['status'] as const;
const TONE = {
  pending: 'warn',
  processing: 'neutral',
  completed: 'good',
  declined: 'bad',
  cancelled: 'neutral',
} as const;

function RejectDialog({
  withdrawal,
  onClose,
}: {
  withdrawal: AdminWithdrawal;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reject = useRejectWithdrawal(withdrawal.id);
  return (
    <ReasonDialog
      title={t('withdrawals.reject_title')}
      label={t('withdrawals.reject_reason')}
      submitLabel={t('withdrawals.reject')}
      schema={ZAdminWithdrawalRejectRequest}
      onSubmit={async (body) => {
        await reject.mutateAsync(body);
        toast.success(t('withdrawals.rejected'));
      }}
      onClose={onClose}
      testId="reject-dialog"
    />
  );
}

function Actions({ withdrawal, onReject }: { withdrawal: AdminWithdrawal; onReject: () => void }) {
  const { t } = useTranslation();
  const approve = useApproveWithdrawal();
  if (withdrawal.status !== 'pending') return null;
  return (
    <div className="flex gap-2">
      <Button
        variant="primary"
        busy={approve.isPending}
        data-testid="withdrawal-approve"
        onClick={() =>
          approve.mutate(withdrawal.id, {
            onSuccess: (result) =>
              toast.success(
                result.payoutRetrying
                  ? t('withdrawals.approved_retrying')
                  : t('withdrawals.approved'),
              ),
            onError: (error) => toast.error(errorMessage(t, error)),
          })
        }
      >
        {t('withdrawals.approve')}
      </Button>
      <Button variant="danger" onClick={onReject} data-testid="withdrawal-reject">
        {t('withdrawals.reject')}
      </Button>
    </div>
  );
}

/** Columns the server sorts by (ADMIN_WITHDRAWALS_SORT); oldest first by default. */
const SORTABLE = ['createdAt', 'amount', 'status'] as const;

export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const status = ZCryptoWithdrawalStatus.safeParse(params.filters.status).data;
  const withdrawals = useWithdrawals({
    status,
    ...serverSort(params.sort, SORTABLE),
    offset: params.offset,
    limit: params.limit,
  });
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null);
  const columns = useMemo<ColumnDef<AdminWithdrawal, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('common.created'),
        cell: ({ row }) => formatDateTime(row.original.createdAt),
      },
      { id: 'player', header: t('common.player'), cell: ({ row }) => row.original.player.email },
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
        id: 'destination',
        header: t('withdrawals.paid_to'),
        cell: ({ row }) => <WithdrawalDestination withdrawal={row.original} />,
      },
      {
        id: 'status',
        header: t('common.status'),
        cell: ({ row }) => (
          <Badge tone={TONE[row.original.status]}>
            {t(`withdrawals.status.${row.original.status}`)}
            {row.original.payoutRetrying ? ` · ${t('withdrawals.retrying')}` : ''}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => (
          <Actions withdrawal={row.original} onReject={() => setRejecting(row.original)} />
        ),
      },
    ],
    [t],
  );
  return (
    <section>
      <PageHeader title={t('nav.withdrawals')} />
      <FilterBar>
        <SelectFilter
          label={t('common.status')}
          value={status}
          onChange={(value) => params.setFilter('status', value)}
          options={CRYPTO_WITHDRAWAL_STATUSES.map((value) => ({
            value,
            label: t(`withdrawals.status.${value}`),
          }))}
        />
      </FilterBar>
      <DataTable
        caption={t('nav.withdrawals')}
        columns={columns}
        data={withdrawals.data?.data}
        meta={withdrawals.data?.meta}
        params={params}
        isLoading={withdrawals.isPending}
        error={withdrawals.error}
        onRetry={() => void withdrawals.refetch()}
        rowId={(row) => row.id}
        sortable={SORTABLE}
        testId="withdrawals-table"
      />
      {rejecting && <RejectDialog withdrawal={rejecting} onClose={() => setRejecting(null)} />}
    </section>
  );
}
