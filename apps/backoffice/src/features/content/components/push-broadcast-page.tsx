import { zodResolver } from '@hookform/resolvers/zod';
import { ZPushBroadcastRequest } from '@wheelhouse/contracts/push';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useSendPushBroadcast } from '../api/send-push-broadcast';

// The form holds text; an empty link means the home page.
const ZForm = z
  .object({ title: z.string(), body: z.string(), url: z.string().trim() })
  .transform(({ url, ...rest }) => (url ? { ...rest, url } : rest))
  .pipe(ZPushBroadcastRequest);
type FormValues = { title: string; body: string; url: string };
const FIELDS = ['title', 'body', 'url'] as const;

/** Web push to every subscribed player (shell spec §4 "Web push"); sent by jobs, audited. */
export default function PushBroadcastPage() {
  const { t } = useTranslation();
  const send = useSendPushBroadcast();
  const form = useForm<FormValues, unknown, z.output<typeof ZForm>>({
    resolver: zodResolver(ZForm, { error: zodIssueMessage }),
    defaultValues: { title: '', body: '', url: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await send.mutateAsync(body);
      form.reset();
      toast.success(t('content.push_sent'));
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, FIELDS))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });
  return (
    <section className="max-w-xl">
      <PageHeader title={t('nav.push_broadcast')} />
      <p className="mb-4 text-sm text-slate-400">{t('content.push_text')}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="push-form">
        <Field label={t('content.push_title')} error={errors.title?.message}>
          <input maxLength={80} className={inputClass} {...form.register('title')} />
        </Field>
        <Field label={t('content.push_body')} error={errors.body?.message}>
          <textarea rows={3} maxLength={300} className={inputClass} {...form.register('body')} />
        </Field>
        <Field
          label={t('content.push_url')}
          hint={t('content.push_url_hint')}
          error={errors.url?.message}
        >
          <input className={inputClass} placeholder="/bonuses" {...form.register('url')} />
        </Field>
        <FieldMessage message={errors.root?.server?.message} />
        <div>
          <Button type="submit" variant="primary" busy={send.isPending}>
            {t('content.push_send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
