import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorMessage } from './error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from './form-errors';

type Schema = Parameters<typeof zodResolver>[0];

/**
 * A form that registers a record or changes one, its text inputs mapped onto the contract by one
 * of two schemas (the edit one lets an empty write-only secret box keep the stored secret). The
 * two outputs differ, so `save` gets the contract's body as `unknown` and narrows it by whether
 * it edits. A save toasts and calls `onDone`; the server's field errors land under their fields,
 * any other error above the submit button (`root.server`, see SubmitRow).
 */
export function useCreateOrEditForm<Values extends FieldValues>(options: {
  editing: boolean;
  schemas: { create: Schema; edit: Schema };
  defaultValues: DefaultValues<Values>;
  fields: readonly FieldPath<Values>[];
  save: (body: unknown) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(options.editing ? options.schemas.edit : options.schemas.create, {
      error: zodIssueMessage,
    }) as unknown as Resolver<Values>,
    defaultValues: options.defaultValues,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await options.save(values);
      toast.success(t('common.saved'));
      options.onDone();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, options.fields))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });
  return { form, submit };
}
