import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZOfferPersonalBonusRequest,
  type OfferPersonalBonusRequest,
} from '@wheelhouse/contracts/bonuses';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { ErrorState } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useOfferPersonalBonus } from '../api/offer-personal-bonus';
import { usePersonalTemplates } from '../api/personal-templates';

const FIELDS = ['templateId'] as const;

/** Offers one of the personal templates to this player; the player claims it on /bonuses. */
export function PersonalBonusForm({ globalId }: { globalId: string }) {
  const { t } = useTranslation();
  const templates = usePersonalTemplates();
  const offer = useOfferPersonalBonus(globalId);
  const form = useForm<OfferPersonalBonusRequest>({
    resolver: zodResolver(ZOfferPersonalBonusRequest, { error: zodIssueMessage }),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await offer.mutateAsync(body);
      toast.success(t('players.offer_done'));
      form.reset();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, FIELDS))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });
  if (templates.isError)
    return <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-end gap-3"
      data-testid="personal-bonus-form"
    >
      <div className="min-w-56 flex-1">
        <Field label={t('players.personal_template')} error={errors.templateId?.message}>
          <select
            className={inputClass}
            disabled={templates.isPending}
            {...form.register('templateId', {
              setValueAs: (value: string | number | undefined) =>
                value === '' || value === undefined ? undefined : Number(value),
            })}
          >
            <option value="">
              {templates.data?.length === 0
                ? t('players.no_personal_templates')
                : t('players.choose_personal_template')}
            </option>
            {templates.data?.map((template) => (
              <option key={template.id} value={template.id}>
                {template.texts.en.title}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Button type="submit" busy={isSubmitting}>
        {t('players.offer_submit')}
      </Button>
      <div className="basis-full">
        <FieldMessage message={errors.root?.server?.message} />
      </div>
    </form>
  );
}
