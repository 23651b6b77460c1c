import { zodResolver } from '@hookform/resolvers/zod';
import { ZCreateBannerRequest } from '@wheelhouse/contracts/banners';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useCreateBanner } from '../api/create-banner';
import { BannerPreview } from './banner-preview';

// Flat fields for the form; the request's own contract checks what they make.
const ZBannerForm = z
  .object({
    place: z.string(),
    imageUrl: z.string(),
    linkUrl: z.string(),
    titleEn: z.string(),
    subtitleEn: z.string(),
    titleRu: z.string(),
    subtitleRu: z.string(),
    sortOrder: z.number(),
    active: z.boolean(),
  })
  // The request is built from the fields, then checked by the contract itself (its issues keep
  // their paths: texts.en.title and so on, renamed to the form's fields below).
  .transform((form, context) => {
    const request = ZCreateBannerRequest.safeParse({
      place: form.place,
      imageUrl: form.imageUrl,
      linkUrl: form.linkUrl.trim() || null,
      sortOrder: form.sortOrder,
      active: form.active,
      texts: {
        en: { title: form.titleEn, ...(form.subtitleEn ? { subtitle: form.subtitleEn } : {}) },
        ...(form.titleRu
          ? {
              ru: {
                title: form.titleRu,
                ...(form.subtitleRu ? { subtitle: form.subtitleRu } : {}),
              },
            }
          : {}),
      },
    });
    if (request.success) return request.data;
    for (const issue of request.error.issues)
      context.addIssue({ ...issue, message: undefined } as Parameters<typeof context.addIssue>[0]);
    return z.NEVER;
  });
type BannerFormValues = z.input<typeof ZBannerForm>;

/** The request's field names (texts.en.title) as the form's (titleEn). */
const FIELD_OF: Record<string, keyof BannerFormValues> = {
  'texts.en.title': 'titleEn',
  'texts.en.subtitle': 'subtitleEn',
  'texts.ru.title': 'titleRu',
  'texts.ru.subtitle': 'subtitleRu',
  'texts.en': 'titleEn',
};

export function BannerForm() {
  const { t, i18n } = useTranslation();
  const create = useCreateBanner();
  const form = useForm<BannerFormValues, unknown, z.output<typeof ZBannerForm>>({
    resolver: async (values, context, options) => {
      const result = await zodResolver(ZBannerForm, { error: zodIssueMessage })(
        values,
        context,
        options,
      );
      // Errors of the nested request fields go under the form's own fields.
      for (const [path, name] of Object.entries(FIELD_OF)) {
        const [, locale, part] = path.split('.');
        const nested = (result.errors as Record<string, Record<string, Record<string, unknown>>>)
          .texts?.[locale!];
        const error = part ? nested?.[part] : nested;
        if (error && !(result.errors as Record<string, unknown>)[name])
          (result.errors as Record<string, unknown>)[name] = error;
      }
      return result;
    },
    defaultValues: {
      place: 'wallet',
      imageUrl: '',
      linkUrl: '',
      titleEn: '',
      subtitleEn: '',
      titleRu: '',
      subtitleRu: '',
      sortOrder: 0,
      active: true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control });
  const russian = i18n.language === 'ru' && values.titleRu;
  const submit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      toast.success(t('content.banner_created'));
      form.reset();
    } catch (error) {
      const renamed =
        error && typeof error === 'object' && 'fields' in error
          ? Object.assign(error, {
              fields: Object.fromEntries(
                Object.entries((error as { fields: Record<string, unknown> }).fields).map(
                  ([key, value]) => [FIELD_OF[key] ?? key, value],
                ),
              ),
            })
          : error;
      if (
        !showServerFieldErrors(renamed, form.setError, [
          'place',
          'imageUrl',
          'linkUrl',
          'titleEn',
          'subtitleEn',
          'titleRu',
          'subtitleRu',
          'sortOrder',
        ])
      )
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });
  const text = (name: keyof BannerFormValues, label: string) => (
    <Field label={label} error={errors[name]?.message}>
      <input className={inputClass} {...form.register(name)} />
    </Field>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 sm:grid-cols-2"
        data-testid="banner-form"
      >
        {text('place', t('content.place'))}
        <Field label={t('content.sort_order')} error={errors.sortOrder?.message}>
          <input
            type="number"
            className={inputClass}
            {...form.register('sortOrder', { valueAsNumber: true })}
          />
        </Field>
        {text('imageUrl', t('content.image_url'))}
        {text('linkUrl', t('content.link_url'))}
        {text('titleEn', t('content.title_en'))}
        {text('subtitleEn', t('content.subtitle_en'))}
        {text('titleRu', t('content.title_ru'))}
        {text('subtitleRu', t('content.subtitle_ru'))}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...form.register('active')} />
          {t('payments.active')}
        </label>
        <div className="sm:col-span-2">
          <FieldMessage message={errors.root?.server?.message} />
          <Button type="submit" variant="primary" busy={isSubmitting}>
            {t('content.create_banner')}
          </Button>
        </div>
      </form>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium text-slate-300">{t('content.preview')}</h3>
        <BannerPreview
          imageUrl={values.imageUrl ?? ''}
          title={(russian ? values.titleRu : values.titleEn) || t('content.title_placeholder')}
          subtitle={russian ? values.subtitleRu : values.subtitleEn}
        />
      </div>
    </div>
  );
}
