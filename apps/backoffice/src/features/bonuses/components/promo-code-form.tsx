import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminBonusTemplate, AdminPromoCode } from '@wheelhouse/contracts/bonuses';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useSavePromoCode } from '../api/save-promo-code';
import {
  PROMO_FIELDS,
  promoFormValues,
  ZPromoForm,
  type PromoFormOutput,
  type PromoFormValues,
} from '../model/promo-form';

/** Templates a code may give (the server's rule): promo, promo free spins and personal. */
const CODE_TYPES = new Set(['promo', 'promo_freespins', 'personal']);

/** Creates a promo code, or changes one (everything but the code the players type). */
export function PromoCodeDialog({
  code,
  templates,
  onClose,
}: {
  code: AdminPromoCode | undefined;
  templates: AdminBonusTemplate[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSavePromoCode();
  const form = useForm<PromoFormValues, unknown, PromoFormOutput>({
    resolver: zodResolver(ZPromoForm, { error: zodIssueMessage }),
    defaultValues: promoFormValues(code),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code: text, ...terms }) => {
    try {
      await save.mutateAsync(
        code ? { id: code.id, body: terms } : { id: undefined, body: { code: text, ...terms } },
      );
      toast.success(t(code ? 'common.saved' : 'bonuses.promo.created'));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, PROMO_FIELDS))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });
  const choices = templates.filter(
    (template) => CODE_TYPES.has(template.type) || template.id === code?.templateId,
  );
  return (
    <Dialog
      title={code ? t('bonuses.promo.edit', { code: code.code }) : t('bonuses.promo.new')}
      onClose={onClose}
      testId="promo-dialog"
    >
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('bonuses.promo.code')}
          hint={code ? t('bonuses.promo.code_fixed') : t('bonuses.promo.code_hint')}
          error={errors.code?.message}
        >
          <input
            className={`${inputClass} uppercase`}
            readOnly={Boolean(code)}
            autoComplete="off"
            {...form.register('code')}
          />
        </Field>
        <Field label={t('bonuses.promo.template')} error={errors.templateId?.message}>
          <select
            className={inputClass}
            {...form.register('templateId', {
              setValueAs: (value: string | number | undefined) =>
                value === '' || value === undefined ? undefined : Number(value),
            })}
          >
            <option value="">{t('bonuses.promo.choose_template')}</option>
            {choices.map((template) => (
              <option key={template.id} value={template.id}>
                {`#${template.id} ${template.texts.en.title} (${t(`bonuses.types.${template.type}`)})`}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('bonuses.promo.maxRedemptions')} error={errors.maxRedemptions?.message}>
          <input
            type="number"
            min={1}
            className={inputClass}
            {...form.register('maxRedemptions', { valueAsNumber: true })}
          />
        </Field>
        <p className="self-end pb-2 text-xs text-slate-400">{t('bonuses.promo.once_per_player')}</p>
        <Field label={t('bonuses.promo.validFrom')} error={errors.validFrom?.message}>
          <input type="datetime-local" className={inputClass} {...form.register('validFrom')} />
        </Field>
        <Field label={t('bonuses.promo.validUntil')} error={errors.validUntil?.message}>
          <input type="datetime-local" className={inputClass} {...form.register('validUntil')} />
        </Field>
        <Field
          label={t('bonuses.promo.countries')}
          hint={t('bonuses.promo.countries_hint')}
          error={errors.countries?.message ?? errors.countries?.root?.message}
        >
          <input className={inputClass} autoComplete="off" {...form.register('countries')} />
        </Field>
        <Field
          label={t('bonuses.promo.currencies')}
          hint={t('bonuses.promo.currencies_hint')}
          error={errors.currencies?.message ?? errors.currencies?.root?.message}
        >
          <input className={inputClass} autoComplete="off" {...form.register('currencies')} />
        </Field>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" {...form.register('active')} />
          {t('bonuses.promo.active')}
        </label>
        <div className="flex flex-col items-start gap-2 sm:col-span-2">
          <FieldMessage message={errors.root?.server?.message} />
          <Button type="submit" variant="primary" busy={isSubmitting}>
            {t(code ? 'common.save' : 'bonuses.promo.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
