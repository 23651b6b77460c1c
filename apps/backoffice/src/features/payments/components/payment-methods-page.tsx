import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZUpdatePaymentMethodRequest,
  type AdminPaymentMethod,
  type UpdatePaymentMethodRequest,
} from '@wheelhouse/contracts/admin-payment-methods';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/error-message';
import { formatAmount } from '../../../lib/format';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { usePaymentMethods } from '../api/payment-methods';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import { CreatePaymentMethodDialog } from './payment-method-create';

const TEXTS = [
  'name',
  'label',
  'buyMinAmount',
  'buyMaxAmount',
  'sellMinAmount',
  'sellMaxAmount',
] as const;
const NUMBERS = ['priority', 'orderTtlSeconds'] as const;
const SWITCHES = [
  'active',
  'isOther',
  'buyEnabled',
  'sellEnabled',
  'multiplyOrdersAllowed',
] as const;
const FIELDS = [...TEXTS, ...NUMBERS, ...SWITCHES] as const;

/** The settings a desk changes day to day; fields, fee tiers and banks stay in the API for now. */
function EditDialog({ method, onClose }: { method: AdminPaymentMethod; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePaymentMethod();
  const form = useForm<UpdatePaymentMethodRequest>({
    resolver: zodResolver(ZUpdatePaymentMethodRequest, { error: zodIssueMessage }),
    defaultValues: Object.fromEntries(FIELDS.map((name) => [name, method[name]])),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: method.id, body });
      toast.success(t('common.saved'));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, FIELDS))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });
  return (
    <Dialog title={t('payments.edit_title', { name: method.name })} onClose={onClose}>
      <form
        onSubmit={submit}
        noValidate
        className="grid max-h-[75vh] gap-3 overflow-y-auto sm:grid-cols-2"
      >
        {TEXTS.map((name) => (
          <Field
            key={name}
            label={t(`payments.fiat.${name}`, { currency: method.currency })}
            error={errors[name]?.message}
          >
            <input className={inputClass} {...form.register(name)} />
          </Field>
        ))}
        {NUMBERS.map((name) => (
          <Field key={name} label={t(`payments.fiat.${name}`)} error={errors[name]?.message}>
            <input
              type="number"
              className={inputClass}
              {...form.register(name, { valueAsNumber: true })}
            />
          </Field>
        ))}
        {SWITCHES.map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register(name)} />
            {t(`payments.fiat.${name}`)}
          </label>
        ))}
        <div className="sm:col-span-2">
          <FieldMessage message={errors.root?.server?.message} />
          <Button type="submit" variant="primary" busy={isSubmitting}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export default function PaymentMethodsPage() {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  const [editing, setEditing] = useState<AdminPaymentMethod | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <section>
      <PageHeader
        title={t('nav.payment_methods')}
        actions={
          <Button
            variant="primary"
            onClick={() => setCreating(true)}
            data-testid="new-payment-method"
          >
            {t('payments.new_fiat')}
          </Button>
        }
      />
      {methods.isPending ? (
        <Loading />
      ) : methods.isError ? (
        <ErrorState error={methods.error} onRetry={() => void methods.refetch()} />
      ) : methods.data.items.length === 0 ? (
        <Empty />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid="payment-methods">
          {methods.data.items.map((method) => (
            <li
              key={method.id}
              className="flex flex-col gap-2 rounded-lg border border-slate-800 p-4 text-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">
                  {method.label} <span className="text-slate-400">({method.id})</span>
                </span>
                <Badge tone={method.active ? 'good' : 'neutral'}>
                  {t(method.active ? 'payments.active' : 'payments.inactive')}
                </Badge>
              </div>
              <p className="text-slate-400">
                {t('payments.fiat_summary', {
                  processor: method.processor,
                  buy: `${formatAmount(method.buyMinAmount)}–${formatAmount(method.buyMaxAmount, method.currency)}`,
                  sell: `${formatAmount(method.sellMinAmount)}–${formatAmount(method.sellMaxAmount, method.currency)}`,
                })}
              </p>
              <div>
                <Button onClick={() => setEditing(method)}>{t('payments.edit')}</Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <EditDialog method={editing} onClose={() => setEditing(null)} />}
      {creating && <CreatePaymentMethodDialog onClose={() => setCreating(false)} />}
    </section>
  );
}
