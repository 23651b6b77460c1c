import { zodResolver } from '@hookform/resolvers/zod';
import { ZAdminSetNameRequest } from '@wheelhouse/contracts/admin-players';
import { ZPersonName } from '@wheelhouse/contracts/users';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { ErrorState, Loading } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/error-message';
import { showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { usePlayerDetail } from '../api/player-detail';
import { useSetPlayerName } from '../api/set-player-name';

/** The form's fields: an empty name box clears that name (null in the request). */
const ZNameForm = z.object({
  firstName: z.union([z.literal(''), ZPersonName]),
  lastName: z.union([z.literal(''), ZPersonName]),
  reason: ZAdminSetNameRequest.shape.reason,
});
type NameForm = z.infer<typeof ZNameForm>;

/**
 * A player sets their names once; a later change goes through support (the name-change rule),
 * who set them here with the reason the audit log keeps.
 */
export function NamePanel({ globalId }: { globalId: string }) {
  const { t } = useTranslation();
  const detail = usePlayerDetail(globalId);
  return (
    <section
      className="rounded-lg border border-slate-800 p-4"
      aria-labelledby="name-title"
      data-testid="name-panel"
    >
      <h2 id="name-title" className="mb-1 font-semibold">
        {t('players.name_title')}
      </h2>
      <p className="mb-3 text-sm text-slate-400">{t('players.name_hint')}</p>
      {detail.isPending ? (
        <Loading />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <NameForm
          key={`${detail.data.firstName ?? ''}|${detail.data.lastName ?? ''}`}
          globalId={globalId}
          firstName={detail.data.firstName ?? ''}
          lastName={detail.data.lastName ?? ''}
        />
      )}
    </section>
  );
}

function NameForm(props: { globalId: string; firstName: string; lastName: string }) {
  const { t } = useTranslation();
  const save = useSetPlayerName(props.globalId);
  const form = useForm<NameForm>({
    resolver: zodResolver(ZNameForm, { error: zodIssueMessage }),
    defaultValues: { firstName: props.firstName, lastName: props.lastName, reason: '' },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        firstName: values.firstName || null,
        lastName: values.lastName || null,
        reason: values.reason,
      });
      toast.success(t('players.name_done'));
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['firstName', 'lastName', 'reason']))
        toast.error(errorMessage(t, error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      <Field label={t('players.first_name')} error={errors.firstName?.message}>
        <input className={inputClass} data-testid="name-first" {...form.register('firstName')} />
      </Field>
      <Field label={t('players.last_name')} error={errors.lastName?.message}>
        <input className={inputClass} data-testid="name-last" {...form.register('lastName')} />
      </Field>
      <div className="sm:col-span-2">
        <Field label={t('players.name_reason')} error={errors.reason?.message}>
          <input className={inputClass} data-testid="name-reason" {...form.register('reason')} />
        </Field>
      </div>
      <div className="flex items-center gap-3 sm:col-span-2">
        <Button type="submit" busy={save.isPending} data-testid="name-submit">
          {t('players.name_save')}
        </Button>
        <FieldMessage message={errors.root?.server?.message} />
      </div>
    </form>
  );
}
