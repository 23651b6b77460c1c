import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZAdminFiatDisputeAcceptRequest,
  type AdminFiatDispute,
  type AdminFiatDisputeAcceptRequest,
} from '@wheelhouse/contracts/admin-fiat-disputes';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { statusTone } from '../../../components/ui/status-tone';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { formatAmount } from '../../../lib/format';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useAcceptDispute } from '../api/accept-dispute';
import { useDispute } from '../api/dispute';
import { useRejectDispute } from '../api/reject-dispute';
import { Attachment } from './attachment';

/**
 * One dispute loaded by id (/fiat/disputes/{id} opens it over the list): the player's picture and
 * receipt side by side with the claim, and the decision — accept (credit the claimed or a
 * corrected amount) or reject — with a reason the player sees. An id that is no dispute shows
 * not found; a failed load, the error with a retry.
 */
export function DisputeDialog({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const dispute = useDispute(id ?? 0, id !== undefined);
  const notFound =
    id === undefined ||
    (dispute.isError && isApiError(dispute.error) && dispute.error.status === 404);
  return (
    <Dialog
      title={
        dispute.data
          ? t('fiat.dispute_title', { id: dispute.data.order.id })
          : t('fiat.dispute_heading', { id: id ?? '' })
      }
      onClose={onClose}
      testId="dispute-dialog"
    >
      {notFound ? (
        <div data-testid="dispute-not-found">
          <Empty text={t('fiat.dispute_not_found')} />
        </div>
      ) : dispute.isPending ? (
        <Loading />
      ) : dispute.isError ? (
        <ErrorState error={dispute.error} onRetry={() => void dispute.refetch()} />
      ) : (
        <DisputeReview key={dispute.data.id} dispute={dispute.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

function DisputeReview({ dispute, onClose }: { dispute: AdminFiatDispute; onClose: () => void }) {
  const { t } = useTranslation();
  const accept = useAcceptDispute(dispute.id);
  const reject = useRejectDispute(dispute.id);
  const form = useForm<AdminFiatDisputeAcceptRequest>({
    resolver: zodResolver(ZAdminFiatDisputeAcceptRequest, { error: zodIssueMessage }),
    defaultValues: { amount: dispute.claimedAmount?.value, reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const decide = (decision: 'accept' | 'reject') =>
    form.handleSubmit(async ({ amount, reason }) => {
      try {
        if (decision === 'accept')
          await accept.mutateAsync(amount ? { amount, reason } : { reason });
        else await reject.mutateAsync({ reason });
        toast.success(t(decision === 'accept' ? 'fiat.dispute_accepted' : 'fiat.dispute_rejected'));
        onClose();
      } catch (error) {
        if (!showServerFieldErrors(error, form.setError, ['amount', 'reason']))
          form.setError('root.server', {
            type: 'server',
            message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
          });
      }
    });
  const order = dispute.order;
  return (
    <div className="flex max-h-[75vh] flex-col gap-4 overflow-y-auto" data-testid="dispute-review">
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-slate-400">{t('common.status')}</dt>
        <dd>
          <Badge tone={statusTone(dispute.status)}>
            {t(`fiat.dispute_status.${dispute.status}`)}
          </Badge>
        </dd>
        <dt className="text-slate-400">{t('common.player')}</dt>
        <dd className="break-all">
          <Link
            to={`/players/${encodeURIComponent(dispute.player.globalId)}`}
            className="text-amber-300 hover:underline"
          >
            {dispute.player.email}
          </Link>
        </dd>
        <dt className="text-slate-400">{t('fiat.order')}</dt>
        <dd className="break-all">
          <Link
            to={`/fiat/orders/${encodeURIComponent(order.id)}`}
            className="font-mono text-amber-300 hover:underline"
          >
            {order.id}
          </Link>
        </dd>
        <dt className="text-slate-400">{t('common.amount')}</dt>
        <dd>{formatAmount(order.amount.value, order.amount.currency)}</dd>
        <dt className="text-slate-400">{t('fiat.claimed')}</dt>
        <dd>
          {dispute.claimedAmount
            ? formatAmount(dispute.claimedAmount.value, dispute.claimedAmount.currency)
            : '—'}
        </dd>
        <dt className="text-slate-400">{t('fiat.problem')}</dt>
        <dd>{dispute.problem}</dd>
        <dt className="text-slate-400">{t('fiat.comment')}</dt>
        <dd className="break-words">{dispute.comment}</dd>
        <dt className="text-slate-400">{t('fiat.paid_name')}</dt>
        <dd>{order.paidName ?? '—'}</dd>
      </dl>
      <div className="grid gap-3 sm:grid-cols-2">
        <Attachment url={dispute.image.url} label={t('fiat.dispute_image')} />
        {order.receipt && <Attachment url={order.receipt.url} label={t('fiat.receipt')} />}
      </div>
      {dispute.status === 'open' && (
        <form noValidate className="flex flex-col gap-3" onSubmit={decide('accept')}>
          <Field
            label={t('fiat.received_amount', { currency: order.amount.currency })}
            error={errors.amount?.message}
          >
            <input
              inputMode="decimal"
              className={inputClass}
              {...form.register('amount', { setValueAs: (value: string) => value || undefined })}
            />
          </Field>
          <Field label={t('fiat.reason_for_player')} error={errors.reason?.message}>
            <input className={inputClass} {...form.register('reason')} />
          </Field>
          <FieldMessage message={errors.root?.server?.message} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="primary" busy={isSubmitting}>
              {t('fiat.accept')}
            </Button>
            <Button variant="danger" busy={isSubmitting} onClick={decide('reject')}>
              {t('fiat.reject')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
