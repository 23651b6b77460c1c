import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZDeskConfirmRequest,
  type AdminBuyOrder,
  type DeskConfirmRequest,
} from '@wheelhouse/contracts/admin-fiat-desk';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useConfirmOrder } from '../api/confirm-order';

/** Confirms the money arrived; an amount typed in replaces the ordered one (what really came). */
export function ConfirmForm({ order }: { order: AdminBuyOrder }) {
  const { t } = useTranslation();
  const confirm = useConfirmOrder(order.id);
  const form = useForm<DeskConfirmRequest>({
    resolver: zodResolver(ZDeskConfirmRequest, { error: zodIssueMessage }),
    defaultValues: { amount: undefined },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const amount = values.amount?.trim();
    try {
      await confirm.mutateAsync(amount ? { amount } : {});
      toast.success(t('fiat.confirmed'));
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['amount']))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="confirm-form">
      <Field
        label={t('fiat.received_amount', { currency: order.amount.currency })}
        hint={t('fiat.received_hint', { amount: order.amount.value })}
        error={errors.amount?.message}
      >
        <input
          inputMode="decimal"
          className={inputClass}
          placeholder={order.amount.value}
          data-testid="confirm-amount"
          {...form.register('amount', { setValueAs: (value: string) => value || undefined })}
        />
      </Field>
      <FieldMessage message={errors.root?.server?.message} />
      <div>
        <Button
          type="submit"
          variant="primary"
          busy={confirm.isPending}
          data-testid="confirm-submit"
        >
          {t('fiat.confirm')}
        </Button>
      </div>
    </form>
  );
}
