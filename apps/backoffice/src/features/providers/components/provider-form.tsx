import type {
  AdminWalletProvider,
  CreateWalletProviderRequest,
  UpdateWalletProviderRequest,
} from '@wheelhouse/contracts/admin-providers';
import { useTranslation } from 'react-i18next';
import { Field, SecretInput, SubmitRow, inputClass } from '../../../components/ui/field';
import { useCreateOrEditForm } from '../../../lib/create-or-edit-form';
import { useCreateProvider } from '../api/create-provider';
import { useUpdateProvider } from '../api/update-provider';
import {
  PROVIDER_FORM_FIELDS,
  ZCreateProviderForm,
  ZEditProviderForm,
  type ProviderFormValues,
} from './provider-form-schema';

/**
 * Connects a provider (no `provider`) or changes one. Keys are write-only: on edit the key boxes
 * start empty and an empty box keeps the stored key.
 */
export function ProviderForm({
  provider,
  onDone,
}: {
  provider?: AdminWalletProvider;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateProvider();
  const update = useUpdateProvider();
  const editing = provider !== undefined;
  const { form, submit } = useCreateOrEditForm<ProviderFormValues>({
    editing,
    schemas: { create: ZCreateProviderForm, edit: ZEditProviderForm },
    defaultValues: {
      slug: provider?.slug ?? '',
      name: provider?.name ?? '',
      signature: provider?.signature ?? 'rsa',
      publicKey: '',
      secret: '',
      launchUrl: provider?.launchUrl ?? '',
      currencies: provider?.currencies.join(', ') ?? '',
      active: provider?.active ?? true,
    },
    fields: PROVIDER_FORM_FIELDS,
    save: (body) =>
      editing
        ? update.mutateAsync({ slug: provider.slug, body: body as UpdateWalletProviderRequest })
        : create.mutateAsync(body as CreateWalletProviderRequest),
    onDone,
  });
  const { errors, isSubmitting } = form.formState;
  const signature = form.watch('signature');

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" data-testid="provider-form">
      {!editing && (
        <Field
          label={t('providers.slug')}
          hint={t('providers.slug_hint')}
          error={errors.slug?.message}
        >
          <input className={inputClass} autoComplete="off" {...form.register('slug')} />
        </Field>
      )}
      <Field label={t('providers.name')} error={errors.name?.message}>
        <input className={inputClass} autoComplete="off" {...form.register('name')} />
      </Field>
      <Field label={t('providers.launch_url')} error={errors.launchUrl?.message}>
        <input
          type="url"
          inputMode="url"
          className={inputClass}
          placeholder="https://games.example.com"
          {...form.register('launchUrl')}
        />
      </Field>
      <Field
        label={t('providers.currencies')}
        hint={t('providers.currencies_hint')}
        error={errors.currencies?.message}
      >
        <input className={inputClass} autoComplete="off" {...form.register('currencies')} />
      </Field>
      <Field label={t('providers.signature')} error={errors.signature?.message}>
        <select className={inputClass} {...form.register('signature')}>
          <option value="rsa">{t('providers.signature_rsa')}</option>
          <option value="hmac">{t('providers.signature_hmac')}</option>
        </select>
      </Field>
      {signature === 'rsa' ? (
        <Field
          label={t('providers.public_key')}
          hint={editing ? t('providers.key_keep_hint') : undefined}
          error={errors.publicKey?.message}
        >
          <textarea
            rows={5}
            spellCheck={false}
            className={`${inputClass} font-mono text-xs`}
            placeholder="-----BEGIN PUBLIC KEY-----"
            {...form.register('publicKey')}
          />
        </Field>
      ) : (
        <Field
          label={t('providers.secret')}
          hint={
            editing && provider.hasSecret
              ? t('providers.key_keep_hint')
              : t('providers.secret_hint')
          }
          error={errors.secret?.message}
        >
          <SecretInput {...form.register('secret')} />
        </Field>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('active')} />
        {t('providers.active')}
      </label>
      <SubmitRow error={errors.root?.server?.message} busy={isSubmitting}>
        {editing ? t('common.save') : t('providers.connect')}
      </SubmitRow>
    </form>
  );
}
