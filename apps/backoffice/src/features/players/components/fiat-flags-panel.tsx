import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZSetFiatPlayerFlagsRequest,
  type FiatPlayerFlags,
  type SetFiatPlayerFlagsRequest,
} from '@wheelhouse/contracts/admin-fiat-desk';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { ErrorState, Loading } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/error-message';
import { showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useFiatFlags } from '../api/fiat-flags';
import { useSaveFiatFlags } from '../api/save-fiat-flags';

function FlagsForm({ globalId, flags }: { globalId: string; flags: FiatPlayerFlags }) {
  const { t } = useTranslation();
  const save = useSaveFiatFlags(globalId);
  const form = useForm<SetFiatPlayerFlagsRequest>({
    resolver: zodResolver(ZSetFiatPlayerFlagsRequest, { error: zodIssueMessage }),
    defaultValues: flags,
  });
  const submit = form.handleSubmit(async ({ reason, ...values }) => {
    try {
      await save.mutateAsync({ ...values, reason: reason?.trim() ? reason : null });
      toast.success(t('common.saved'));
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['buyBanned', 'fiatBanned', 'reason']))
        toast.error(errorMessage(t, error));
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3"
      data-testid="fiat-flags-form"
    >
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('buyBanned')} />
        {t('players.buy_banned')}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('fiatBanned')} />
        {t('players.fiat_banned')}
      </label>
      <Field label={t('players.flags_reason')} error={form.formState.errors.reason?.message}>
        <input
          className={inputClass}
          {...form.register('reason', { setValueAs: (value: string | null) => value ?? '' })}
        />
      </Field>
      <div>
        <Button type="submit" busy={save.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}

export function FiatFlagsPanel({ globalId }: { globalId: string }) {
  const { t } = useTranslation();
  const flags = useFiatFlags(globalId);
  return (
    <section className="rounded-lg border border-slate-800 p-4" aria-labelledby="flags-title">
      <h2 id="flags-title" className="mb-3 font-semibold">
        {t('players.fiat_flags_title')}
      </h2>
      {flags.isPending ? (
        <Loading />
      ) : flags.isError ? (
        <ErrorState error={flags.error} onRetry={() => void flags.refetch()} />
      ) : (
        <FlagsForm globalId={globalId} flags={flags.data} />
      )}
    </section>
  );
}
