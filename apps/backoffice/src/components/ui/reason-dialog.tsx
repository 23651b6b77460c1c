import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../lib/form-errors';
import { Button } from './button';
import { Dialog } from './dialog';
import { Field, FieldMessage, inputClass } from './field';

type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

/**
 * Asks why (declining, rejecting, refunding), checked by the action's own contract; the server's
 * field errors show under the field, any other refusal under the form.
 */
export function ReasonDialog({
  title,
  label,
  submitLabel,
  schema,
  onSubmit,
  onClose,
  testId,
}: {
  title: string;
  label: string;
  submitLabel: string;
  schema: ReasonSchema;
  onSubmit: (body: { reason: string }) => Promise<unknown>;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(schema, { error: zodIssueMessage }),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['reason']))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });
  return (
    <Dialog title={title} onClose={onClose} testId={testId}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field label={label} error={errors.reason?.message}>
          <textarea
            rows={3}
            className={inputClass}
            data-testid="reason-input"
            {...form.register('reason')}
          />
        </Field>
        <FieldMessage message={errors.root?.server?.message} />
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="danger" busy={isSubmitting} data-testid="reason-submit">
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
