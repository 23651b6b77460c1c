import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZBonusType,
  type AdminBonusTemplate,
  type BonusTemplateInput,
} from '@wheelhouse/contracts/bonuses';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useSaveBonusTemplate } from '../api/save-bonus-template';
import {
  EMPTY_TEMPLATE,
  templateFieldNames,
  templateFormValues,
  ZTemplateForm,
  type TemplateFormValues,
} from '../model/template-form';
import { GamesWagersFields } from './games-wagers-fields';

type Name = FieldPath<TemplateFormValues>;

const SECTIONS: { title: string; amounts: Name[]; counts: Name[] }[] = [
  { title: 'deposit', amounts: ['minDeposit', 'maxDeposit'], counts: ['minDepositNumber'] },
  {
    title: 'amount',
    amounts: ['amountMultiplier', 'maxAmount', 'maxAmountMultiplier'],
    counts: [],
  },
  { title: 'wagering', amounts: ['wager', 'wagerMaxBet'], counts: ['deadlineHours'] },
  {
    title: 'freespins',
    amounts: [
      'freespinsAmount',
      'wagerFreespins',
      'freespinsMaxAmount',
      'freespinsMaxAmountMultiplier',
    ],
    counts: ['freespinsCount'],
  },
];

/** Every condition of a bonus template (shell spec §3 "Bonus") with its texts per language. */
export function TemplateForm({
  template,
  currency,
  onSaved,
}: {
  template?: AdminBonusTemplate;
  currency: string | undefined;
  onSaved: (saved: AdminBonusTemplate) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBonusTemplate(template?.id);
  const form = useForm<TemplateFormValues, unknown, BonusTemplateInput>({
    resolver: zodResolver(ZTemplateForm, { error: zodIssueMessage }),
    defaultValues: template ? templateFormValues(template) : EMPTY_TEMPLATE,
  });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (name: Name) =>
    (form.getFieldState(name, form.formState).error?.message as string | undefined) ?? undefined;

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      toast.success(t(template ? 'common.saved' : 'bonuses.template_created'));
      onSaved(saved);
    } catch (error) {
      if (
        !showServerFieldErrors(error, form.setError, templateFieldNames(form.getValues()) as Name[])
      )
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });

  const number = (name: Name) => (
    <Field key={name} label={t(`bonuses.fields.${name}`)} error={errorOf(name)}>
      <input
        type="number"
        className={inputClass}
        {...form.register(name, { valueAsNumber: true })}
      />
    </Field>
  );
  const decimal = (name: Name) => (
    <Field
      key={name}
      label={t(`bonuses.fields.${name}`, { currency: currency ?? '' })}
      hint={t(`bonuses.hints.${name}`, { defaultValue: '' }) || undefined}
      error={errorOf(name)}
    >
      <input inputMode="decimal" className={inputClass} {...form.register(name)} />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" data-testid="template-form">
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-2 font-semibold">{t('bonuses.sections.kind')}</legend>
        <Field label={t('bonuses.fields.type')} error={errorOf('type')}>
          <select className={inputClass} {...form.register('type')}>
            {ZBonusType.options.map((type) => (
              <option key={type} value={type}>
                {t(`bonuses.types.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        {number('sortOrder')}
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" {...form.register('active')} />
          {t('bonuses.fields.active')}
        </label>
      </fieldset>

      <fieldset className="grid gap-3 md:grid-cols-2">
        <legend className="mb-2 font-semibold">{t('bonuses.sections.texts')}</legend>
        {(['en', 'ru'] as const).map((lang) => (
          <div key={lang} className="flex flex-col gap-3 rounded-md bg-slate-900 p-3" lang={lang}>
            <Field
              label={t('bonuses.fields.title', { lang: lang.toUpperCase() })}
              error={errorOf(`texts.${lang}.title`)}
            >
              <input className={inputClass} {...form.register(`texts.${lang}.title`)} />
            </Field>
            <Field
              label={t('bonuses.fields.description', { lang: lang.toUpperCase() })}
              error={errorOf(`texts.${lang}.description`)}
            >
              <textarea
                rows={3}
                className={inputClass}
                {...form.register(`texts.${lang}.description`)}
              />
            </Field>
          </div>
        ))}
        <p className="text-xs text-slate-400 md:col-span-2">{t('bonuses.texts_hint')}</p>
      </fieldset>

      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-2 font-semibold">{t(`bonuses.sections.${section.title}`)}</legend>
          {section.counts.map(number)}
          {section.amounts.map(decimal)}
          {section.title === 'freespins' && (
            <Field
              label={t('bonuses.fields.freespinsGame')}
              hint={t('bonuses.hints.freespinsGame')}
              error={errorOf('freespinsGame')}
            >
              <input
                className={inputClass}
                autoComplete="off"
                spellCheck={false}
                {...form.register('freespinsGame')}
              />
            </Field>
          )}
        </fieldset>
      ))}

      <GamesWagersFields
        control={form.control}
        register={form.register}
        errors={errors.gamesWagers}
      />

      <div className="flex flex-col items-start gap-2">
        <FieldMessage message={errors.root?.server?.message} />
        <Button type="submit" variant="primary" busy={isSubmitting}>
          {t(template ? 'common.save' : 'bonuses.create_template')}
        </Button>
      </div>
    </form>
  );
}
