import { zodResolver } from '@hookform/resolvers/zod';
import { ZInterfaceActionRequest } from '@wheelhouse/contracts/originals';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useSendInterfaceAction } from '../api/send-interface-action';

// The form holds text; the contract's numbers come from it (an empty player means everybody).
const ZForm = z
  .object({
    gameId: z.string().trim().min(1),
    userId: z.string().trim(),
  })
  .transform(({ gameId, userId }) =>
    userId ? { gameId: Number(gameId), userId: Number(userId) } : { gameId: Number(gameId) },
  )
  .pipe(ZInterfaceActionRequest);
type FormValues = { gameId: string; userId: string };

/** Opens a game in the players' apps (the `interface_actions` realtime channel). */
export default function InterfaceActionsPage() {
  const { t } = useTranslation();
  const send = useSendInterfaceAction();
  const form = useForm<FormValues, unknown, z.output<typeof ZForm>>({
    resolver: zodResolver(ZForm, { error: zodIssueMessage }),
    defaultValues: { gameId: '', userId: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      const sent = await send.mutateAsync(body);
      toast.success(
        sent.userId === null
          ? t('content.action_sent_all', { gameId: sent.gameId })
          : t('content.action_sent_one', { gameId: sent.gameId, userId: sent.userId }),
      );
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['gameId', 'userId']))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });
  return (
    <section className="max-w-xl">
      <PageHeader title={t('nav.interface_actions')} />
      <p className="mb-4 text-sm text-slate-400">{t('content.action_text')}</p>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3"
        data-testid="interface-action-form"
      >
        <Field label={t('content.game_id')} error={errors.gameId?.message}>
          <input inputMode="numeric" className={inputClass} {...form.register('gameId')} />
        </Field>
        <Field
          label={t('content.user_id')}
          hint={t('content.user_id_hint')}
          error={errors.userId?.message}
        >
          <input inputMode="numeric" className={inputClass} {...form.register('userId')} />
        </Field>
        <FieldMessage message={errors.root?.server?.message} />
        <div>
          <Button type="submit" variant="primary" busy={send.isPending}>
            {t('content.send_action')}
          </Button>
        </div>
      </form>
    </section>
  );
}
