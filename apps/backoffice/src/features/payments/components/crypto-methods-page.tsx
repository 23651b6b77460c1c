import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZUpdateCryptoMethodRequest,
  type AdminCryptoMethod,
  type UpdateCryptoMethodRequest,
} from '@wheelhouse/contracts/cashier-crypto';
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
import { useCryptoMethods } from '../api/crypto-methods';
import { useUpdateCryptoMethod } from '../api/update-crypto-method';

const AMOUNTS = ['withdrawFee', 'minWithdraw', 'maxWithdraw', 'minDeposit'] as const;
const SWITCHES = ['active', 'withdrawAllowed', 'depositBonusAvailable'] as const;
const FIELDS = [...AMOUNTS, ...SWITCHES, 'depositBonusBps'] as const;

function EditDialog({ method, onClose }: { method: AdminCryptoMethod; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCryptoMethod();
  const form = useForm<UpdateCryptoMethodRequest>({
    resolver: zodResolver(ZUpdateCryptoMethodRequest, { error: zodIssueMessage }),
    defaultValues: Object.fromEntries(FIELDS.map((name) => [name, method[name]])),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ code: method.code, body });
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
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        {AMOUNTS.map((name) => (
          <Field
            key={name}
            label={t(`payments.crypto.${name}`, { currency: method.currency })}
            error={errors[name]?.message}
          >
            <input inputMode="decimal" className={inputClass} {...form.register(name)} />
          </Field>
        ))}
        <Field label={t('payments.crypto.depositBonusBps')} error={errors.depositBonusBps?.message}>
          <input
            type="number"
            className={inputClass}
            {...form.register('depositBonusBps', { valueAsNumber: true })}
          />
        </Field>
        {SWITCHES.map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register(name)} />
            {t(`payments.crypto.${name}`)}
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

export default function CryptoMethodsPage() {
  const { t } = useTranslation();
  const methods = useCryptoMethods();
  const [editing, setEditing] = useState<AdminCryptoMethod | null>(null);
  return (
    <section>
      <PageHeader title={t('nav.crypto_methods')} />
      {methods.isPending ? (
        <Loading />
      ) : methods.isError ? (
        <ErrorState error={methods.error} onRetry={() => void methods.refetch()} />
      ) : methods.data.items.length === 0 ? (
        <Empty />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid="crypto-methods">
          {methods.data.items.map((method) => (
            <li
              key={method.code}
              className="flex flex-col gap-2 rounded-lg border border-slate-800 p-4 text-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">
                  {method.name} <span className="text-slate-400">({method.network})</span>
                </span>
                <Badge tone={method.active ? 'good' : 'neutral'}>
                  {t(method.active ? 'payments.active' : 'payments.inactive')}
                </Badge>
              </div>
              <p className="text-slate-400">
                {t('payments.crypto_summary', {
                  fee: formatAmount(method.withdrawFee, method.currency),
                  min: formatAmount(method.minWithdraw),
                  max: formatAmount(method.maxWithdraw),
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
    </section>
  );
}
