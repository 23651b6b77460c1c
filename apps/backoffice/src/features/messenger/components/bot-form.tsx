import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminBot, BotInput, BotPatch } from '@wheelhouse/contracts/messenger';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useCreateBot } from '../api/create-bot';
import { useUpdateBot } from '../api/update-bot';
import {
  BOT_FORM_FIELDS,
  ZCreateBotForm,
  ZEditBotForm,
  type BotFormValues,
} from './bot-form-schema';

/**
 * Registers a bot (no `bot`) or changes one. The token is write-only: on edit its box starts empty
 * and an empty box keeps the stored token.
 */
export function BotForm({ bot, onDone }: { bot?: AdminBot; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateBot();
  const update = useUpdateBot();
  const editing = bot !== undefined;
  const form = useForm<BotFormValues>({
    resolver: (editing
      ? zodResolver(ZEditBotForm, { error: zodIssueMessage })
      : zodResolver(ZCreateBotForm, {
          error: zodIssueMessage,
        })) as unknown as Resolver<BotFormValues>,
    defaultValues: {
      id: bot?.id ?? '',
      type: bot?.type ?? 'normal',
      username: bot?.username ?? '',
      miniAppUrl: bot?.miniAppUrl ?? '',
      token: '',
      active: bot?.active ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    // The resolver already turned the inputs into the contract's shape.
    const body: unknown = values;
    try {
      if (editing) await update.mutateAsync({ id: bot.id, body: body as BotPatch });
      else await create.mutateAsync(body as BotInput);
      toast.success(t('common.saved'));
      onDone();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, BOT_FORM_FIELDS))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" data-testid="bot-form">
      {!editing && (
        <Field label={t('messenger.id')} hint={t('messenger.id_hint')} error={errors.id?.message}>
          <input
            className={inputClass}
            inputMode="numeric"
            autoComplete="off"
            {...form.register('id')}
          />
        </Field>
      )}
      <Field label={t('messenger.username')} error={errors.username?.message}>
        <input
          className={inputClass}
          autoComplete="off"
          placeholder="wheelhouse_bot"
          {...form.register('username')}
        />
      </Field>
      <Field label={t('messenger.type')} error={errors.type?.message}>
        <select className={inputClass} {...form.register('type')}>
          <option value="normal">{t('messenger.type_normal')}</option>
          <option value="vip">{t('messenger.type_vip')}</option>
        </select>
      </Field>
      <Field label={t('messenger.mini_app_url')} error={errors.miniAppUrl?.message}>
        <input
          type="url"
          inputMode="url"
          className={inputClass}
          placeholder="https://wheelhouse.example/"
          {...form.register('miniAppUrl')}
        />
      </Field>
      <Field
        label={t('messenger.token')}
        hint={editing ? t('messenger.token_keep_hint') : t('messenger.token_hint')}
        error={errors.token?.message}
      >
        <input
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          className={inputClass}
          {...form.register('token')}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('active')} />
        {t('messenger.active')}
      </label>
      <div>
        <FieldMessage message={errors.root?.server?.message} />
        <Button type="submit" variant="primary" busy={isSubmitting}>
          {editing ? t('common.save') : t('messenger.register')}
        </Button>
      </div>
    </form>
  );
}
