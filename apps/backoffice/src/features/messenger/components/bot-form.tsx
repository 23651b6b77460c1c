import type { AdminBot, BotInput, BotPatch } from '@wheelhouse/contracts/messenger';
import { useTranslation } from 'react-i18next';
import { Field, SecretInput, SubmitRow, inputClass } from '../../../components/ui/field';
import { useCreateOrEditForm } from '../../../lib/create-or-edit-form';
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
  const { form, submit } = useCreateOrEditForm<BotFormValues>({
    editing,
    schemas: { create: ZCreateBotForm, edit: ZEditBotForm },
    defaultValues: {
      id: bot?.id ?? '',
      type: bot?.type ?? 'normal',
      username: bot?.username ?? '',
      miniAppUrl: bot?.miniAppUrl ?? '',
      token: '',
      active: bot?.active ?? true,
    },
    fields: BOT_FORM_FIELDS,
    save: (body) =>
      editing
        ? update.mutateAsync({ id: bot.id, body: body as BotPatch })
        : create.mutateAsync(body as BotInput),
    onDone,
  });
  const { errors, isSubmitting } = form.formState;

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
        <SecretInput {...form.register('token')} />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('active')} />
        {t('messenger.active')}
      </label>
      <SubmitRow error={errors.root?.server?.message} busy={isSubmitting}>
        {editing ? t('common.save') : t('messenger.register')}
      </SubmitRow>
    </form>
  );
}
