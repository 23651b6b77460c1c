import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZAdminAdjustmentRequest,
  type AdminAdjustmentRequest,
} from '@wheelhouse/contracts/admin-money';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { ErrorState, Loading } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/error-message';
import { formatAmount } from '../../../lib/format';
import { showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useAdjustBalance } from '../api/adjust-balance';
import { usePlayerBalance } from '../api/player-balance';

const FIELDS = ['amount', 'currency', 'reason'] as const;

function AdjustmentForm({ globalId, currency }: { globalId: string; currency: string }) {
  const { t } = useTranslation();
  const adjust = useAdjustBalance(globalId);
  // One key per filled-in form: a second click or a retry after a lost answer is the same adjustment.
  const [key, setKey] = useState(newIdempotencyKey);
  const form = useForm<AdminAdjustmentRequest>({
    resolver: zodResolver(ZAdminAdjustmentRequest, { error: zodIssueMessage }),
    defaultValues: { amount: '', currency, reason: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await adjust.mutateAsync({ body, key });
      toast.success(t('players.adjust_done'));
      form.reset({ amount: '', currency: body.currency, reason: '' });
      setKey(newIdempotencyKey());
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, FIELDS)) toast.error(errorMessage(t, error));
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-3"
      data-testid="adjust-form"
    >
      <Field
        label={t('players.adjust_amount')}
        error={errors.amount?.message}
        hint={t('players.adjust_hint')}
      >
        <input inputMode="decimal" className={inputClass} {...form.register('amount')} />
      </Field>
      <Field label={t('players.currency')} error={errors.currency?.message}>
        <input className={inputClass} {...form.register('currency')} />
      </Field>
      <Field label={t('players.reason')} error={errors.reason?.message}>
        <input className={inputClass} {...form.register('reason')} />
      </Field>
      <FieldMessage message={errors.root?.server?.message} />
      <div className="sm:col-span-3">
        <Button type="submit" variant="primary" busy={adjust.isPending}>
          {t('players.adjust_submit')}
        </Button>
      </div>
    </form>
  );
}

export function BalancePanel({ globalId }: { globalId: string }) {
  const { t } = useTranslation();
  const balance = usePlayerBalance(globalId);
  return (
    <section className="rounded-lg border border-slate-800 p-4" aria-labelledby="balance-title">
      <h2 id="balance-title" className="mb-3 font-semibold">
        {t('players.balance_title')}
      </h2>
      {balance.isPending ? (
        <Loading />
      ) : balance.isError ? (
        <ErrorState error={balance.error} onRetry={() => void balance.refetch()} />
      ) : (
        <>
          <dl
            className="mb-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4"
            data-testid="player-balance"
          >
            {(['total', 'main', 'bonus', 'pendingWithdrawal'] as const).map((part) => (
              <div key={part} className="rounded-md bg-slate-900 p-3">
                <dt className="text-xs text-slate-400">{t(`players.balance.${part}`)}</dt>
                <dd className="font-mono" data-testid={`balance-${part}`}>
                  {formatAmount(balance.data[part], balance.data.currency)}
                </dd>
              </div>
            ))}
          </dl>
          <AdjustmentForm globalId={globalId} currency={balance.data.currency} />
        </>
      )}
    </section>
  );
}
