import { zodResolver } from '@hookform/resolvers/zod';
import type {
  AdminWalletProvider,
  CreateWalletProviderRequest,
  UpdateWalletProviderRequest,
} from '@wheelhouse/contracts/admin-providers';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
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
  const form = useForm<ProviderFormValues>({
    // The schemas map the text inputs onto the contract; the mutation gets their output. The
    // resolver's output type differs between the two, so the submit handler narrows it itself.
    resolver: (editing
      ? zodResolver(ZEditProviderForm, { error: zodIssueMessage })
      : zodResolver(ZCreateProviderForm, {
          error: zodIssueMessage,
        })) as unknown as Resolver<ProviderFormValues>,
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
  });
  const { errors, isSubmitting } = form.formState;
  const signature = form.watch('signature');

  const submit = form.handleSubmit(async (values) => {
    // The resolver already turned the inputs into the contract's shape.
    const body: unknown = values;
    try {
      if (editing)
        await update.mutateAsync({
          slug: provider.slug,
          body: body as UpdateWalletProviderRequest,
        });
      else await create.mutateAsync(body as CreateWalletProviderRequest);
      toast.success(t('common.saved'));
      onDone();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, PROVIDER_FORM_FIELDS))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });

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
          <input
            type="password"
            autoComplete="new-password"
            className={inputClass}
            {...form.register('secret')}
          />
        </Field>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('active')} />
        {t('providers.active')}
      </label>
      <div>
        <FieldMessage message={errors.root?.server?.message} />
        <Button type="submit" variant="primary" busy={isSubmitting}>
          {editing ? t('common.save') : t('providers.connect')}
        </Button>
      </div>
    </form>
  );
}
