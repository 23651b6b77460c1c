import { ZDeskReasonRequest } from '@wheelhouse/contracts/admin-fiat-desk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { ErrorState, Loading } from '../../../components/ui/states';
import { statusTone } from '../../../components/ui/status-tone';
import { FactList } from '../../../components/ui/fact-list';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useDeclineOrder } from '../api/decline-order';
import { useOrder } from '../api/order';
import { useRefundOrder } from '../api/refund-order';
import { Attachment } from './attachment';
import { ConfirmForm } from './confirm-form';

const CONFIRMABLE = ['waiting', 'wait_for_confirmation', 'pending', 'timeouted'];
const DECLINABLE = ['waiting', 'pay_external_invoice', 'wait_for_confirmation', 'pending'];
const REFUNDABLE = [
  'waiting',
  'pay_external_invoice',
  'wait_for_confirmation',
  'pending',
  'timeouted',
];

/** One deposit order: its facts and decisions on the left, the player's receipt beside them. */
export default function OrderPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = useOrder(id);
  const decline = useDeclineOrder(id);
  const refund = useRefundOrder(id);
  const [asking, setAsking] = useState<'decline' | 'refund' | null>(null);
  if (order.isPending) return <Loading />;
  if (order.isError) return <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;
  const facts: [string, string][] = [
    [t('common.player'), o.player.globalId],
    [t('fiat.method'), `${o.method.label} (${o.method.id})`],
    [t('common.amount'), formatAmount(o.amount.value, o.amount.currency)],
    [t('fiat.credited'), o.credited ? formatAmount(o.credited.value, o.credited.currency) : '—'],
    [
      t('fiat.amount_change'),
      o.amountChange ? formatAmount(o.amountChange, o.amount.currency) : '—',
    ],
    [t('fiat.paid_name'), o.paidName ?? '—'],
    [
      t('fiat.requisite'),
      o.requisite
        ? [
            o.requisite.card ?? o.requisite.phone ?? o.requisite.accountNumber,
            o.requisite.bankName,
            o.requisite.recipientName,
          ]
            .filter(Boolean)
            .join(' · ')
        : '—',
    ],
    [t('common.created'), formatDateTime(o.createdAt, true)],
    [t('fiat.expires'), formatDateTime(o.expiresAt, true)],
    [
      t('fiat.reviewed'),
      o.reviewedAt ? `${formatDateTime(o.reviewedAt, true)} · #${o.reviewedBy}` : '—',
    ],
    [t('fiat.reason'), o.reason ?? '—'],
  ];
  return (
    <section className="flex flex-col gap-4" data-testid="order-page" data-status={o.status}>
      <Link to="/fiat/orders" className="text-sm text-slate-400 hover:text-slate-200">
        ← {t('nav.fiat_orders')}
      </Link>
      <PageHeader
        title={t('fiat.order_title', { id: o.id })}
        actions={<Badge tone={statusTone(o.status)}>{t(`fiat.order_status.${o.status}`)}</Badge>}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <FactList facts={facts} testId="order-facts" />
          {CONFIRMABLE.includes(o.status) && <ConfirmForm order={o} />}
          <div className="flex flex-wrap gap-2">
            {DECLINABLE.includes(o.status) && (
              <Button
                variant="danger"
                onClick={() => setAsking('decline')}
                data-testid="order-decline"
              >
                {t('fiat.decline')}
              </Button>
            )}
            {REFUNDABLE.includes(o.status) && (
              <Button onClick={() => setAsking('refund')} data-testid="order-refund">
                {t('fiat.refund')}
              </Button>
            )}
            <Link
              to={`/players/${encodeURIComponent(o.player.globalId)}`}
              className="inline-flex min-h-9 items-center rounded-md px-3 text-sm text-amber-300 hover:underline"
            >
              {t('fiat.open_player')}
            </Link>
          </div>
        </div>
        <div data-testid="order-receipt">
          <h2 className="mb-2 font-semibold">{t('fiat.receipt')}</h2>
          {o.receiptUrl ? (
            <Attachment url={o.receiptUrl} label={t('fiat.receipt')} />
          ) : (
            <p className="rounded-md bg-slate-900 p-4 text-sm text-slate-400">
              {t('fiat.no_receipt')}
            </p>
          )}
        </div>
      </div>
      {asking && (
        <ReasonDialog
          title={t(asking === 'decline' ? 'fiat.decline_title' : 'fiat.refund_title')}
          label={t('fiat.reason_for_player')}
          submitLabel={t(asking === 'decline' ? 'fiat.decline' : 'fiat.refund')}
          schema={ZDeskReasonRequest}
          onSubmit={async (body) => {
            await (asking === 'decline' ? decline : refund).mutateAsync(body);
            toast.success(t(asking === 'decline' ? 'fiat.declined' : 'fiat.refunded'));
          }}
          onClose={() => setAsking(null)}
          testId="order-reason-dialog"
        />
      )}
    </section>
  );
}
