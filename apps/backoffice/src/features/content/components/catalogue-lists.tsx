import { zodResolver } from '@hookform/resolvers/zod';
import { ZSaveGameCategoryRequest, ZSaveGameProviderRequest } from '@wheelhouse/contracts/games';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useGameCategories } from '../api/game-categories';
import { useGameProviders } from '../api/game-providers';
import { useSaveGameCategory } from '../api/save-game-category';
import { useSaveGameProvider } from '../api/save-game-provider';

const ZValue = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);
const ZProviderForm = ZSaveGameProviderRequest.extend({ value: ZValue });
const ZCategoryForm = z.object({
  value: ZValue,
  en: z.string().trim().min(1).max(60),
  ru: z.string().trim().max(60),
  sortOrder: ZSaveGameCategoryRequest.shape.sortOrder,
});

function ProviderForm() {
  const { t } = useTranslation();
  const save = useSaveGameProvider();
  const form = useForm<z.infer<typeof ZProviderForm>>({
    resolver: zodResolver(ZProviderForm, { error: zodIssueMessage }),
    defaultValues: { value: '', name: '', sortOrder: 0 },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ value, ...body }) => {
    try {
      await save.mutateAsync({ value, body });
      toast.success(t('common.saved'));
      form.reset();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['value', 'name', 'sortOrder']))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-2 sm:grid-cols-4 sm:items-end">
      <Field label={t('content.value')} error={errors.value?.message}>
        <input className={inputClass} {...form.register('value')} />
      </Field>
      <Field label={t('content.name')} error={errors.name?.message}>
        <input className={inputClass} {...form.register('name')} />
      </Field>
      <Field label={t('content.sort_order')} error={errors.sortOrder?.message}>
        <input
          type="number"
          className={inputClass}
          {...form.register('sortOrder', { valueAsNumber: true })}
        />
      </Field>
      <Button type="submit" busy={isSubmitting}>
        {t('content.save_provider')}
      </Button>
      <FieldMessage message={errors.root?.server?.message} />
    </form>
  );
}

function CategoryForm() {
  const { t } = useTranslation();
  const save = useSaveGameCategory();
  const form = useForm<z.infer<typeof ZCategoryForm>>({
    resolver: zodResolver(ZCategoryForm, { error: zodIssueMessage }),
    defaultValues: { value: '', en: '', ru: '', sortOrder: 0 },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ value, en, ru, sortOrder }) => {
    try {
      await save.mutateAsync({ value, body: { titles: ru ? { en, ru } : { en }, sortOrder } });
      toast.success(t('common.saved'));
      form.reset();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['value', 'sortOrder']))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-2 sm:grid-cols-5 sm:items-end">
      <Field label={t('content.value')} error={errors.value?.message}>
        <input className={inputClass} {...form.register('value')} />
      </Field>
      <Field label={t('content.title_en')} error={errors.en?.message}>
        <input className={inputClass} {...form.register('en')} />
      </Field>
      <Field label={t('content.title_ru')} error={errors.ru?.message}>
        <input className={inputClass} {...form.register('ru')} />
      </Field>
      <Field label={t('content.sort_order')} error={errors.sortOrder?.message}>
        <input
          type="number"
          className={inputClass}
          {...form.register('sortOrder', { valueAsNumber: true })}
        />
      </Field>
      <Button type="submit" busy={isSubmitting}>
        {t('content.save_category')}
      </Button>
      <FieldMessage message={errors.root?.server?.message} />
    </form>
  );
}

/** Categories and providers: listed, and created or replaced by their value. */
export function CatalogueLists() {
  const { t } = useTranslation();
  const categories = useGameCategories();
  const providers = useGameProviders();
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <section
        className="flex flex-col gap-3 rounded-lg border border-slate-800 p-4"
        aria-labelledby="categories-title"
      >
        <h2 id="categories-title" className="font-semibold">
          {t('content.categories')}
        </h2>
        {categories.isPending ? (
          <Loading />
        ) : categories.isError ? (
          <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />
        ) : categories.data.items.length === 0 ? (
          <Empty />
        ) : (
          <ul className="flex flex-wrap gap-2 text-sm">
            {categories.data.items.map((category) => (
              <li key={category.value} className="rounded bg-slate-900 px-2 py-1">
                {category.titles.en ?? category.value}{' '}
                <span className="text-slate-500">
                  ({category.value}, {category.sortOrder})
                </span>
              </li>
            ))}
          </ul>
        )}
        <CategoryForm />
      </section>
      <section
        className="flex flex-col gap-3 rounded-lg border border-slate-800 p-4"
        aria-labelledby="providers-title"
      >
        <h2 id="providers-title" className="font-semibold">
          {t('content.providers')}
        </h2>
        {providers.isPending ? (
          <Loading />
        ) : providers.isError ? (
          <ErrorState error={providers.error} onRetry={() => void providers.refetch()} />
        ) : providers.data.items.length === 0 ? (
          <Empty />
        ) : (
          <ul className="flex flex-wrap gap-2 text-sm">
            {providers.data.items.map((provider) => (
              <li key={provider.value} className="rounded bg-slate-900 px-2 py-1">
                {provider.name}{' '}
                <span className="text-slate-500">
                  ({provider.value}, {provider.sortOrder})
                </span>
              </li>
            ))}
          </ul>
        )}
        <ProviderForm />
      </section>
    </div>
  );
}
